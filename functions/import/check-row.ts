/**
 * A row checked with an add call's own schema (IMPORT.md: "the same schemas and messages as the add calls"): the
 * row's fields renamed to the call's input names, every issue turned back into the file's field. An empty required
 * cell gets the call's own message for a missing field, on its column.
 */
import { safeParse } from 'zod/v4/core';
import type { $ZodType } from 'zod/v4/core';
import type { RowIssue } from './kind.ts';

export function checkWith<T>(
  schema: $ZodType<T>,
  cells: Readonly<Record<string, string>>,
  /** field of the file → the call's input name */
  inputOf: Readonly<Record<string, string>>,
  required: { fields: readonly string[]; message: string },
): { value?: T; issues: RowIssue[] } {
  const issues: RowIssue[] = [];
  for (const f of required.fields) if (!cells[f]) issues.push({ field: f, message: required.message });
  const input: Record<string, unknown> = {};
  for (const [field, name] of Object.entries(inputOf)) input[name] = cells[field] ?? '';
  const parsed = safeParse(schema, input);
  if (parsed.success) return issues.length ? { issues } : { value: parsed.data, issues };
  const fieldOf = new Map(Object.entries(inputOf).map(([field, name]) => [name, field]));
  // a schema in two stages (every field there, then each value) stops at the first: when the first stage failed
  // (an empty cell), the second still checks the other cells, so a row shows all its errors at once
  const def = (schema as unknown as { _zod: { def: { type: string; out?: $ZodType } } })._zod.def;
  const secondStage = def.type === 'pipe' && def.out && issues.length ? safeParse(def.out, input) : null;
  const all = [...parsed.error.issues, ...(secondStage && !secondStage.success ? secondStage.error.issues : [])];
  for (const issue of all) {
    const field = fieldOf.get(String(issue.path[0] ?? '')) ?? '';
    // an empty required cell is already named once, and a cell once
    if (field && issues.some((i) => i.field === field)) continue;
    if (!field && issues.length) continue;
    issues.push({ field, message: issue.message });
  }
  return { issues };
}
