/** What each rent correction's confirmation says it will do (web/src/features/rent/corrections.ts), table-driven. */
import { describe, expect, it } from 'vitest';
import {
  buildingDeleteText,
  buildingEditChanges,
  floorsShrinkRefusal,
  paymentVoidText,
  rentEditChanges,
  roomDeleteText,
  roomEditText,
  tenantDeleteText,
  tenantEditChanges,
  tenantEditReachesRents,
  tenantMatches,
  type TenantFacts,
} from '../../web/src/features/rent/corrections.ts';

const building = { number: 7, name: 'Harbour View', address: '1 Quay St', floors: 4 };

describe('building edit: one line per change', () => {
  it.each([
    ['nothing', {}, []],
    ['the name', { name: 'Harbour Point' }, ['The name becomes Harbour Point (was Harbour View).']],
    ['the address', { address: '2 Quay St' }, ['The address becomes 2 Quay St (was 1 Quay St).']],
    ['one floor more', { floors: 5 }, ['Floors go from 4 to 5: level 4 added, with no rooms yet.']],
    ['floors from 1 to 3', { floors: 3, _from: 1 }, ['Floors go from 1 to 3: levels 1 to 2 added, with no rooms yet.']],
    [
      'two floors fewer',
      { floors: 2 },
      ['Floors go from 4 to 2: levels 2 to 3 removed. This is refused while a removed level still has rooms.'],
    ],
    [
      'down to the ground floor',
      { floors: 1 },
      ['Floors go from 4 to 1: levels 1 to 3 removed. This is refused while a removed level still has rooms.'],
    ],
    [
      'name and floors',
      { name: 'HV', floors: 3 },
      [
        'The name becomes HV (was Harbour View).',
        'Floors go from 4 to 3: level 3 removed. This is refused while a removed level still has rooms.',
      ],
    ],
  ] as const)('%s', (_, change, lines) => {
    const { _from, ...after } = change as { _from?: number; floors?: number; name?: string; address?: string };
    const before = _from ? { ...building, floors: _from } : building;
    expect(buildingEditChanges(before, { ...before, ...after })).toEqual(lines);
  });
});

describe('floors: a shrink that will be refused is refused before the review (issue 31 item 9)', () => {
  // levels 1..4 (G, 1, 2, 3) with rooms on G and 2
  const levels = [
    { floor: 1, total_rooms: 3 },
    { floor: 2, total_rooms: 0 },
    { floor: 3, total_rooms: 2 },
    { floor: 4, total_rooms: 0 },
  ];
  it.each([
    ['growing', 6, null],
    ['the same', 4, null],
    ['removing an empty level (3)', 3, null],
    ['removing level 2, which has rooms', 2, 'Level 2 still has rooms'],
    ['removing levels 1 to 3: the lowest with rooms is named', 1, 'Level 2 still has rooms'],
  ] as const)('%s', (_name, floors, refusal) => {
    expect(floorsShrinkRefusal(levels, floors)).toBe(refusal);
  });
  it('names the ground floor G', () => {
    expect(floorsShrinkRefusal([{ floor: 2, total_rooms: 1 }], 1)).toBe('Level 1 still has rooms');
    expect(floorsShrinkRefusal([{ floor: 1, total_rooms: 1 }], 0)).toBe('Level G still has rooms');
  });
});

describe('delete texts', () => {
  it.each([
    [
      0,
      'Delete Building 7 · Harbour View? It leaves the buildings list and its floors go with it. It has no rooms, so nothing else changes.',
    ],
    [
      1,
      'Delete Building 7 · Harbour View? It leaves the buildings list and its floors go with it. It still has 1 room, so it cannot be deleted until they are deleted.',
    ],
    [
      12,
      'Delete Building 7 · Harbour View? It leaves the buildings list and its floors go with it. It still has 12 rooms, so it cannot be deleted until they are deleted.',
    ],
  ])('a building with %i rooms', (totalRooms, text) =>
    expect(buildingDeleteText({ number: 7, name: 'Harbour View', totalRooms })).toBe(text),
  );

  it.each([
    [1, 'G'],
    [3, '2'],
  ])('a room on level %i reads level %s', (level, label) =>
    expect(roomDeleteText({ number: '101', building: 7, level })).toBe(
      `Delete Room 101 on level ${label} of Building 7? It leaves the level and the building's room count drops by 1. A room that has ever been rented cannot be deleted.`,
    ),
  );

  it.each([
    [0, 'Delete Ann? They leave the tenants list and the Add Rent picker. They have no rents, so nothing else changes.'],
    [2, 'Ann has 2 rents, so they cannot be deleted: delete the rents first.'],
  ])('a tenant with %i rents', (rents, text) => expect(tenantDeleteText({ name: 'Ann', rents })).toBe(text));

  it('a room renumber', () =>
    expect(roomEditText('101', '102')).toBe('Room 101 becomes Room 102 on the level, the unit page, its rents, invoices and reports.'));
});

