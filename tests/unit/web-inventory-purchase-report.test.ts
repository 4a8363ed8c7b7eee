import { describe, expect, it } from 'vitest';
import { purchaseReportFilter } from '../../web/src/features/inventory/purchase-report.ts';

describe('purchase report filters', () => {
  it.each([
    [
      { from: '', to: '', supplierId: '' },
      { ok: true, value: {} },
    ],
    [
      { from: '2026-03-01', to: '', supplierId: '' },
      { ok: true, value: { from: '2026-03-01' } },
    ],
    [
      { from: '', to: '2026-03-31', supplierId: 'S' },
      { ok: true, value: { to: '2026-03-31', supplierId: 'S' } },
    ],
    [
      { from: '2026-03-01', to: '2026-03-01', supplierId: '' },
      { ok: true, value: { from: '2026-03-01', to: '2026-03-01' } },
    ],
    [
      { from: '2026-03-02', to: '2026-03-01', supplierId: '' },
      { ok: false, message: 'The start date must be on or before the end date' },
    ],
  ])('%j → %j', (draft, expected) => {
    expect(purchaseReportFilter(draft)).toEqual(expected);
  });
});
