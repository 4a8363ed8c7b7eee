/**
 * Rebuilding a part of a company's monthly figures from its records: the one way the one-off backfill
 * (services/backfill.ts) writes them. A part is a set of subjects (a building and its tenants, a warehouse and its
 * items, customers and suppliers); its month and level items are replaced by those its records imply, so a rebuild is
 * idempotent (a second one finds nothing to write) and correct whatever the items held before (nothing, or only the
 * changes made since the figures were first kept).
 *
 * Live changes go on meanwhile. Every move counts on its item's version (`_v`, monthly.ts), and the order is: the
 * stored items (with their versions) first, the records second, the writes last, each conditioned on the version
 * read. A change that commits after the items were read moves a version, so the write of that item fails and the
 * part is rebuilt again from fresh reads; a change that committed before is in both the items and the records.
 */
import type { Figures } from '../../shared/insights/levels.ts';
import { beginsWith, queryAll } from '../lib/dynamo/query.ts';
import { isConditionFailed, MAX_TRANSACTION_ITEMS, transact, type TransactOp } from '../lib/dynamo/transact.ts';
import type { Item, Key } from '../lib/dynamo/item.ts';
import * as insightKeys from './keys.ts';
import type { InsightKind } from './keys.ts';
import { figuresOf, VERSION, type MonthlyMove } from './monthly.ts';

/** The subjects a rebuild replaces. */
export interface RebuildPart {
  readonly kinds: readonly InsightKind[];
  /** Whether a stored subject of `kind` is this part's (its items are replaced by what the records imply). */
  owns(kind: InsightKind, subject: string): boolean;
}

/** A stored item of a part: its key, figures and version (absent: written before versions were kept). */
interface Stored {
  readonly key: Key;
  readonly figures: Figures;
  readonly version: number | undefined;
}

/** How many times a part is rebuilt again after a live change came between its reads and its writes. */
const ATTEMPTS = 5;

/** `M#<kind>#<yyyy-mm>#<subject>` or `L#<kind>#<subject>` → its kind and subject. */
function subjectOf(sk: string): { kind: InsightKind; subject: string } | null {
  const month = /^M#([A-Z])#\d{4}-\d{2}#(.+)$/.exec(sk);
  if (month) return { kind: month[1] as InsightKind, subject: month[2]! };
  const level = /^L#([A-Z])#(.+)$/.exec(sk);
  return level ? { kind: level[1] as InsightKind, subject: level[2]! } : null;
}

/** The stored month and level items of the part, by sort key: one Query per kind and prefix. */
async function readPart(companyId: string, part: RebuildPart): Promise<Map<string, Stored>> {
  const partition = insightKeys.insightsPartition(companyId);
  const prefixes = part.kinds.flatMap((kind) => [`M#${kind}#`, insightKeys.levelsPrefix(kind)]);
  const lists = await Promise.all(prefixes.map((prefix) => queryAll({ partition, sort: beginsWith(prefix), consistent: true })));
  const out = new Map<string, Stored>();
  for (const item of lists.flat()) {
    const sk = String(item.sk);
    const at = subjectOf(sk);
    if (!at || !part.owns(at.kind, at.subject)) continue;
    out.set(sk, storedOf(item));
  }
  return out;
}

const storedOf = (item: Item): Stored => ({
  key: { pk: String(item.pk), sk: String(item.sk) },
  figures: figuresOf(item),
  version: typeof item[VERSION] === 'number' ? (item[VERSION] as number) : undefined,
});

/** The items `moves` imply, by sort key: each month item holds its event and level figures, each level item the sum. */
export function impliedItems(companyId: string, moves: readonly MonthlyMove[]): Map<string, { key: Key; figures: Figures }> {
  const out = new Map<string, { key: Key; figures: Record<string, number> }>();
  const addTo = (key: Key, figures: Figures | undefined) => {
    if (!figures) return;
    const entry = out.get(key.sk) ?? { key, figures: {} };
    for (const [name, value] of Object.entries(figures)) entry.figures[name] = (entry.figures[name] ?? 0) + value;
    out.set(key.sk, entry);
  };
  for (const move of moves) {
    const month = insightKeys.monthItem(companyId, move.kind, move.month, move.subject);
    addTo(month, move.add);
    addTo(month, move.level);
    if (move.level) addTo(insightKeys.levelItem(companyId, move.kind, move.subject), move.level);
  }
  return out;
}