describe('payment void: what moves back', () => {
  it.each([
    [
      'a bank payment',
      { amount: 1200, paymentMethod: 'HSBC', paymentReference: 'HSBC-1' },
      1500,
      "Void the $1,200.00 HSBC payment HSBC-1? It stays listed as voided; what this rent has paid drops from $1,500.00 to $300.00, so $1,200.00 is owed again. The building's figures and the revenue report move back.",
    ],
    [
      'a deposit payment',
      { amount: 50, paymentMethod: 'Deposit', paymentReference: 'DEP-9' },
      50,
      "Void the $50.00 Deposit payment DEP-9? It stays listed as voided; what this rent has paid drops from $50.00 to $0.00, so $50.00 is owed again. $50.00 of the deposit is available again. The building's figures and the revenue report move back.",
    ],
  ])('%s', (_, payment, paid, text) => expect(paymentVoidText(payment, { paid })).toBe(text));
});

describe('tenant edit', () => {
  const ann: TenantFacts = {
    name: 'Ann',
    phone: '+44 7700 900123',
    email: 'ann@example.com',
    address: '',
    idType: 'Passport',
    idNumber: 'P1',
    idExpiry: '2030-01-01',
    idIssuingCountry: 'UK',
  };
  it.each([
    ['nothing', {}, [], false],
    ['the phone', { phone: '+44 7700 900124' }, ['Phone: +44 7700 900123 → +44 7700 900124'], true],
    ['the address from empty', { address: '9 Elm Rd' }, ['Address: — → 9 Elm Rd'], false],
    ['name and ID number', { name: 'Anne', idNumber: 'P2' }, ['Name: Ann → Anne', 'ID number: P1 → P2'], true],
  ] as const)('%s', (_, change, lines, reaches) => {
    expect(tenantEditChanges(ann, { ...ann, ...change })).toEqual(lines);
    expect(tenantEditReachesRents(ann, { ...ann, ...change })).toBe(reaches);
  });
});

describe('tenants search', () => {
  const t = { name: 'Tomasz Tenant', phone: '+44 7700 900123', email: 'tomasz@example.com' };
  it.each([
    ['', true],
    ['tomasz', true],
    ['TENANT', true],
    ['example.com', true],
    ['7700900123', true],
    ['7700 900', true],
    ['nobody', false],
    ['  ', true],
  ])('"%s" matches: %s', (text, matches) => expect(tenantMatches(t, text)).toBe(matches));
});

describe('rent edit and lease extension', () => {
  const rent = { price: 900, deposit: 300, start: '2026-11-26', end: '2027-05-26', type: 'Monthly' };
  it.each([
    ['nothing', {}, []],
    ['a longer lease', { end: '2027-11-26' }, ['The lease is extended to 26/11/2027 (was 26/05/2027).']],
    ['a shorter lease', { end: '2027-02-26' }, ['The lease is shortened to 26/02/2027 (was 26/05/2027).']],
    ['the deposit', { deposit: 450.5 }, ['The deposit becomes $450.50 (was $300.00).']],
    [
      'the price',
      { price: 950 },
      ["The rent becomes $950.00 / Monthly (was $900.00 / Monthly): what is due so far and the building's rent value follow."],
    ],
    [
      'the type and start',
      { type: 'Weekly', start: '2026-12-01' },
      [
        "The rent becomes $900.00 / Weekly (was $900.00 / Monthly): what is due so far and the building's rent value follow.",
        'The rent starts 01/12/2026 (was 26/11/2026): what is due so far follows.',
      ],
    ],
  ] as const)('%s', (_, change, lines) => expect(rentEditChanges(rent, { ...rent, ...change })).toEqual(lines));
});
