/** SPA configuration with rules in it: the price list (part 2 §9) and the guard's remembered location. */
import { describe, expect, it } from 'vitest';
import { parsePricedApp, planPrice, plans } from '../../web/src/config/pricing-plans.ts';
import { rememberedPath } from '../../web/src/lib/navigation.ts';

describe('price list', () => {
  it.each([
    ['ims', 'monthly', ['$49', '$99', 'Custom']],
    ['ims', 'yearly', ['$499', '$999', 'Custom']],
    ['rms', 'monthly', ['$59', '$119', 'Custom']],
    ['rms', 'yearly', ['$599', '$1,199', 'Custom']],
  ] as const)('%s %s', (app, period, expected) => {
    expect(plans[app].map((p) => planPrice(p, period))).toEqual(expected);
  });

  it('Pro is the featured plan of both apps and each plan lists three features', () => {
    for (const app of ['ims', 'rms'] as const) {
      expect(plans[app].filter((p) => p.featured).map((p) => p.name)).toEqual(['Pro']);
      expect(plans[app].map((p) => p.features.length)).toEqual([3, 3, 3]);
    }
  });

  it('the app query parameter defaults to ims', () => {
    expect(parsePricedApp('rms')).toBe('rms');
    expect(parsePricedApp('ims')).toBe('ims');
    expect(parsePricedApp(null)).toBe('ims');
    expect(parsePricedApp('RMS; drop')).toBe('ims');
  });
});

describe('rememberedPath', () => {
  it('returns where the guard sent the user from, with query and hash', () => {
    expect(rememberedPath({ from: { pathname: '/account-settings', search: '?tab=1', hash: '#linked' } })).toBe(
      '/account-settings?tab=1#linked',
    );
  });

  it('ignores a missing state and never loops back to /login', () => {
    expect(rememberedPath(null)).toBeNull();
    expect(rememberedPath({})).toBeNull();
    expect(rememberedPath({ from: { pathname: '/login' } })).toBeNull();
  });
});
