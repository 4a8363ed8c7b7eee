/** The rent request schemas: the spec's messages in the spec's order, and no input that makes them throw. */
import { describe, expect, it } from 'vitest';
import { safeParse, type $ZodType as ZodType } from 'zod/v4/core';
import { PAYMENT_METHODS } from '../../shared/rent/limits.ts';
import {
  addBuildingSchema,
  addRentSchema,
  addRoomSchema,
  addTenantSchema,
  buildingQuery,
  checkoutSchema,
  deleteRentBodySchema,
  deleteRentQuery,
  levelRoomsQuery,
  payRentSchema,
  revenueReportSchema,
  roomIdQuery,
} from '../../shared/rent/schemas.ts';

const message = (schema: ZodType, value: unknown) => {
  const r = safeParse(schema, value);
  return r.success ? null : r.error.issues[0]?.message;
};

const valid = {
  building: { buildingNumber: 3, buildingName: 'A', buildingLevels: 2, address: 'x' },
  room: { roomNumber: '101', buildingNumber: 3, levelNumber: 1 },
  rent: {
    tenantID: 't',
    room_id: 'r',
    rent_price: 100,
    deposit: 0,
    rent_start_date: '2025-01-31',
    rent_end_date: '2025-12-31',
    rent_type: 'Weekly',
  },
  checkout: { room_id: 'r', checkoutDate: '2025-02-01' },
  pay: { roomId: 'r', paymentMethod: 'HSBC', currentRentId: 'x', masterPassword: 'pw', paymentReference: 'ref', paymentAmount: 12.5 },
  tenant: {
    name: 'N',
    phone: '+44 20 7946 0001',
    email: 'n@example.com',
    address: '',
    idType: 'Passport',
    idNumber: '9',
    idExpiry: '2030-01-01',
    idIssuingCountry: 'UK',
  },
  revenue: { startDate: '2025-01-01', endDate: '2025-12-31' },
};

const schemas: Array<[string, ZodType, Record<string, unknown>]> = [
  ['addBuilding', addBuildingSchema, valid.building],
  ['addRoom', addRoomSchema, valid.room],
  ['addRent', addRentSchema, valid.rent],
  ['checkout', checkoutSchema, valid.checkout],
  ['payRent', payRentSchema, valid.pay],
  ['addTenant', addTenantSchema, valid.tenant],
  ['revenue', revenueReportSchema, valid.revenue],
  ['buildingQuery', buildingQuery, { building: '3' }],
  ['levelRoomsQuery', levelRoomsQuery, { level: '1', building: '3' }],
  ['roomIdQuery', roomIdQuery, { room_id: 'r' }],
  ['deleteRentQuery', deleteRentQuery, { room_id: 'r', rent_id: 'x' }],
];

describe('every rent schema', () => {
  const oddValues: unknown[] = [
    undefined,
    null,
    '',
    '   ',
    0,
    -1,
    1.5,
    Number('1e400'),
    Number.NaN,
    true,
    {},
    [],
    ['2025-01-01'],
    'garbage',
    '2025-02-30',
    'x'.repeat(5000),
  ];
  for (const [name, schema, good] of schemas) {
    it(`${name}: accepts its valid example`, () => expect(message(schema, good)).toBeNull());
    it(`${name}: answers a message (never throws) for odd values in any field and odd bodies`, () => {
      for (const body of [undefined, null, 5, 'text', [], {}]) expect(typeof message(schema, body)).toBe('string');
      for (const key of Object.keys(good)) {
        for (const odd of oddValues) {
          const result = safeParse(schema, { ...good, [key]: odd });
          if (!result.success) expect(typeof result.error.issues[0]?.message).toBe('string');
        }
      }
    });
  }
});

