/** The demo reorder rules' levels (functions/inventory/services/seed-reorder.ts): below min when asked, above otherwise. */
import { describe, expect, it } from 'vitest';
import { DEMO_RULES, demoLevels } from '../../functions/inventory/services/seed-reorder.ts';
import { isBelowMin, suggestedQuantity } from '../../shared/inventory/replenishment.ts';

describe('demoLevels', () => {
  it.each([0, 1, 4, 17, 95, 240, -3])(
    'projected %i: a below rule is below min with something to order, an above rule is not',
    (projected) => {
      for (const multiple of [1, 2, 5, 10, 12, 50]) {
        const below = demoLevels(projected, true, multiple);
        expect(isBelowMin(projected, below.min)).toBe(true);
        expect(below.min % multiple).toBe(0);
        expect(below.max).toBeGreaterThanOrEqual(below.min);
        expect(suggestedQuantity({ projected, ...below, multiple })).toBeGreaterThan(0);
        const above = demoLevels(projected, false, multiple);
        expect(above.max).toBeGreaterThanOrEqual(above.min);
        if (projected >= 0) expect(isBelowMin(projected, above.min)).toBe(false);
      }
    },
  );

  it('puts some demo pairs below min and leaves others above, each pair once', () => {
    const below = DEMO_RULES.filter(([, , , isBelow]) => isBelow);
    expect(below.length).toBeGreaterThan(0);
    expect(below.length).toBeLessThan(DEMO_RULES.length);
    const pairs = DEMO_RULES.map(([sku, warehouse]) => `${sku}@${warehouse}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });
});
