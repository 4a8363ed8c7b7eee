/** Reads the top-level field names out of a zod (mini or classic) object schema, through pipes, defaults and optionals. */
import { resolve } from 'node:path';
import type { RouteDefinition } from '../../shared/route.ts';

interface Def {
  type: string;
  shape?: Record<string, unknown>;
  in?: Schema;
  out?: Schema;
  innerType?: Schema;
}
interface Schema {
  _zod: { def: Def };
}

export function fieldsOf(schema: unknown): string[] {
  const def = (schema as Schema | undefined)?._zod?.def;
  if (!def) return [];
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape ?? {});
    case 'pipe':
      return [...new Set([...fieldsOf(def.in), ...fieldsOf(def.out)])];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return fieldsOf(def.innerType);
    default:
      return [];
  }
}

const root = resolve(import.meta.dirname, '../..');

/** The schemas the route's handler validates with (createHandler attaches them to the handler). */
export async function schemasOf(route: RouteDefinition): Promise<{ body?: unknown; query?: unknown }> {
  const mod = (await import(resolve(root, route.handler))) as { handler: { schemas: { body?: unknown; query?: unknown } } };
  return mod.handler.schemas;
}

/** Values of a type no field of any schema accepts: every one must be a 400 with a message. */
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
