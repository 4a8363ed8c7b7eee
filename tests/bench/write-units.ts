/**
 * Write units by DynamoDB's published rules, from the items a write leaves before and after it (audit-write-cost.ts):
 * - item size ("Item sizes and formats"): attribute names + values; strings their UTF-8 bytes, numbers 1 byte per two
 *   significant digits + 1, binary its raw bytes, booleans and nulls 1, lists and maps 3 + 1 per element + the
 *   elements;
 * - a write costs ceil(larger of the item before and after ÷ 1 KB) units, twice that inside a transaction (prepare and
 *   commit: "Capacity management for transactions"); a ConditionCheck is counted as a transactional write of the item;
 * - per global secondary index ("Write capacity units" of the GSI guide): an item that enters or leaves the index, or
 *   whose projected attributes change, costs one index write of ceil(entry ÷ 1 KB) (the table projects ALL: the entry is
 *   the item); a changed index key costs two (delete the old entry, put the new); an item in the index neither before
 *   nor after costs nothing there. Index writes are not doubled by a transaction (propagated after it commits).
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { isDeepStrictEqual } from 'node:util';
import { tableDefinition } from '../../shared/table.ts';

export type Attrs = Record<string, AttributeValue>;
export type ActionKind = 'Put' | 'Update' | 'Delete' | 'ConditionCheck';

const utf8 = (s: string) => Buffer.byteLength(s, 'utf8');

/** Bytes of a number: 1 per two significant digits (leading and trailing zeros trimmed) + 1. */
function numberBytes(n: string): number {
  const digits = n.replace(/^[-+]/, '').replace(/e.*$/i, '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
  return Math.ceil(Math.max(1, digits.length) / 2) + 1;
}

function valueBytes(v: AttributeValue): number {
  if (v.S !== undefined) return utf8(v.S);
  if (v.N !== undefined) return numberBytes(v.N);
  if (v.B !== undefined) return v.B.length;
  if (v.BOOL !== undefined || v.NULL !== undefined) return 1;
  if (v.L !== undefined) return 3 + v.L.reduce((s, e) => s + 1 + valueBytes(e), 0);
  if (v.M !== undefined) return 3 + Object.entries(v.M).reduce((s, [k, e]) => s + 1 + utf8(k) + valueBytes(e), 0);
  if (v.SS !== undefined) return v.SS.reduce((s, e) => s + utf8(e), 0);
  if (v.NS !== undefined) return v.NS.reduce((s, e) => s + numberBytes(e), 0);
  if (v.BS !== undefined) return v.BS.reduce((s, e) => s + e.length, 0);
  return 0;
}

/** An item's size by DynamoDB's rules (attribute names + values). */
export function itemBytes(item: Attrs | undefined): number {
  if (!item) return 0;
  return Object.entries(item).reduce((s, [k, v]) => s + utf8(k) + valueBytes(v), 0);
}

const KB = 1024;
const unitsOf = (bytes: number) => Math.max(1, Math.ceil(bytes / KB));
const INDEXES = tableDefinition.indexes;
const inIndex = (item: Attrs | undefined, i: (typeof INDEXES)[number]) => !!item && !!item[i.partitionKey] && !!item[i.sortKey];
const indexKey = (item: Attrs, i: (typeof INDEXES)[number]) => JSON.stringify([item[i.partitionKey], item[i.sortKey]]);

/** Write units of one item by the rules; `transactional` doubles the table's side. */
export function costOf(action: ActionKind, before: Attrs | undefined, after: Attrs | undefined, transactional: boolean) {
  const beforeBytes = itemBytes(before);
  const afterBytes = itemBytes(after);
  const changed = !isDeepStrictEqual(before, after);
  const tableUnits = (transactional ? 2 : 1) * unitsOf(Math.max(beforeBytes, afterBytes));
  const indexUnits: Record<string, number> = {};
  if (action !== 'ConditionCheck')
    for (const i of INDEXES) {
      const was = inIndex(before, i);
      const is = inIndex(after, i);
      let units = 0;
      if (was && is) {
        if (indexKey(before!, i) !== indexKey(after!, i)) units = unitsOf(beforeBytes) + unitsOf(afterBytes);
        else if (changed) units = unitsOf(Math.max(beforeBytes, afterBytes));
      } else if (was) units = unitsOf(beforeBytes);
      else if (is) units = unitsOf(afterBytes);
      if (units) indexUnits[i.name] = units;
    }
  const units = tableUnits + Object.values(indexUnits).reduce((s, u) => s + u, 0);
  return { beforeBytes, afterBytes, tableUnits, indexUnits, units };
}
