/**
 * Replenishment rules, table-driven (AUTOMATION.md "Replenishment"): projected quantity, below min, suggested
 * quantity (multiples, max below projected, open orders, committed sales), the rule's bad input, what an order puts
 * into the projection, the below-min index transitions of a pair's write, and one transaction's updates of one item
 * merged.
 */
import { describe, expect, it } from 'vitest';
import {
  isBelowMin,
  projectedQuantity,
  REORDER_MESSAGES,
  reorderRuleSchema,
  stillToOrder,
  suggestedQuantity,
  toppedUp,
  type ReorderRuleView,
} from '../../shared/inventory/replenishment.ts';
import { emptyRuleForm, ruleBodyOf, ruleFormOf } from '../../web/src/features/inventory/reorder-rule-form.ts';
import * as M from '../../shared/inventory/messages.ts';
import { mergeUpdates, transact, type TransactOp } from '../../functions/lib/dynamo/transact.ts';
import { projectionWrite } from '../../functions/inventory/data/reorder.ts';
import { projectionDiff, purchaseProjection, salesProjection } from '../../functions/inventory/services/projection.ts';
import type { StoredReorderRule, WarehouseStockRecord } from '../../functions/inventory/records.ts';

describe('projected quantity = on hand + on order − committed', () => {
  it.each([
    // onHand, onOrder, committed, projected
    [0, 0, 0, 0],
    [10, 0, 0, 10],
    [10, 5, 0, 15],
    [10, 0, 4, 6],
    [10, 5, 4, 11],
    [0, 0, 7, -7], // more promised than there is
    [3, 20, 30, -7],
  ])('on hand %i, on order %i, committed %i → %i', (onHand, onOrder, committed, projected) => {
    expect(projectedQuantity({ onHand, onOrder, committed })).toBe(projected);
  });

  it.each([
    [4, 5, true],
    [5, 5, false],
    [6, 5, false],
    [-1, 0, true],
    [0, 0, false],
  ])('projected %i with min %i is below min: %s', (projected, min, below) => {
    expect(isBelowMin(projected, min)).toBe(below);
  });
});

describe('suggested quantity = ceil((max − projected) / multiple) × multiple, 0 when not below min', () => {
  it.each([
    // label, figures, min, max, multiple, suggested
    ['empty shelf, any quantity', { onHand: 0, onOrder: 0, committed: 0 }, 5, 20, 1, 20],
    ['up to max', { onHand: 3, onOrder: 0, committed: 0 }, 5, 20, 1, 17],
    ['rounded up to a multiple', { onHand: 3, onOrder: 0, committed: 0 }, 5, 20, 12, 24],
    ['exact multiple', { onHand: 8, onOrder: 0, committed: 0 }, 10, 20, 6, 12],
    ['open orders count: nothing left to order', { onHand: 2, onOrder: 10, committed: 0 }, 5, 20, 1, 0],
    ['open orders count: the rest', { onHand: 1, onOrder: 2, committed: 0 }, 5, 20, 1, 17],
    ['committed sales count', { onHand: 10, onOrder: 0, committed: 8 }, 5, 20, 1, 18],
    ['committed beyond stock', { onHand: 0, onOrder: 0, committed: 7 }, 0, 10, 5, 20],
    ['at min is not below', { onHand: 5, onOrder: 0, committed: 0 }, 5, 20, 1, 0],
    ['max below projected', { onHand: 30, onOrder: 0, committed: 0 }, 5, 20, 1, 0],
    ['min = max', { onHand: 0, onOrder: 0, committed: 0 }, 4, 4, 3, 6],
  ])('%s', (_label, figures, min, max, multiple, suggested) => {
    expect(suggestedQuantity({ projected: projectedQuantity(figures), min, max, multiple })).toBe(suggested);
  });

  it('a max below the projected quantity while below min suggests nothing (never a negative quantity)', () => {
    expect(suggestedQuantity({ projected: 4, min: 10, max: 3, multiple: 1 })).toBe(0);
  });
});

