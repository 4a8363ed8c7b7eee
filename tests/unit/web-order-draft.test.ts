/**
 * The purchase and sales order forms share one draft (web/src/features/inventory/components/use-order-draft.ts): the
 * values a stale save's Reload compares with what was typed come from either order kind the same way.
 */
import { describe, expect, it } from 'vitest';
import { orderDraftFormOf } from '../../web/src/features/inventory/components/use-order-draft.ts';
import { newLine, type LineDraft } from '../../web/src/features/inventory/order-form.ts';

interface Saved {
  party: string;
  warehouse_id: string;
  warehouse_name: string;
  discount: number;
  order_number: string;
  items: { name: string; quantity: number; discount: number }[];
  total_ordered_quantity: number;
  total_amount: number;
}

const linesOf = (o: Saved): LineDraft<{ name: string }>[] =>
  o.items.map((l) => ({
    ...newLine<{ name: string }>(),
    item: { name: l.name },
    quantity: String(l.quantity),
    discount: l.discount ? String(l.discount) : '',
  }));

const formOf = orderDraftFormOf((o: Saved) => o.party, linesOf);

const order: Saved = {
  party: 'sup-7',
  warehouse_id: 'wh-2',
  warehouse_name: 'North',
  discount: 12.5,
  order_number: 'PO-0042',
  items: [
    { name: 'Bolt', quantity: 3, discount: 0 },
    { name: 'Nut', quantity: 10, discount: 5 },
  ],
  total_ordered_quantity: 13,
  total_amount: 99.5,
};

describe('orderDraftFormOf', () => {
  it('reads the party, warehouse, discount and lines of a saved order', () => {
    expect(formOf(order)).toEqual({ partyId: 'sup-7', warehouseId: 'wh-2', discount: '12.5', lines: 'Bolt × 3; Nut × 10 less 5%' });
  });

  it('gives empty values for a new order and for a 0 discount', () => {
    expect(formOf(undefined)).toEqual({ partyId: '', warehouseId: '', discount: '', lines: '' });
    expect(formOf({ ...order, discount: 0, items: [] }).discount).toBe('');
  });

  it('follows the order it is given (a Reload compares the latest saved order)', () => {
    const latest = formOf({ ...order, party: 'sup-9', items: [{ name: 'Bolt', quantity: 4, discount: 0 }] });
    expect(latest.partyId).toBe('sup-9');
    expect(latest.lines).toBe('Bolt × 4');
  });
});
