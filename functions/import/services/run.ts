/**
 * The run (IMPORT.md "Flow" 4), by the worker: the checked rows in batches; each batch's rows written in as few
 * transactions as fit (each row's record, its audit entry and the maintained figures together, the figures of the
 * rows sharing a transaction merged), then the kind's after-writes; the progress after each batch. Resumable: a
 * new record's id comes from the import and the row, so a re-run reads which rows of a batch are there and skips
 * them; an upsert's update carries a marker of its row for the same purpose. A row refused at write time (a SKU
 * taken since the validation) is counted as failed with its reason; the run goes on, and ends `failed` so the user
 * can fix the cause and run again (only the missing rows are written).
 */
import type { AuditContext } from '../../lib/audit.ts';
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import { ConditionFailed, MAX_TRANSACTION_ITEMS, transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { getImport, updateImport } from '../data/imports.ts';
import type { ImportKindModule, RowToWrite } from '../kind.ts';
import * as keys from '../keys.ts';
import * as objects from '../objects.ts';
import { kindModule } from '../kinds/index.ts';
import { getJson } from '../storage.ts';
import type { StoredRow } from './validate.ts';
import { BATCH_ROWS, importAudit, rowsToWrite } from './rows.ts';

/** Failures kept on the import to show (the count is exact). */
const MAX_FAILURES_KEPT = 100;

/**
 * Works from batch `from` until the import is done or `deadline` (ms) passes; answers the batch to go on from
 * when it stopped early.
 */
export async function runImport(companyId: string, importId: string, from: number, deadline: number): Promise<{ next?: number }> {
  const record = await getImport(companyId, importId, { consistent: true });
  if (!record || record.status !== 'running') return {};
  const stored = (await getJson<StoredRow[]>(objects.rowsObject(companyId, importId))) ?? [];
  const rows = rowsToWrite(importId, stored);
  const mod = kindModule(record.kind);
  const audit = importAudit(record);
  let failed = from === 0 ? 0 : record.failed;
  const failures = from === 0 ? [] : [...record.failures];
  // A batch's after-writes (and then its progress) run while the next batch's transactions do: DynamoDB takes
  // batch writes beside transactions. At most one batch's after-writes are in flight.
  let pending: Promise<void> = Promise.resolve();
  for (let b = from; b * BATCH_ROWS < rows.length; b++) {
    if (Date.now() > deadline) {
      await pending;
      return { next: b };
    }
    const batch = rows.slice(b * BATCH_ROWS, (b + 1) * BATCH_ROWS);
    const now = new Date();
    const refused = await writeRows(mod, audit, importId, batch, now);
    failed += refused.length;
    for (const f of refused) if (failures.length < MAX_FAILURES_KEPT) failures.push(f);
    const refusedRows = new Set(refused.map((f) => f.row));
    const progress = { done: Math.min(rows.length, (b + 1) * BATCH_ROWS), failed, failures: [...failures] };
    await pending;
    pending = (async () => {
      if (mod.afterWrite)
        await mod.afterWrite(
          audit,
          importId,
          batch.filter((r) => !refusedRows.has(r.row)),
          now,
        );
      await updateImport(companyId, importId, ['running'], progress);
    })();
    // an error of the after-writes stops the run here, not after the next batch
    pending.catch(() => undefined);
  }
  await pending;
  await updateImport(companyId, importId, ['running'], {
    status: failed > 0 ? 'failed' : 'done',
    done: rows.length,
    failed,
    failures,
    message: failed > 0 ? `${failed} of ${rows.length} rows could not be imported: fix the cause and run the import again` : undefined,
  });
  return {};
}

const markerOp = (companyId: string, importId: string, r: RowToWrite<unknown>): TransactOp => ({
  label: 'row',
  Put: {
    Item: { ...keys.rowMarker(companyId, importId, r.row), type: 'IMPORTROW', row: r.row, recordId: r.recordId, action: 'updated' },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

const itemKeyOf = (op: TransactOp) => {
  const key = 'Put' in op ? op.Put.Item : 'Update' in op ? op.Update.Key : 'Delete' in op ? op.Delete.Key : op.ConditionCheck.Key;
  return `${key?.pk}\u0000${key?.sk}`;
};

/** One batch's rows not written yet, in transactions; answers the rows refused, with why. */
async function writeRows(
  mod: ImportKindModule<unknown, unknown>,
  audit: AuditContext,
  importId: string,
  batch: readonly RowToWrite<unknown>[],
  now: Date,
): Promise<{ row: number; message: string }[]> {
  const { companyId } = audit;
  // a resumed run: new records already there, updates already marked
  const keyOfRow = (r: RowToWrite<unknown>) => (r.update ? keys.rowMarker(companyId, importId, r.row) : mod.key(companyId, r.recordId));
  const there = new Set((await batchGetItems(batch.map(keyOfRow), { consistent: true })).map((item) => `${item.pk}\u0000${item.sk}`));
  const todo = batch.filter((r) => {
    const k = keyOfRow(r);
    return !there.has(`${k.pk}\u0000${k.sk}`);
  });
  const refused: { row: number; message: string }[] = [];
  const opsOf = async (r: RowToWrite<unknown>) => [
    ...(await mod.writeOps(audit, r, now)),
    ...(r.update ? [markerOp(companyId, importId, r)] : []),
  ];

  // greedy: as many rows per transaction as fit, counting the items they touch (their figures' Updates of one item
  // are merged into one by transact)
  const groups: { rows: RowToWrite<unknown>[]; ops: TransactOp[] }[] = [];
  let current = { rows: [] as RowToWrite<unknown>[], ops: [] as TransactOp[], items: new Set<string>() };
  for (const r of todo) {
    const ops = await opsOf(r);
    const items = new Set([...current.items, ...ops.map(itemKeyOf)]);
    if (current.rows.length > 0 && items.size > MAX_TRANSACTION_ITEMS) {
      groups.push(current);
      current = { rows: [r], ops, items: new Set(ops.map(itemKeyOf)) };
    } else current = { rows: [...current.rows, r], ops: [...current.ops, ...ops], items };
  }
  if (current.rows.length) groups.push(current);

  const message = (err: ConditionFailed) =>
    err.labels.map((l) => mod.conflicts[l]).find(Boolean) ?? 'This row could not be written: run the import again';
  for (const group of groups) {
    try {
      await transact(group.ops);
    } catch (err) {
      if (!(err instanceof ConditionFailed)) throw err;
      // a row of the group was refused: write them one by one to find it
      for (const r of group.rows) {
        try {
          await transact(await opsOf(r));
        } catch (rowErr) {
          if (!(rowErr instanceof ConditionFailed)) throw rowErr;
          if (rowErr.has('row') || rowErr.has('record')) continue; // written meanwhile
          refused.push({ row: r.row, message: message(rowErr) });
        }
      }
    }
  }
  return refused;
}
