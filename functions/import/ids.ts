/**
 * Ids of imported records, derived from the import and the row (IMPORT.md "Resumable": a re-run writes the same
 * record and never a second one): a ULID whose time part is the import's own and whose random part is a hash of
 * the import and the row number.
 */
import { createHash } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function rowRecordId(importId: string, row: number): string {
  const digest = createHash('sha256').update(`${importId}#${row}`).digest();
  let random = '';
  for (let i = 0; i < 16; i++) random += CROCKFORD[digest[i] % 32];
  return `${importId.slice(0, 10)}${random}`;
}