describe('what a draft holds already (issue 31: a suggestion of 200 became 400, then 600)', () => {
  it.each([
    [200, 0, 200],
    [200, 150, 50],
    [200, 200, 0],
    [200, 600, 0],
    [0, 0, 0],
  ])('suggested %i with %i in the open draft: %i still to order', (suggested, inDraft, expected) => {
    expect(stillToOrder(suggested, inDraft)).toBe(expected);
  });

  it.each([
    [200, 200, 200],
    [150, 200, 200],
    [260, 200, 260],
  ])('a draft line of %i asked for %i holds %i (topped up, never added to, never lowered)', (onDraft, asked, expected) => {
    expect(toppedUp(onDraft, asked)).toBe(expected);
  });
});

describe('the rule body (bad input is a 400 with a message)', () => {
  const ok = { itemId: 'I', warehouseId: 'W', supplierId: 'S', min: 5, max: 20 };
  const message = (body: unknown) => {
    const r = reorderRuleSchema.safeParse(body);
    return r.success ? 'ok' : r.error.issues[0].message;
  };

  it('multiple defaults to 1 and lead time to 0', () => {
    expect(reorderRuleSchema.parse(ok)).toEqual({ ...ok, multiple: 1, leadTimeDays: 0 });
    expect(reorderRuleSchema.parse({ ...ok, multiple: '', leadTimeDays: null })).toEqual({ ...ok, multiple: 1, leadTimeDays: 0 });
    expect(reorderRuleSchema.parse({ ...ok, min: '0', max: '0', multiple: '6', leadTimeDays: '3' })).toEqual({
      ...ok,
      min: 0,
      max: 0,
      multiple: 6,
      leadTimeDays: 3,
    });
  });

  it.each([
    ['min above max', { ...ok, min: 21 }, REORDER_MESSAGES.maxBelowMin],
    ['a negative min', { ...ok, min: -1 }, REORDER_MESSAGES.min],
    ['a negative max', { ...ok, min: 0, max: -1 }, REORDER_MESSAGES.max],
    ['a fractional min', { ...ok, min: 1.5 }, REORDER_MESSAGES.min],
    ['multiple 0', { ...ok, multiple: 0 }, REORDER_MESSAGES.multiple],
    ['a negative multiple', { ...ok, multiple: -2 }, REORDER_MESSAGES.multiple],
    ['a negative lead time', { ...ok, leadTimeDays: -1 }, REORDER_MESSAGES.leadTime],
    ['a lead time over a year', { ...ok, leadTimeDays: 366 }, REORDER_MESSAGES.leadTime],
    ['no min', { ...ok, min: undefined }, REORDER_MESSAGES.min],
    ['min as text', { ...ok, min: 'five' }, REORDER_MESSAGES.min],
    ['no item', { ...ok, itemId: '' }, REORDER_MESSAGES.selectItem],
    ['no warehouse', { ...ok, warehouseId: undefined }, M.selectWarehouse],
    ['no supplier', { ...ok, supplierId: ' ' }, M.selectSupplier],
  ])('%s', (_label, body, expected) => {
    expect(message(body)).toBe(expected);
  });
});

