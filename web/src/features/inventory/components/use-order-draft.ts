// A purchase or sales order's form state, one way for both: the order it edits (kept through a stale save's Reload),
// its party (supplier or customer), warehouse, overall discount and lines, and its save.
import { useState } from 'react';
import type { StaleEdit } from '../../../lib/stale-edit.ts';
import { linesSummary, orderEditMessage, priceCents, type LineDraft } from '../order-form.ts';
import { useOrderLines, useOrderSave, type SaveDone } from './use-order-form.ts';

/** What both order details have that the form edits and the confirm names. */
interface OrderRecord {
  warehouse_id: string;
  warehouse_name: string;
  discount: number;
  order_number: string;
  items: readonly unknown[];
  total_ordered_quantity: number;
  total_amount: number;
}

/** What an order's edit form holds, in words, compared with the saved order after a Reload (the stale-edit marks' fields). */
export const orderDraftFormOf =
  <O extends OrderRecord>(partyOf: (order: O) => string, linesOf: (order: O) => LineDraft<{ name: string }>[]) =>
  (order: O | undefined) => ({
    partyId: order ? partyOf(order) : '',
    warehouseId: order?.warehouse_id ?? '',
    discount: order?.discount ? String(order.discount) : '',
    lines: order ? linesSummary(linesOf(order)) : '',
  });

type OrderDraftForm = ReturnType<ReturnType<typeof orderDraftFormOf>>;

interface DraftOptions<O extends OrderRecord, L, B> {
  /** The form's stale-edit state (of `orderDraftFormOf`): its base is the order the form edits, if any. */
  edit: StaleEdit<O | undefined>;
  /** The order's supplier or customer. */
  partyOf: (order: O) => string;
  /** The order's lines as the form edits them, and a new empty line. */
  linesOf: (order: O) => L[];
  newLine: () => L;
  create: (body: B) => Promise<SaveDone>;
  /** Saves the edit of `order` (the one the form edits now: its version goes with it). */
  update: (order: O, body: B) => Promise<SaveDone>;
}

/** The form state of a purchase or sales order, new or edited. */
export function useOrderDraft<O extends OrderRecord, L extends LineDraft<{ name: string }>, B>(options: DraftOptions<O, L, B>) {
  const { edit, partyOf, linesOf, newLine, create, update } = options;
  const editing = edit.base;
  const [partyId, setPartyId] = useState(editing ? partyOf(editing) : '');
  const [warehouseId, setWarehouseId] = useState(editing?.warehouse_id ?? '');
  const [discount, setDiscount] = useState(editing?.discount ? String(editing.discount) : '');
  const save = useOrderSave<B>({ create, update: editing ? (body) => update(editing, body) : undefined, refused: edit.refused });
  const rows = useOrderLines(
    () => (editing ? linesOf(editing) : [newLine()]),
    newLine,
    () => save.setProblem(null),
  );
  const values = { partyId, warehouseId, discount, lines: linesSummary(rows.lines) };
  const showLatest = (latest: OrderDraftForm, order: O | undefined) => {
    rows.reloaded(order ? linesOf(order) : null);
    setPartyId(latest.partyId);
    setWarehouseId(latest.warehouseId);
    setDiscount(latest.discount);
    save.setProblem(null);
  };
  /** The confirm of an edit: what the order was and what it becomes (a name not in the lists keeps the order's). */
  const editMessage = (
    who: Pick<Parameters<typeof orderEditMessage>[0], 'partnerLabel' | 'owed'> & { partner: (order: O) => string },
    next: { partner: string; warehouse: string; quantities: number[]; totalCents: number },
  ) =>
    editing
      ? orderEditMessage(
          { number: editing.order_number, partnerLabel: who.partnerLabel, owed: who.owed },
          {
            partner: who.partner(editing),
            warehouse: editing.warehouse_name,
            lines: editing.items.length,
            units: editing.total_ordered_quantity,
            totalCents: priceCents(editing.total_amount),
          },
          {
            partner: next.partner || who.partner(editing),
            warehouse: next.warehouse || editing.warehouse_name,
            lines: next.quantities.length,
            units: next.quantities.reduce((n, q) => n + q, 0),
            totalCents: next.totalCents,
          },
        )
      : '';
  return {
    editing,
    partyId,
    setPartyId,
    warehouseId,
    setWarehouseId,
    discount,
    setDiscount,
    save,
    rows,
    /** The StaleEditNotice's values and show. */
    values,
    showLatest,
    editMessage,
  };
}
