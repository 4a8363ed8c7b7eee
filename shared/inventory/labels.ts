/**
 * Item and lot labels (WAREHOUSE.md "Scanning and labels"): the request of POST /api/ims/labels, used by the SPA's
 * Print labels buttons and the handler. The answer is the PDF itself (A4 sheets of 3 × 8 labels).
 */
import * as z from 'zod/mini';
import { idField, isPresent, wholeNumberField } from '../schemas/common.ts';
import * as M from './messages.ts';

/** A request prints at most this many labels (42 sheets): the PDF stays a few hundred kB and renders in a second. */
export const MAX_LABELS = 1000;

// a quantity above the cap is refused by the total's check, with the cap's message
const quantity = () => wholeNumberField(M.labelQuantityInvalid, M.labelQuantityInvalid, 1, 1_000_000);

/** A lot as the API shows it (LOT-00012, any case) or its sequence number (12). */
const lotField = () =>
  z.pipe(
    z.union([z.string({ error: M.lotNotFound }), z.number({ error: M.lotNotFound })], { error: M.lotNotFound }),
    z.transform((v, ctx) => {
      const text = String(v).trim();
      const digits = /^(?:LOT-)?(\d{1,10})$/i.exec(text)?.[1];
      const seq = digits === undefined ? NaN : Number(digits);
      if (!Number.isSafeInteger(seq) || seq < 1) {
        ctx.issues.push({ code: 'custom', message: M.lotNotFound, input: v });
        return z.NEVER;
      }
      return seq;
    }),
  );

const entries = <T extends z.ZodMiniType>(entry: T) =>
  z.optional(z.array(entry, { error: M.labelsNothingChosen }).check(z.maxLength(MAX_LABELS, { error: M.labelsTooMany(MAX_LABELS) })));

/** POST /api/ims/labels: `items: [{ item_id, quantity }]` or `lots: [{ lot, quantity }]`, at most 1,000 labels in all. */
export const printLabelsSchema = /* @__PURE__ */ (() =>
  z
    .object(
      {
        items: entries(z.object({ item_id: idField(M.labelsItemNotFound, 40), quantity: quantity() }, { error: M.labelsNothingChosen })),
        lots: entries(z.object({ lot: lotField(), quantity: quantity() }, { error: M.labelsNothingChosen })),
      },
      { error: M.labelsNothingChosen },
    )
    .check(
      z.refine((o) => !(isPresent(o.items) && isPresent(o.lots) && o.items!.length > 0 && o.lots!.length > 0), {
        error: M.labelsItemsOrLots,
        abort: true,
      }),
      z.refine((o) => (o.items?.length ?? 0) + (o.lots?.length ?? 0) > 0, { error: M.labelsNothingChosen, abort: true }),
      z.refine((o) => [...(o.items ?? []), ...(o.lots ?? [])].reduce((sum, e) => sum + e.quantity, 0) <= MAX_LABELS, {
        error: M.labelsTooMany(MAX_LABELS),
      }),
    ))();
export type PrintLabelsInput = z.output<typeof printLabelsSchema>;

/** What the SPA sends: one of the two lists. */
export type PrintLabelsRequest =
  { items: Array<{ item_id: string; quantity: number }> } | { lots: Array<{ lot: string | number; quantity: number }> };