describe('what an order puts into the projection', () => {
  const po = (over: object = {}) => ({
    warehouseId: 'W1',
    lines: [
      { itemId: 'A', quantity: 10, receivedQuantity: 0 },
      { itemId: 'B', quantity: 5, receivedQuantity: 2 },
    ],
    ...over,
  });
  const so = (over: object = {}) => ({
    warehouseId: 'W1',
    lines: [{ itemId: 'A', quantity: 4, deliveredQuantity: 1 }],
    ...over,
  });
  type Po = Parameters<typeof purchaseProjection>[0];
  type So = Parameters<typeof salesProjection>[0];

  it.each([
    [
      'a new purchase order: its lines on order',
      null,
      po(),
      [
        { itemId: 'A', warehouseId: 'W1', onOrder: 10 },
        { itemId: 'B', warehouseId: 'W1', onOrder: 3 },
      ],
    ],
    ['a draft counts nowhere', null, po({ draft: true }), []],
    [
      'cancelled: all of it leaves',
      po(),
      po({ closedAs: 'Cancelled' }),
      [
        { itemId: 'A', warehouseId: 'W1', onOrder: -10 },
        { itemId: 'B', warehouseId: 'W1', onOrder: -3 },
      ],
    ],
    [
      'another warehouse: moves',
      po(),
      po({ warehouseId: 'W2' }),
      [
        { itemId: 'A', warehouseId: 'W1', onOrder: -10 },
        { itemId: 'B', warehouseId: 'W1', onOrder: -3 },
        { itemId: 'A', warehouseId: 'W2', onOrder: 10 },
        { itemId: 'B', warehouseId: 'W2', onOrder: 3 },
      ],
    ],
    [
      'a line cut to what came (close)',
      po(),
      po({ closedAs: 'Closed' }),
      [
        { itemId: 'A', warehouseId: 'W1', onOrder: -10 },
        { itemId: 'B', warehouseId: 'W1', onOrder: -3 },
      ],
    ],
  ])('%s', (_label, before, after, expected) => {
    expect(purchaseProjection(before as Po, after as Po)).toEqual(expected);
  });

  it.each([
    ['a new sales order: committed in its warehouse', null, so(), [{ itemId: 'A', warehouseId: 'W1', committed: 3 }]],
    [
      'a fulfilment warehouse assigned: moves there',
      so(),
      so({ fulfilWarehouseId: 'W2' }),
      [
        { itemId: 'A', warehouseId: 'W1', committed: -3 },
        { itemId: 'A', warehouseId: 'W2', committed: 3 },
      ],
    ],
    ['the same warehouse assigned: nothing moves', so(), so({ fulfilWarehouseId: 'W1' }), []],
    [
      'closed: the rest leaves',
      so({ fulfilWarehouseId: 'W2' }),
      so({ fulfilWarehouseId: 'W2', closedAs: 'Closed' }),
      [{ itemId: 'A', warehouseId: 'W2', committed: -3 }],
    ],
  ])('%s', (_label, before, after, expected) => {
    expect(salesProjection(before as So, after as So)).toEqual(expected);
  });

  it('a diff sums per pair and leaves out what does not move', () => {
    expect(
      projectionDiff(
        [{ itemId: 'A', warehouseId: 'W', onOrder: 3 }],
        [
          { itemId: 'A', warehouseId: 'W', onOrder: 2 },
          { itemId: 'A', warehouseId: 'W', onOrder: 1 },
          { itemId: 'B', warehouseId: 'W', committed: 0 },
        ],
      ),
    ).toEqual([]);
  });
});

