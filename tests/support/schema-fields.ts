/** Reads the field names out of a zod (mini or classic) object schema, through pipes, defaults and optionals: top level and one level down. */
import { resolve } from 'node:path';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import type { RouteDefinition } from '../../shared/route.ts';

interface Def {
  type: string;
  shape?: Record<string, unknown>;
  in?: Schema;
  out?: Schema;
  innerType?: Schema;
  element?: Schema;
}
interface Schema {
  _zod: { def: Def };
}

/** The field schemas of a zod (mini or classic) object schema, through pipes, defaults and optionals (both sides of a pipe). */
function shapesOf(schema: unknown): Array<[string, unknown]> {
  const def = (schema as Schema | undefined)?._zod?.def;
  if (!def) return [];
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {});
    case 'pipe':
      return [...shapesOf(def.in), ...shapesOf(def.out)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return shapesOf(def.innerType);
    default:
      return [];
  }
}

export function fieldsOf(schema: unknown): string[] {
  return [...new Set(shapesOf(schema).map(([name]) => name))];
}

/** Whether the field's own schema takes the value (a boolean field takes `true`: not a wrong type for it). */
export function fieldAccepts(schema: unknown, field: string, value: unknown): boolean {
  return shapesOf(schema).some(([name, fieldSchema]) => name === field && z.safeParse(fieldSchema as $ZodType, value).success);
}

/** The object (or array of objects) a field holds, unwrapped: its own fields, and whether it is a list of them. */
function nestedOf(schema: unknown): { fields: string[]; list: boolean } | null {
  const def = (schema as Schema | undefined)?._zod?.def;
  if (!def) return null;
  if (def.type === 'array') return nestedOf(def.element) && { fields: nestedOf(def.element)!.fields, list: true };
  if (['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch'].includes(def.type))
    return nestedOf(def.innerType);
  if (def.type === 'pipe') return nestedOf(def.out) ?? nestedOf(def.in);
  const fields = fieldsOf(schema);
  return fields.length ? { fields, list: false } : null;
}

/** The top-level fields that hold an object or a list of objects, with that object's field names. */
export function nestedFieldsOf(schema: unknown): Array<{ field: string; fields: string[]; list: boolean }> {
  const found = new Map<string, { fields: Set<string>; list: boolean }>();
  for (const [field, fieldSchema] of shapesOf(schema)) {
    const nested = nestedOf(fieldSchema);
    if (!nested) continue;
    const entry = found.get(field) ?? { fields: new Set<string>(), list: nested.list };
    nested.fields.forEach((f) => entry.fields.add(f));
    found.set(field, entry);
  }
  return [...found].map(([field, { fields, list }]) => ({ field, fields: [...fields], list }));
}

const root = resolve(import.meta.dirname, '../..');

/** The schemas the route's handler validates with (createHandler attaches them to the handler). */
export async function schemasOf(route: RouteDefinition): Promise<{ body?: unknown; query?: unknown }> {
  const mod = (await import(resolve(root, route.handler))) as { handler: { schemas: { body?: unknown; query?: unknown } } };
  return mod.handler.schemas;
}

/** Values of a type no field of any schema accepts (but a boolean field takes `true`: fieldAccepts): every one must be a 400 with a message. */
export const WRONG_TYPES: readonly unknown[] = [{ nested: 1 }, [1, 2], true];
/** Hostile values of a plausible type: any answer but a 5xx. */
export const HOSTILE_VALUES: readonly unknown[] = [
  'x'.repeat(10_000),
  '',
  '   ',
  '\u0000',
  'NaN',
  -1,
  0,
  1e308,
  Number('9007199254740993'),
  1.005,
  '1e309',
  '../../etc',
  "'; DROP TABLE",
  '🏠'.repeat(500),
];
