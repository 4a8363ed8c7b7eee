/** What the transfer and count screens share (WAREHOUSE.md): status colours, the in-transit figure, the permission check. */
import { describe, expect, it } from 'vitest';
import type { Permission } from '../../shared/account/permissions.ts';
import { COUNT_STATUSES } from '../../shared/inventory/counts.ts';
import { TRANSFER_STATUSES } from '../../shared/inventory/transfers.ts';
import { floorStatusTone, inTransitOf, mayCall } from '../../web/src/features/inventory/warehouse-floor.ts';

describe('status colours', () => {
  it.each([
    ['Requested', 'yellow'],
    ['In transit', 'orange'],
    ['Partly received', 'orange'],
    ['Received', 'green'],
    ['Closed', 'green'],
    ['Cancelled', 'red'],
    ['Open', 'yellow'],
    ['Completed', 'green'],
    ['Unheard of', 'yellow'],
  ])('%s is %s', (status, tone) => {
    expect(floorStatusTone(status)).toBe(tone);
  });

  it('every status of the contract has its own entry', () => {
    for (const status of [...TRANSFER_STATUSES, ...COUNT_STATUSES])
      expect(['yellow', 'orange', 'green', 'red']).toContain(floorStatusTone(status));
  });
});

describe('in transit on a row', () => {
  it.each([
    ['absent', { stock: 4 }, 0],
    ['zero', { in_transit: 0 }, 0],
    ['positive', { in_transit: 6 }, 6],
    ['negative', { in_transit: -1 }, 0],
    ['not a number', { in_transit: '6' }, 0],
    ['a fraction', { in_transit: 1.5 }, 0],
    ['null', { in_transit: null }, 0],
  ])('%s → %i', (_name, row, expected) => {
    expect(inTransitOf(row)).toBe(expected);
  });
});

describe('may the account call a route', () => {
  const held = new Set<Permission>(['inventory.read', 'inventory.transfer.write']);
  const can = (p: Permission) => held.has(p);
  it.each([
    ['public', true],
    ['inventory.transfer.write', true],
    ['inventory.transfer.cancel', false],
  ] as const)('%s → %s', (permission, expected) => {
    expect(mayCall(can, { permission })).toBe(expected);
  });
});