describe('spec messages and their order', () => {
  it('Add Building: everything there first, then numbers', () => {
    expect(message(addBuildingSchema, { ...valid.building, buildingNumber: 'x', address: '' })).toBe('Please fill in all fields');
    expect(message(addBuildingSchema, { ...valid.building, buildingNumber: 'x' })).toBe('Please enter a valid number');
    expect(addBuildingSchema.parse({ ...valid.building, buildingNumber: ' 42 ', buildingLevels: '7' })).toMatchObject({
      buildingNumber: 42,
      buildingLevels: 7,
    });
  });

  it('Add Rent: tenant first, then all fields, then dates', () => {
    expect(message(addRentSchema, {})).toBe('Please select a tenant.');
    expect(message(addRentSchema, { ...valid.rent, tenantID: ' ', deposit: '' })).toBe('Please select a tenant.');
    expect(message(addRentSchema, { ...valid.rent, deposit: '' })).toBe('All fields are required!');
    expect(message(addRentSchema, { ...valid.rent, rent_start_date: '2026-01-01' })).toBe(
      'Rent Start Date cannot be greater than Rent End Date.',
    );
    expect(message(addRentSchema, { ...valid.rent, rent_start_date: '2025-12-31' })).toBeNull();
    expect(addRentSchema.parse({ ...valid.rent, rent_type: undefined }).rent_type).toBe('Monthly');
    expect(addRentSchema.parse({ ...valid.rent, rent_type: '' }).rent_type).toBe('Monthly');
    expect(addRentSchema.parse({ ...valid.rent, rent_price: '1000.10' }).rent_price).toBe(1000.1);
  });

  it.each([
    // start, end → message
    ['1900-01-01', '1949-12-31', null],
    ['1900-01-01', '1950-01-01', null],
    ['2050-12-31', '2100-12-31', null],
    ['1899-12-31', '1900-06-01', 'Rent dates must be between 01/01/1900 and 31/12/2100.'],
    ['0001-01-01', '9999-12-31', 'Rent dates must be between 01/01/1900 and 31/12/2100.'],
    ['2100-12-31', '2101-01-01', 'Rent dates must be between 01/01/1900 and 31/12/2100.'],
    ['1900-01-01', '1950-01-02', 'A rent can last at most 50 years.'],
    ['2000-02-29', '2050-02-28', null],
    ['2000-02-29', '2050-03-01', 'A rent can last at most 50 years.'],
    // the order: a start after the end is told first
    ['2101-01-01', '2100-01-01', 'Rent Start Date cannot be greater than Rent End Date.'],
  ])('Add Rent: %s to %s → %j', (rent_start_date, rent_end_date, expected) => {
    expect(message(addRentSchema, { ...valid.rent, rent_start_date, rent_end_date })).toBe(expected);
  });

  it('Delete Rent body: the master password is optional (needed only when the rent has payments), text when given', () => {
    expect(deleteRentBodySchema.parse({})).toEqual({});
    expect(deleteRentBodySchema.parse({ masterPassword: ' pw ' })).toEqual({ masterPassword: ' pw ' });
    expect(message(deleteRentBodySchema, { masterPassword: 42 })).toBe('Master password must be text');
    expect(message(deleteRentBodySchema, { masterPassword: 'x'.repeat(129) })).toBe('Master password is too long');
    for (const body of [null, 5, 'text', []]) expect(typeof message(deleteRentBodySchema, body)).toBe('string');
  });

  it('Pay Rent: room first, then all fields; methods are the three banks and Others', () => {
    expect(PAYMENT_METHODS).toEqual(['Barclays', 'HSBC', 'Lloyds Bank', 'Others']);
    expect(message(payRentSchema, {})).toBe('Room ID not found.');
    expect(message(payRentSchema, { roomId: 'r' })).toBe('Please fill all fields.');
    expect(message(payRentSchema, { ...valid.pay, paymentAmount: 0.001 })).toBe(
      'Payment amount must be greater than 0 with at most 2 decimals',
    );
    expect(payRentSchema.parse({ ...valid.pay, paymentReference: '  R-1  ' }).paymentReference).toBe('R-1');
    // settling from the deposit is a method of its own, not one of the banks the form lists
    expect(payRentSchema.parse({ ...valid.pay, paymentMethod: 'Deposit' }).paymentMethod).toBe('Deposit');
    expect(PAYMENT_METHODS).not.toContain('Deposit');
  });

  it('Checkout and tenants', () => {
    expect(message(checkoutSchema, { room_id: 'r' })).toBe('Please select a checkout date.');
    expect(message(checkoutSchema, { room_id: 'r', checkoutDate: '01/02/2025' })).toBe('Please select a checkout date.');
    expect(message(addTenantSchema, { ...valid.tenant, idNumber: '' })).toBe('Please provide all the required fields.');
    expect(addTenantSchema.parse({ ...valid.tenant, address: undefined }).address).toBe('');
  });

  it('Revenue report: at most 366 days', () => {
    expect(message(revenueReportSchema, { startDate: '2024-01-01', endDate: '2025-01-01' })).toBeNull();
    expect(message(revenueReportSchema, { startDate: '2024-01-01', endDate: '2025-01-02' })).toBe('The report can cover at most 366 days.');
  });
});