/** Figures without their zeros, names in order: two items hold the same figures when these are equal. */
const canonical = (figures: Figures) =>
  JSON.stringify(
    Object.entries(figures)
      .filter(([, v]) => v !== 0)
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/** A write's condition, in DocumentClient terms. */
interface Condition {
  readonly ConditionExpression: string;
  readonly ExpressionAttributeNames?: Record<string, string>;
  readonly ExpressionAttributeValues?: Record<string, unknown>;
}

/** The condition that the item is still as read: absent, without a version, or at the version read. */
function asRead(stored: Stored | undefined): Condition {
  if (!stored) return { ConditionExpression: 'attribute_not_exists(pk)' };
  const ExpressionAttributeNames = { '#version': VERSION };
  if (stored.version === undefined) return { ConditionExpression: 'attribute_not_exists(#version)', ExpressionAttributeNames };
  return {
    ConditionExpression: '#version = :version',
    ExpressionAttributeNames,
    ExpressionAttributeValues: { ':version': stored.version },
  };
}

/** The writes that turn the stored items into the implied ones (an item implied with no figure is deleted). */
function writesFor(stored: ReadonlyMap<string, Stored>, implied: ReadonlyMap<string, { key: Key; figures: Figures }>): TransactOp[] {
  const ops: TransactOp[] = [];
  for (const sk of [...new Set([...stored.keys(), ...implied.keys()])].sort()) {
    const was = stored.get(sk);
    const want = implied.get(sk);
    const wantFigures = Object.fromEntries(Object.entries(want?.figures ?? {}).filter(([, v]) => v !== 0));
    if (canonical(was?.figures ?? {}) === canonical(wantFigures)) continue;
    const label = `rebuild:${sk}`;
    if (Object.keys(wantFigures).length === 0) {
      ops.push({ label, Delete: { Key: was!.key, ...asRead(was) } });
      continue;
    }
    const key = (want ?? was)!.key;
    ops.push({ label, Put: { Item: { ...key, ...wantFigures, [VERSION]: (was?.version ?? 0) + 1 }, ...asRead(was) } });
  }
  return ops;
}

/** Whether the stored items hold exactly the implied figures (zeros aside). */
function holds(stored: ReadonlyMap<string, Stored>, implied: ReadonlyMap<string, { key: Key; figures: Figures }>): boolean {
  for (const sk of new Set([...stored.keys(), ...implied.keys()]))
    if (canonical(stored.get(sk)?.figures ?? {}) !== canonical(implied.get(sk)?.figures ?? {})) return false;
  return true;
}

/**
 * Replaces the part's stored items by those `records()` implies (it reads the records: called after the items are
 * read, again on each attempt). Writes in transactions of up to 100 items; a write whose item moved meanwhile makes
 * the part start over (items written before it are then found equal and left alone). An item a live change created
 * after the read is not among the conditions, so the part is read again after its writes and must hold what was
 * implied, else it starts over too.
 * @returns the items written (0: they already held what the records imply)
 */
export async function rebuildPart(companyId: string, part: RebuildPart, records: () => Promise<readonly MonthlyMove[]>): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const stored = await readPart(companyId, part);
    const moves = await records();
    for (const move of moves)
      if (!part.kinds.includes(move.kind) || !part.owns(move.kind, move.subject))
        throw new Error(`insights rebuild: a move of ${move.kind} ${move.subject} is outside the part`);
    const implied = impliedItems(companyId, moves);
    const ops = writesFor(stored, implied);
    try {
      for (let i = 0; i < ops.length; i += MAX_TRANSACTION_ITEMS) await transact(ops.slice(i, i + MAX_TRANSACTION_ITEMS));
      if (holds(await readPart(companyId, part), implied)) return ops.length;
    } catch (err) {
      if (!isConditionFailed(err)) throw err;
    }
    if (attempt >= ATTEMPTS) throw new Error(`insights rebuild: the part kept changing (${ATTEMPTS} attempts)`);
  }
}
