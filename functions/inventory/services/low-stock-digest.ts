/**
 * The daily low-stock digest (AUTOMATION.md "Replenishment": "Daily low-stock digest email to the owner: items that
 * went below min since the last digest"): a job of the scheduled run (functions/automation/jobs.ts) whose section goes
 * into the owner's digest. Each (item, warehouse) is listed once per crossing: the state item remembers the latest
 * crossing listed, and the next digest lists only crossings after it (an item that goes back above min and below again
 * crossed again, and is listed again). A retry of the same run lists what that run listed (the state keeps its lines).
 */
import { formatDate } from '../../../shared/domain/format.ts';
import { suggestedQuantity } from '../../../shared/inventory/replenishment.ts';
import type { DigestSection, Job, JobContext, JobResult } from '../../automation/job.ts';
import { appUrl } from '../../lib/email/links.ts';
import { belowMinSince, type BelowMinRow } from '../data/reorder.ts';
import { getLowStockDigestState, saveLowStockDigestState } from '../data/low-stock-digest.ts';
import { namesOf } from './replenishment.ts';

/** The digest's section title. */
export const LOW_STOCK_TITLE = 'Items below their reorder point';
/** Lines listed in one email; the rest are counted (the Replenishment screen lists them all). */
export const MAX_DIGEST_LINES = 50;
const EPOCH = '1970-01-01T00:00:00.000Z';

async function linesOf(companyId: string, rows: readonly BelowMinRow[]): Promise<string[]> {
  const shown = rows.slice(0, MAX_DIGEST_LINES);
  const names = await namesOf(
    companyId,
    shown.map((r) => r.itemId),
    shown.map((r) => r.supplierId),
    shown.map((r) => r.warehouseId),
  );
  const lines = shown.map((r) => {
    const item = names.items.get(r.itemId);
    const suggested = suggestedQuantity({ projected: r.projected, min: r.min, max: r.max, multiple: r.multiple });
    const supplier = names.suppliers.get(r.supplierId);
    return (
      `${item ? `${item.name} (${item.sku})` : 'An item'} at ${names.warehouses.get(r.warehouseId) ?? 'a warehouse'}: ` +
      `projected ${r.projected}, min ${r.min}, since ${formatDate(r.belowMinSince.slice(0, 10))}; ` +
      `suggested order ${suggested}${supplier ? ` from ${supplier}` : ''}`
    );
  });
  return lines;
}

const resultOf = (count: number, lines: string[]): JobResult => {
  const digest: DigestSection[] =
    count > 0
      ? [
          {
            title: LOW_STOCK_TITLE,
            lines,
            ...(count > lines.length ? { more: count - lines.length } : {}),
            link: { label: 'Order them from Replenishment', href: appUrl('/ims/replenishment') },
          },
        ]
      : [];
  return { lowStock: count, digest };
};

export async function runLowStockDigest(ctx: JobContext): Promise<JobResult> {
  const { companyId } = ctx;
  const runId = ctx.audit.requestId;
  const state = await getLowStockDigestState(companyId);
  if (state?.runId === runId) return resultOf(state.count, state.lines);
  const since = state?.lastAt ?? EPOCH;
  const rows = (await belowMinSince(companyId, since))
    .filter((r) => r.belowMinSince > since)
    .sort((a, b) => a.belowMinSince.localeCompare(b.belowMinSince));
  if (rows.length === 0) return resultOf(0, []);
  const lines = await linesOf(companyId, rows);
  const lastAt = rows[rows.length - 1]!.belowMinSince;
  // another run took these crossings meanwhile: it lists them, this one lists nothing
  if (!(await saveLowStockDigestState(companyId, state, { lastAt, runId, lines, count: rows.length }))) return resultOf(0, []);
  return resultOf(rows.length, lines);
}

export const lowStockDigestJob: Job = { name: 'low-stock-digest', run: runLowStockDigest };