describe('the below-min index on a pair row', () => {
  const rule: StoredReorderRule = { min: 5, max: 20, multiple: 1, supplierId: 'SUP', leadTimeDays: 0, updatedAt: 'x' };
  const now = new Date('2026-11-26T10:00:00.000Z');
  const row = (over: Partial<WarehouseStockRecord> = {}): WarehouseStockRecord => ({
    companyId: 'C',
    itemId: 'I',
    warehouseId: 'W',
    warehouseName: 'Main',
    quantity: 10,
    onOrder: 0,
    committed: 0,
    projected: 10,
    rule,
    ...over,
  });
  const write = (r: WarehouseStockRecord | null, change: object, extra: object = {}) =>
    projectionWrite({ companyId: 'C', itemId: 'I', warehouseId: 'W', row: r, change, now, kind: 'order', ...extra });

  it('an order that does not cross min is only ADDs, conditioned on staying on its side of min', () => {
    const w = write(row(), { committed: 3 });
    expect(w.belowDelta).toBe(0);
    expect(w.sets).toEqual([]);
    expect(w.adds).toEqual(['#pjOnOrder :pjDOnOrder', '#pjCommitted :pjDCommitted', '#pjProjected :pjDProjected']);
    expect(w.values).toMatchObject({ ':pjDCommitted': 3, ':pjDProjected': -3, ':pjMin': 5, ':pjBound': 8 });
    expect(w.condition).toBe('#pjRule.#pjMin = :pjMin AND #pjProjected >= :pjBound AND attribute_not_exists(#pjPaused)');
    // still below: conditioned on staying below
    expect(write(row({ projected: 2, quantity: 2, belowMinSince: 'then' }), { onOrder: 1 }).condition).toBe(
      '#pjRule.#pjMin = :pjMin AND #pjProjected < :pjBound AND attribute_not_exists(#pjPaused)',
    );
    // no rule: never in the index, only that it still has none
    expect(write(row({ rule: undefined }), { onOrder: 4 }).condition).toBe(
      'attribute_not_exists(#pjRule) AND attribute_exists(#pjProjected) AND attribute_not_exists(#pjPaused)',
    );
  });

  it('crossing below min: projected is SET on the value read, the index keys and the time are set, the count goes up', () => {
    const w = write(row(), { committed: 6 });
    expect(w.belowDelta).toBe(1);
    expect(w.sets).toEqual(
      expect.arrayContaining(['#pjProjected = :pjProjected', '#pjGpk = :pjGpk', '#pjGsk = :pjGsk', '#pjSince = :pjSince']),
    );
    expect(w.values).toMatchObject({
      ':pjProjected': 4,
      ':pjGsk': 'SUP#W#I',
      ':pjSince': now.toISOString(),
      ':pjRead': 10,
      ':pjDCommitted': 6,
    });
    expect(w.condition).toBe('#pjProjected = :pjRead AND attribute_not_exists(#pjPaused)');
  });

  it('a stock change is always exact and keeps the time of an earlier crossing', () => {
    const w = write(row({ quantity: 4, projected: 4, belowMinSince: '2026-01-01T00:00:00.000Z' }), { onHand: -2 }, { kind: 'stock' });
    expect(w.belowDelta).toBe(0);
    expect(w.values[':pjSince']).toBeUndefined();
    expect(w.values[':pjProjected']).toBe(2);
    expect(w.condition).toBe('#pjProjected = :pjRead AND attribute_not_exists(#pjPaused)');
  });

  it('coming back to min: the keys and the time go, the count goes down', () => {
    const w = write(row({ quantity: 2, projected: 2, belowMinSince: '2026-01-01T00:00:00.000Z' }), { onOrder: 3 });
    expect(w.belowDelta).toBe(-1);
    expect(w.removes).toEqual(['#pjGpk', '#pjGsk', '#pjSince']);
  });

  it('a new row is made (on hand 0) and conditioned on not existing; an old row without projected on not having it', () => {
    const fresh = write(null, { onOrder: 2 });
    expect(fresh.condition).toBe('attribute_not_exists(pk)');
    expect(fresh.values).toMatchObject({ ':pjQuantity': 0, ':pjItem': 'I', ':pjWh': 'W', ':pjProjected': 2 });
    expect(write(row({ projected: undefined }), { onOrder: 1 }).condition).toBe(
      'attribute_exists(pk) AND attribute_not_exists(#pjProjected) AND attribute_not_exists(#pjPaused)',
    );
  });

  it('never below 0: a receipt of an order placed before the projection existed takes on order only down to 0', () => {
    const w = write(row({ onOrder: 2 }), { onOrder: -5 });
    expect(w.values[':pjDOnOrder']).toBe(-2);
    expect(w.after.onOrder).toBe(0);
  });

  it('a new rule decides from the figures as they are', () => {
    const w = write(row({ rule: undefined }), {}, { newRule: { ...rule, min: 11 } });
    expect(w.belowDelta).toBe(1);
    expect(w.sets).toContain('#pjRule = :pjRule');
  });

  it.each([
    ['an order taking it below min', { committed: 8 }, 'order'],
    ['a stock change taking it below min', { onHand: -8 }, 'stock'],
  ])("an archived item's pair (rules paused) never enters the index: %s", (_, change, kind) => {
    const w = write(row({ rulePaused: true }), change, { kind });
    expect(w.belowDelta).toBe(0);
    expect(w.sets.join()).not.toContain('#pjGpk');
    expect(w.condition).toContain('attribute_exists(#pjPaused)');
    expect(w.names['#pjPaused']).toBe('rulePaused');
  });
});

