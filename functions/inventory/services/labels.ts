/**
 * Labels (WAREHOUSE.md "Scanning and labels"): the items' or lots' labels as a PDF of A4 sheets (functions/lib/pdf/labels.ts).
 * Reads only: the items by key (one BatchGetItem) and each lot by its number; nothing is written, so nothing is audited.
 * Its own module: only this route bundles bwip-js.
 */
import * as M from '../../../shared/inventory/messages.ts';
import { lotNumber } from '../../../shared/inventory/rules.ts';
import type { PrintLabelsInput } from '../../../shared/inventory/labels.ts';
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import { notFound } from '../../lib/errors.ts';
import { itemBarcode } from '../../lib/pdf/label-layout.ts';
import { renderLabelSheets, type LabelContent } from '../../lib/pdf/labels.ts';
import { getLotsByNumber } from '../data/lot-numbers.ts';
import * as imsKeys from '../keys.ts';
import { isUlid, itemFromItem, type ItemRecord } from '../records.ts';

/** The items by id; any unknown one (or another company's: the key carries the company) is 404 `Item not found`. */
async function itemsById(companyId: string, itemIds: readonly string[]): Promise<Map<string, ItemRecord>> {
  const ids = [...new Set(itemIds)];
  if (!ids.every(isUlid)) throw notFound(M.labelsItemNotFound);
  const items = new Map((await batchGetItems(ids.map((id) => imsKeys.item(companyId, id)))).map(itemFromItem).map((i) => [i.itemId, i]));
  if (items.size !== ids.length) throw notFound(M.labelsItemNotFound);
  return items;
}

const itemLabel = (item: ItemRecord): LabelContent => ({
  name: item.name,
  sku: item.sku,
  salesCents: item.salesCents,
  barcode: itemBarcode(item),
});

/** The labels the request asks for, in its order, each entry repeated `quantity` times (the schema caps the total). */
export async function labelContents(companyId: string, input: PrintLabelsInput): Promise<LabelContent[]> {
  const labels: LabelContent[] = [];
  if (input.items?.length) {
    const items = await itemsById(
      companyId,
      input.items.map((e) => e.item_id),
    );
    for (const entry of input.items) labels.push(...Array<LabelContent>(entry.quantity).fill(itemLabel(items.get(entry.item_id)!)));
    return labels;
  }
  const entries = input.lots ?? [];
  const lots = await getLotsByNumber(
    companyId,
    entries.map((e) => e.lot),
  );
  if (lots.size !== new Set(entries.map((e) => e.lot)).size) throw notFound(M.lotNotFound);
  const items = await itemsById(
    companyId,
    [...lots.values()].map((l) => l.itemId),
  );
  for (const entry of entries) {
    const lot = lots.get(entry.lot)!;
    const label: LabelContent = { ...itemLabel(items.get(lot.itemId)!), lot: { number: lotNumber(lot.seq), receivedAt: lot.receivedAt } };
    labels.push(...Array<LabelContent>(entry.quantity).fill(label));
  }
  return labels;
}

/** The PDF of the labels: A4 sheets of 3 × 8. */
export async function printLabels(companyId: string, input: PrintLabelsInput): Promise<Uint8Array> {
  return renderLabelSheets(await labelContents(companyId, input));
}
