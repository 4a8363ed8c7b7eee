/**
 * Writing, in one place: `transact` (TransactWriteItems) and single `putItem` / `updateItem` / `deleteItem`.
 * Every write carries a label; when a condition fails the write throws `ConditionFailed` listing the labels
 * of the items whose condition failed, and services turn labels into their 404/409/422 (`mapConditionFailed`).
 * Cancellations caused only by a concurrent transaction on the same items are retried here, with jittered backoff.
 */
import {
  DeleteCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DeleteCommandInput,
  type PutCommandInput,
  type TransactWriteCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type WithoutTable<T> = Omit<NonNullable<T>, 'TableName'>;

/** One item of a transaction: what it does (the table is filled in) and the label a failed condition reports. */
export type TransactOp =
  | { readonly label: string; readonly Put: WithoutTable<TransactItem['Put']> }
  | { readonly label: string; readonly Update: WithoutTable<TransactItem['Update']> }
  | { readonly label: string; readonly Delete: WithoutTable<TransactItem['Delete']> }
  | { readonly label: string; readonly ConditionCheck: WithoutTable<TransactItem['ConditionCheck']> };

/** A write was refused because a condition did not hold; `labels` names the items whose condition failed. */
export class ConditionFailed extends Error {
  constructor(readonly labels: readonly string[]) {
    super(`Condition failed: ${labels}`);
    this.name = 'ConditionFailed';
  }
  has(label: string): boolean {
    return this.labels.includes(label);
  }
}

export const isConditionFailed = (err: unknown, label?: string): err is ConditionFailed =>
  err instanceof ConditionFailed && (label === undefined || err.has(label));

/**
 * Turns a failed condition into the service's answer: the error of the first listed label that failed (the
 * order of `cases` is the priority). Anything else (another error, an unlisted label) comes back unchanged,
 * to be rethrown: `catch (err) { throw mapConditionFailed(err, { building: notFound(…) }) }`.
 */
export function mapConditionFailed(err: unknown, cases: Readonly<Record<string, Error>>): unknown {
  if (!(err instanceof ConditionFailed)) return err;
  for (const [label, mapped] of Object.entries(cases)) if (err.has(label)) return mapped;
  return err;
}

/**
 * What a failed write means, from the SDK's error: a failed condition (with the labels of the items, in
 * order, whose condition failed), a conflict with a concurrent transaction (worth retrying), or neither.
 */
export function classifyWriteError(err: unknown, labels: readonly string[]): ConditionFailed | 'conflict' | null {
  const { name, CancellationReasons } = (err ?? {}) as { name?: string; CancellationReasons?: Array<{ Code?: string } | undefined> };
  // A transaction's reasons are in the order of its items, so reason i belongs to labels[i].
  const codes = name === 'TransactionCanceledException' ? (CancellationReasons ?? []).map((r) => r?.Code) : [];
  const failed = name === 'ConditionalCheckFailedException' ? labels : labels.filter((_, i) => codes[i] === 'ConditionalCheckFailed');
  if (failed.length) return new ConditionFailed(failed);
  return name === 'TransactionConflictException' || codes.includes('TransactionConflict') ? 'conflict' : null;
}

const MAX_CONFLICT_RETRIES = 8;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Full jitter, doubling up to 800 ms: concurrent writers to a building's or a day's aggregate spread out. */
export const conflictBackoffMs = (attempt: number, random = Math.random()) => random * 25 * 2 ** Math.min(attempt, 5);

async function write(labels: readonly string[], send: () => Promise<unknown>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await send();
      return;
    } catch (err) {
      const meaning = classifyWriteError(err, labels);
      if (meaning instanceof ConditionFailed) throw meaning;
      if (meaning !== 'conflict' || attempt >= MAX_CONFLICT_RETRIES) throw err;
      await sleep(conflictBackoffMs(attempt));
    }
  }
}

/** One TransactWriteItems, all or nothing (at most 100 items, each touched once). */
export async function transact(ops: readonly TransactOp[]): Promise<void> {
  const TableName = tableName();
  // { label, Put: params } → { Put: { ...params, TableName } } (likewise Update, Delete, ConditionCheck).
  const items = ops.map(({ label: _label, ...op }) =>
    Object.fromEntries(Object.entries(op).map(([kind, params]) => [kind, { ...params, TableName }])),
  ) as TransactItem[];
  await write(
    ops.map((op) => op.label),
    () => db().send(new TransactWriteCommand({ TransactItems: items })),
  );
}

export async function putItem(label: string, input: Omit<PutCommandInput, 'TableName'>): Promise<void> {
  await write([label], () => db().send(new PutCommand({ ...input, TableName: tableName() })));
}

export async function updateItem(label: string, input: Omit<UpdateCommandInput, 'TableName'>): Promise<void> {
  await write([label], () => db().send(new UpdateCommand({ ...input, TableName: tableName() })));
}

export async function deleteItem(label: string, input: Omit<DeleteCommandInput, 'TableName'>): Promise<void> {
  await write([label], () => db().send(new DeleteCommand({ ...input, TableName: tableName() })));
}