describe('one transaction never touches an item twice: updates of one item are merged', () => {
  const key = { pk: 'C#1', sk: 'WH#1' };
  const counter = (label: string, condition?: string): TransactOp => ({
    label,
    Update: {
      Key: key,
      UpdateExpression: 'ADD orderCount :one',
      ...(condition ? { ConditionExpression: condition } : {}),
      ExpressionAttributeValues: { ':one': 1 },
    },
  });
  const below: TransactOp = {
    label: 'warehouse',
    Update: {
      Key: key,
      UpdateExpression: 'ADD #pjBelow :pjBelow',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#pjBelow': 'belowMin' },
      ExpressionAttributeValues: { ':pjBelow': -1 },
    },
  };

  it('same label: one update, clauses joined, placeholders kept apart, conditions ANDed (the same one once)', () => {
    const [merged, ...rest] = mergeUpdates([counter('warehouse', 'attribute_exists(pk)'), below]);
    expect(rest).toEqual([]);
    expect(merged.label).toBe('warehouse');
    if (!('Update' in merged)) throw new Error('an update');
    expect(merged.Update.UpdateExpression).toBe('ADD orderCount :one, #pjBelow_m0 :pjBelow_m0');
    expect(merged.Update.ConditionExpression).toBe('attribute_exists(pk)');
    expect(merged.Update.ExpressionAttributeValues).toEqual({ ':one': 1, ':pjBelow_m0': -1 });
    expect(merged.Update.ExpressionAttributeNames).toEqual({ '#pjBelow_m0': 'belowMin' });
  });

  it('ADDs of one attribute become one ADD of their sum (the counters of several imported rows), SETs of one the later', () => {
    const set = (at: string): TransactOp => ({
      label: 'counters',
      Update: {
        Key: key,
        UpdateExpression: 'SET #at = :at ADD #items :n',
        ExpressionAttributeNames: { '#at': 'updatedAt', '#items': 'items' },
        ExpressionAttributeValues: { ':at': at, ':n': 1 },
      },
    });
    const [merged, ...rest] = mergeUpdates([set('t1'), set('t2'), set('t3')]);
    expect(rest).toEqual([]);
    if (!('Update' in merged)) throw new Error('an update');
    expect(merged.Update.UpdateExpression).toBe('SET #at_m1 = :at_m1 ADD #items :n');
    expect(merged.Update.ExpressionAttributeValues).toEqual({ ':at_m1': 't3', ':n': 3 });
    expect(merged.Update.ExpressionAttributeNames).toEqual({ '#at_m1': 'updatedAt', '#items': 'items' });
  });

  it('ADDs (and DELETEs) of set elements of one attribute become one of their union (two tenants sharing an email)', () => {
    const add = (verb: 'ADD' | 'DELETE', id: string): TransactOp => ({
      label: 'lookup',
      Update: { Key: key, UpdateExpression: `${verb} tenantIds :ids`, ExpressionAttributeValues: { ':ids': new Set([id]) } },
    });
    const [merged, ...rest] = mergeUpdates([add('ADD', 't1'), add('ADD', 't2'), add('ADD', 't3')]);
    expect(rest).toEqual([]);
    if (!('Update' in merged)) throw new Error('an update');
    expect(merged.Update.UpdateExpression).toBe('ADD tenantIds :ids');
    expect(merged.Update.ExpressionAttributeValues).toEqual({ ':ids': new Set(['t1', 't2', 't3']) });
    const [removed] = mergeUpdates([add('DELETE', 't1'), add('DELETE', 't2')]);
    if (!('Update' in removed)) throw new Error('an update');
    expect(removed.Update.UpdateExpression).toBe('DELETE tenantIds :ids');
    expect(removed.Update.ExpressionAttributeValues).toEqual({ ':ids': new Set(['t1', 't2']) });
  });

  it('the same condition under another label merges (the first label names it); an unconditioned one takes the other label', () => {
    expect(mergeUpdates([counter('previous', 'attribute_exists(pk)'), below]).map((o) => o.label)).toEqual(['previous']);
    expect(mergeUpdates([counter('counters'), below]).map((o) => o.label)).toEqual(['warehouse']);
  });

  it('conditions with values: the same check once, different ones ANDed', () => {
    const level = (l: number): TransactOp => ({
      label: 'building',
      Update: {
        Key: key,
        UpdateExpression: 'ADD totalRooms :one',
        ConditionExpression: 'floors >= :level',
        ExpressionAttributeValues: { ':one': 1, ':level': l },
      },
    });
    const [same] = mergeUpdates([level(2), level(2), level(2)]);
    if (!('Update' in same)) throw new Error('an update');
    expect(same.Update).toMatchObject({
      UpdateExpression: 'ADD totalRooms :one',
      ConditionExpression: 'floors >= :level',
      ExpressionAttributeValues: { ':one': 3, ':level': 2 },
    });
    const [mixed] = mergeUpdates([level(2), level(3)]);
    if (!('Update' in mixed)) throw new Error('an update');
    expect(mixed.Update.ConditionExpression).toBe('(floors >= :level) AND (floors >= :level_m0)');
  });

  it('two different conditions under two labels stay apart (DynamoDB refuses them, as before)', () => {
    expect(mergeUpdates([counter('order', 'version = :v'), below])).toHaveLength(2);
  });

  it('SET and REMOVE clauses with function calls and keyword-like placeholders are split right', () => {
    const a: TransactOp = {
      label: 'a',
      Update: {
        Key: key,
        UpdateExpression: 'SET #add = if_not_exists(#add, :set), b = :remove REMOVE c, d',
        ExpressionAttributeNames: { '#add': 'x' },
        ExpressionAttributeValues: { ':set': 1, ':remove': 2 },
      },
    };
    const b: TransactOp = {
      label: 'b',
      Update: { Key: key, UpdateExpression: 'SET e = :e ADD f :f', ExpressionAttributeValues: { ':e': 1, ':f': 2 } },
    };
    const [merged] = mergeUpdates([a, b]);
    if (!('Update' in merged)) throw new Error('an update');
    expect(merged.Update.UpdateExpression).toBe('SET #add = if_not_exists(#add, :set), b = :remove, e = :e_m0 REMOVE c, d ADD f :f_m0');
  });

  it('more than 100 items after merging is a 422 with a message, before anything is sent', async () => {
    const checks: TransactOp[] = Array.from({ length: 101 }, (_, i) => ({
      label: 'x',
      ConditionCheck: { Key: { pk: 'C#1', sk: `X#${i}` }, ConditionExpression: 'attribute_exists(pk)' },
    }));
    await expect(transact(checks)).rejects.toMatchObject({
      statusCode: 422,
      message: 'This change touches too many records at once: make it in smaller parts',
    });
  });

  it('updates of different items and other kinds of write are left alone', () => {
    const other: TransactOp = { label: 'x', Put: { Item: key } };
    const elsewhere = { ...below, Update: { ...below.Update, Key: { pk: 'C#1', sk: 'WH#2' } } };
    expect(mergeUpdates([other, below, elsewhere])).toEqual([other, below, elsewhere]);
  });
});

