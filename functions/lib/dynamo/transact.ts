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
import { unprocessable } from '../errors.ts';
import { db, tableName } from './client.ts';

const TOO_LARGE = 'This change touches too many records at once: make it in smaller parts';

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

type UpdateParams = WithoutTable<TransactItem['Update']>;
// a keyword is a bare word (placeholders #add, :set are names, never keywords)
const CLAUSE = /(?<![#:\w])(SET|REMOVE|ADD|DELETE)(?!\w)/i;

/** An update expression's clauses by keyword (`SET a = :a, b = :b ADD c :c` → SET: [a = :a, b = :b], ADD: [c :c]). */
function clausesOf(expression: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const parts = expression.split(CLAUSE);
  for (let i = 1; i < parts.length; i += 2) {
    const body = parts[i + 1].trim();
    if (!body) continue;
    const keyword = parts[i].toUpperCase();
    // SET bodies may hold function calls with commas (if_not_exists(a, :b)): split on commas outside parentheses
    const items: string[] = [];
    let depth = 0;
    let start = 0;
    for (let j = 0; j < body.length; j++) {
      if (body[j] === '(') depth++;
      else if (body[j] === ')') depth--;
      else if (body[j] === ',' && depth === 0) {
        items.push(body.slice(start, j).trim());
        start = j + 1;
      }
    }
    items.push(body.slice(start).trim());
    out.set(keyword, [...(out.get(keyword) ?? []), ...items.filter(Boolean)]);
  }
  return out;
}

/** The same update with every placeholder (`#name`, `:value`) suffixed, so two updates' placeholders never collide. */
function suffixed(update: UpdateParams, suffix: string): UpdateParams {
  const rename = (text: string | undefined) => text?.replace(/([#:][A-Za-z0-9_]+)/g, `$1${suffix}`);
  const keys = <V>(record: Record<string, V> | undefined) =>
    record && Object.fromEntries(Object.entries(record).map(([k, v]) => [`${k}${suffix}`, v]));
  return {
    ...update,
    UpdateExpression: rename(update.UpdateExpression),
    ConditionExpression: rename(update.ConditionExpression),
    ExpressionAttributeNames: keys(update.ExpressionAttributeNames),
    ExpressionAttributeValues: keys(update.ExpressionAttributeValues),
  };
}

/** Two updates of one item as one (clauses joined, conditions ANDed). */
function mergedUpdate(a: UpdateParams, b: UpdateParams, n: number): UpdateParams {
  // only the incoming update's placeholders are renamed: merging many (an import's rows) never grows the first's
  const taken = { ...a.ExpressionAttributeNames, ...a.ExpressionAttributeValues };
  let tag = `_m${n}`;
  while (
    Object.keys(b.ExpressionAttributeNames ?? {})
      .concat(Object.keys(b.ExpressionAttributeValues ?? {}))
      .some((k) => `${k}${tag}` in taken)
  )
    tag += 'x';
  const y = suffixed(b, tag);
  const clauses = clausesOf(a.UpdateExpression ?? '');
  for (const [keyword, items] of clausesOf(y.UpdateExpression ?? '')) clauses.set(keyword, [...(clauses.get(keyword) ?? []), ...items]);
  const names = { ...a.ExpressionAttributeNames, ...y.ExpressionAttributeNames };
  const values: Record<string, unknown> = { ...a.ExpressionAttributeValues, ...y.ExpressionAttributeValues };
  foldSamePaths(
    clauses,
    names,
    values,
    [a.ConditionExpression, y.ConditionExpression].filter((c): c is string => Boolean(c)),
  );
  // a condition already there (the same check for two rows of one import) is not repeated
  const resolved = (c: string) => c.replace(/[#:][A-Za-z0-9_]+/g, (p) => (p[0] === '#' ? (names[p] ?? p) : JSON.stringify(values[p])));
  const conditions = [a.ConditionExpression, y.ConditionExpression].filter((c): c is string => Boolean(c));
  const ConditionExpression =
    conditions.length === 2 && resolved(conditions[0]).includes(resolved(conditions[1]))
      ? conditions[0]
      : conditions.length === 2
        ? `(${conditions[0]}) AND (${conditions[1]})`
        : conditions[0];
  const UpdateExpression = [...clauses].map(([keyword, items]) => `${keyword} ${items.join(', ')}`).join(' ');
  const used = new Set(`${UpdateExpression} ${ConditionExpression ?? ''}`.match(/[#:][A-Za-z0-9_]+/g));
  const usedNames = Object.fromEntries(Object.entries(names).filter(([k]) => used.has(k)));
  const usedValues = Object.fromEntries(Object.entries(values).filter(([k]) => used.has(k)));
  return {
    Key: a.Key,
    UpdateExpression,
    ...(ConditionExpression ? { ConditionExpression } : {}),
    ...(Object.keys(usedNames).length ? { ExpressionAttributeNames: usedNames } : {}),
    ...(Object.keys(usedValues).length ? { ExpressionAttributeValues: usedValues } : {}),
  };
}

/**
 * Two clauses on one attribute are refused by DynamoDB ("document paths overlap"): two `ADD counter :n` become one
 * whose value is their sum (the counters of several rows of one import), two `ADD` (or `DELETE`) of set elements one
 * of their union (two tenants sharing an email), and of two `SET path = :v` the later stays.
 */
function foldSamePaths(
  clauses: Map<string, string[]>,
  names: Record<string, string>,
  values: Record<string, unknown>,
  conditions: readonly string[],
): void {
  let folds = 0;
  const text = [...[...clauses.values()].flat(), ...conditions].join(' ');
  const usesOf = (placeholder: string) => text.split(/[^#:A-Za-z0-9_]+/).filter((t) => t === placeholder).length;
  const pathOf = (placeholderPath: string) => placeholderPath.replace(/#[A-Za-z0-9_]+/g, (p) => names[p] ?? p);
  for (const keyword of ['ADD', 'DELETE']) {
    const items = clauses.get(keyword);
    if (!items) continue;
    const kept = new Map<string, string>();
    for (const item of items) {
      const [path, value] = item.split(/\s+/);
      const prior = kept.get(pathOf(path));
      const priorValue = prior?.split(/\s+/)[1];
      const [a, b] = [priorValue === undefined ? undefined : values[priorValue], values[value]];
      // the sum gets a placeholder of its own when the prior one also stands for another value (ADD a :one, b :one, or
      // a condition's): changing it in place would move that one too
      const fold = (sum: unknown) => {
        const shared = usesOf(priorValue!) > 1;
        const name = shared ? `${priorValue}_f${folds++}` : priorValue!;
        values[name] = sum;
        if (shared) kept.set(pathOf(path), `${prior!.split(/\s+/)[0]} ${name}`);
      };
      if (prior && priorValue && keyword === 'ADD' && typeof a === 'number' && typeof b === 'number') fold(a + b);
      else if (prior && priorValue && a instanceof Set && b instanceof Set) fold(new Set([...a, ...b]));
      else kept.set(prior ? `${pathOf(path)}\u0000${kept.size}` : pathOf(path), item);
    }
    clauses.set(keyword, [...kept.values()]);
  }
  const sets = clauses.get('SET');
  if (sets) {
    const kept = new Map<string, string>();
    for (const item of sets) {
      const at = item.indexOf('=');
      kept.set(at > 0 ? pathOf(item.slice(0, at).trim()) : item, item);
    }
    clauses.set('SET', [...kept.values()]);
  }
}

/**
 * A transaction may touch an item only once: Updates of the same item by independent parts of one change (the
 * ledger's counters and a warehouse's figures written by two modules) become one Update. Only when a failed condition
 * still names one meaning: one of them has no condition, both carry the same label, or the same condition (the first
 * one's label is kept). Anything else stays as it is (DynamoDB refuses it, as before).
 */
export function mergeUpdates(ops: readonly TransactOp[]): TransactOp[] {
  const out: TransactOp[] = [];
  const byKey = new Map<string, number>();
  let merges = 0;
  for (const op of ops) {
    if ('Update' in op) {
      const key = JSON.stringify([op.Update.Key?.pk, op.Update.Key?.sk]);
      const at = byKey.get(key);
      const prior = at === undefined ? undefined : out[at];
      if (prior && 'Update' in prior) {
        const compatible =
          !prior.Update.ConditionExpression ||
          !op.Update.ConditionExpression ||
          prior.label === op.label ||
          prior.Update.ConditionExpression === op.Update.ConditionExpression;
        if (compatible) {
          const label = prior.Update.ConditionExpression ? prior.label : op.label;
          out[at!] = { label, Update: mergedUpdate(prior.Update, op.Update, merges++) };
          continue;
        }
      }
      if (at === undefined) byKey.set(key, out.length);
    }
    out.push(op);
  }
  return out;
}

/** DynamoDB's limit of items in one TransactWriteItems. */
export const MAX_TRANSACTION_ITEMS = 100;

/** One TransactWriteItems, all or nothing (at most 100 items, each touched once: see mergeUpdates). */
export async function transact(given: readonly TransactOp[]): Promise<void> {
  const ops = mergeUpdates(given);
  if (ops.length > MAX_TRANSACTION_ITEMS) throw unprocessable(TOO_LARGE);
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