describe('the item page’s rule form', () => {
  const view: ReorderRuleView = {
    itemId: 'I',
    warehouseId: 'W',
    warehouseName: 'Main',
    onHand: 2,
    onOrder: 0,
    committed: 0,
    projected: 2,
    rule: { min: 5, max: 20, multiple: 6, supplierId: 'S', supplierName: 'Acme', leadTimeDays: 3 },
    belowMin: true,
    belowMinSince: '2026-11-26T10:00:00.000Z',
    suggestedQuantity: 18,
  };

  it('Edit fills the form from the rule; Set starts a new one for that warehouse', () => {
    expect(ruleFormOf(view)).toEqual({ warehouseId: 'W', supplierId: 'S', min: '5', max: '20', multiple: '6', leadTimeDays: '3' });
    expect(ruleFormOf({ ...view, rule: null })).toEqual({ ...emptyRuleForm, warehouseId: 'W' });
  });

  it('the body goes through the shared schema: the server’s own messages, before any request', () => {
    expect(ruleBodyOf('I', ruleFormOf(view))).toEqual({
      ok: true,
      data: { itemId: 'I', warehouseId: 'W', supplierId: 'S', min: 5, max: 20, multiple: 6, leadTimeDays: 3 },
    });
    expect(ruleBodyOf('I', { ...ruleFormOf(view), min: '30' })).toEqual({ ok: false, message: REORDER_MESSAGES.maxBelowMin, field: 'max' });
    expect(ruleBodyOf('I', { ...ruleFormOf(view), multiple: '0' })).toMatchObject({ ok: false, message: REORDER_MESSAGES.multiple });
    expect(ruleBodyOf('I', { ...ruleFormOf(view), multiple: '', leadTimeDays: '' })).toMatchObject({
      ok: true,
      data: { multiple: 1, leadTimeDays: 0 },
    });
    expect(ruleBodyOf('I', { ...emptyRuleForm, warehouseId: 'W' })).toEqual({ ok: false, message: M.selectSupplier, field: 'supplierId' });
  });
});
