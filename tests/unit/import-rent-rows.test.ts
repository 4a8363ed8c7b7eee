/**
 * Import of tenants and rooms (IMPORT.md "Kinds"): each row checked with the Add Tenant / Add Room call's schema,
 * rules and exact messages, every issue on its column.
 */
import { describe, expect, it } from 'vitest';
import { roomsImport, takenKey, type RoomsContext } from '../../functions/import/kinds/rooms.ts';
import { matchTenant, tenantsImport, type TenantsContext } from '../../functions/import/kinds/tenants.ts';
import { emailLookup, namePhoneLookup } from '../../functions/rent/data/tenant-lookups.ts';
import type { TenantRecord } from '../../functions/rent/records.ts';
import { IMPORT_FIELDS } from '../../shared/import/fields.ts';

const TENANT = {
  name: 'Jane Smith',
  phone: '+44 7700 900123',
  email: 'Jane.Smith@Example.com',
  address: '1 High Street',
  idType: 'Passport',
  idNumber: 'P123456',
  idExpiry: '2031-06-30',
  idIssuingCountry: 'United Kingdom',
};
const REQUIRED = 'Please provide all the required fields.';

describe('tenants', () => {
  const none = (): TenantsContext => ({ mode: 'create', ids: new Map(), tenants: new Map() });
  const check = (cells: Record<string, string>) => tenantsImport.check(cells, none());

  it('a good row is the Add Tenant input (email lowercased), unique by name and phone in the file (a family shares an email)', () => {
    const checked = check(TENANT);
    expect(checked).toEqual({ value: { input: { ...TENANT, email: 'jane.smith@example.com' } }, issues: [] });
    expect(tenantsImport.uniques(checked.value!)).toEqual({ 'name+phone': 'jane smith#447700900123' });
  });

  it('the address may be left empty', () => {
    expect(check({ ...TENANT, address: '' }).value?.input).toMatchObject({ address: '' });
  });

  it.each(['name', 'phone', 'email', 'idType', 'idNumber', 'idExpiry', 'idIssuingCountry'])(
    '%s empty: Add Tenant’s message on its column',
    (field) => {
      expect(check({ ...TENANT, [field]: '' })).toEqual({ issues: [{ field, message: REQUIRED }] });
    },
  );

  it('two empty cells: one issue on each column', () => {
    expect(check({ ...TENANT, name: '', idNumber: '' }).issues).toEqual([
      { field: 'name', message: REQUIRED },
      { field: 'idNumber', message: REQUIRED },
    ]);
  });

  it.each([
    ['email', 'jane.smith@', 'Please enter a valid email address'],
    ['email', 'jane smith@example.com', 'Please enter a valid email address'],
    ['phone', 'call me', 'Please enter a valid phone number'],
    ['phone', '12345', 'Please enter a valid phone number'],
    ['idExpiry', '31/12/2030', 'Please enter a valid date.'],
    ['idExpiry', '2031-02-30', 'Please enter a valid date.'],
    ['idType', 'Visa', 'ID type must be one of Passport, National ID, Driver License'],
    ['idType', 'passport', 'ID type must be one of Passport, National ID, Driver License'],
    ['name', 'x'.repeat(121), 'Must be at most 120 characters'],
  ])('%s %j: %s', (field, text, message) => {
    expect(check({ ...TENANT, [field]: text })).toEqual({ issues: [{ field, message }] });
  });

  it('every bad value of a row at once', () => {
    expect(check({ ...TENANT, phone: 'x', email: 'y', idType: 'Visa', idExpiry: 'soon' }).issues).toEqual([
      { field: 'phone', message: 'Please enter a valid phone number' },
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'idType', message: 'ID type must be one of Passport, National ID, Driver License' },
      { field: 'idExpiry', message: 'Please enter a valid date.' },
    ]);
  });

  /** An existing tenant as the lookups find it. */
  const tenant = (tenantId: string, fields: Partial<TenantRecord> = {}): TenantRecord => ({
    companyId: 'c1',
    tenantId,
    ...TENANT,
    email: 'jane.smith@example.com',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  });
  /** The context `lookup` leaves: each tenant under its email and its name and phone. */
  const knowing = (mode: 'create' | 'upsert', tenants: TenantRecord[]): TenantsContext => {
    const ids = new Map<string, string[]>();
    for (const t of tenants)
      for (const k of [emailLookup('c1', t.email), namePhoneLookup('c1', t.name, t.phone)])
        ids.set(k.sk, [...(ids.get(k.sk) ?? []), t.tenantId]);
    return { mode, ids, tenants: new Map(tenants.map((t) => [t.tenantId, t])) };
  };

  it.each<[string, Partial<TenantRecord>[], Record<string, string>, 'email' | 'name', string[]]>([
    ['the same email (another name): that tenant', [{ name: 'Jane Jones' }], {}, 'email', ['T0']],
    ['the same email in another case', [{}], { email: 'JANE.SMITH@example.com' }, 'email', ['T0']],
    [
      'no email match, the same name and phone (spaced otherwise)',
      [{ email: 'old@example.com' }],
      { phone: '+447700900123', name: ' jane  SMITH' },
      'name',
      ['T0'],
    ],
    ['a family email: the one with the row’s name and phone', [{ name: 'John Smith', phone: '+44 7700 900999' }, {}], {}, 'email', ['T1']],
    ['a family email and neither name: both', [{ name: 'John Smith' }, { name: 'Ann Smith' }], {}, 'email', ['T0', 'T1']],
    ['another email, another name: none', [{ email: 'x@example.com', name: 'X' }], {}, 'name', []],
    ['a stale lookup id (the tenant’s email moved on): none', [{ email: 'moved@example.com', name: 'Moved' }], {}, 'name', []],
  ])('matchTenant: %s', (_what, existing, row, by, ids) => {
    const tenants = existing.map((f, i) => tenant(`T${i}`, f));
    const input = { ...TENANT, email: 'jane.smith@example.com', ...row };
    expect(matchTenant(input, tenants)).toEqual({ by, tenants: ids.map((id) => tenants.find((t) => t.tenantId === id)) });
  });

  it('create mode: a row naming a tenant is refused with the tenant named (on the email, or the name)', () => {
    const jane = tenant('T0');
    expect(tenantsImport.check(TENANT, knowing('create', [jane]))).toEqual({
      issues: [
        {
          field: 'email',
          message:
            'Tenant already exists: Jane Smith (jane.smith@example.com). To change them, choose "update existing tenants" and validate again',
        },
      ],
    });
    expect(tenantsImport.check({ ...TENANT, email: 'new@example.com' }, knowing('create', [jane])).issues).toEqual([
      {
        field: 'name',
        message:
          'Tenant already exists: Jane Smith (jane.smith@example.com). To change them, choose "update existing tenants" and validate again',
      },
    ]);
  });

  it('upsert: a row naming one tenant updates them; naming several is refused; naming none is new', () => {
    const jane = tenant('T0');
    const checked = tenantsImport.check({ ...TENANT, address: '2 New Road' }, knowing('upsert', [jane]));
    expect(checked).toMatchObject({ update: 'T0', value: { update: 'T0', input: { address: '2 New Road' } }, issues: [] });
    expect(tenantsImport.uniques(checked.value!)).toMatchObject({ tenant: 'T0' });
    const family = [tenant('T1', { name: 'John Smith' }), tenant('T2', { name: 'Ann Smith' })];
    expect(tenantsImport.check(TENANT, knowing('upsert', family)).issues).toEqual([
      {
        field: 'email',
        message:
          'Matches more than one tenant: John Smith (jane.smith@example.com), Ann Smith (jane.smith@example.com). Give this row the email of one of them',
      },
    ]);
    expect(tenantsImport.check({ ...TENANT, email: 'new@example.com', name: 'New Person' }, knowing('upsert', [jane]))).toEqual({
      value: { input: { ...TENANT, email: 'new@example.com', name: 'New Person' } },
      issues: [],
    });
  });

  it('the template is Add Tenant’s fields, with an example row that passes', async () => {
    expect(await tenantsImport.fields('c1')).toEqual([...IMPORT_FIELDS.tenants]);
    expect(check({ ...tenantsImport.example }).issues).toEqual([]);
  });
});

describe('rooms', () => {
  /** Building 1 has 3 floors and room 101 on level 1 and A1 on level 2; building 2 has one floor. */
  const context = (): RoomsContext => ({
    buildings: new Map([
      [1, { name: 'Block 1', floors: 3 }],
      [2, { name: 'Block 2', floors: 1 }],
    ]),
    read: new Set([1, 2]),
    taken: new Set([takenKey(1, 1, '101'), takenKey(1, 2, 'A1')]),
  });
  /** Level 2 of building 1, as the screens and files label it: floor 1. */
  const ROOM = { building_number: '1', level: '1', room_number: '201' };
  const check = (cells: Record<string, string>) => roomsImport.check(cells, context());

  it('a good row is the Add Room input, with the building’s name for the room’s copy', () => {
    expect(check(ROOM)).toEqual({
      value: { input: { buildingNumber: 1, levelNumber: 2, roomNumber: '201' }, buildingName: 'Block 1' },
      issues: [],
    });
  });

  it.each([
    ['the same number on another level', { ...ROOM, level: '1', room_number: '101' }],
    ['the same number in another building', { building_number: '2', level: 'G', room_number: '101' }],
    ['the ground floor, in lower case', { ...ROOM, level: 'g' }],
    ['the top floor', { ...ROOM, level: '2' }],
  ])('%s is fine', (_what, cells) => {
    expect(check(cells).issues).toEqual([]);
  });

  it.each(['building_number', 'level', 'room_number'])('%s empty: Add Room’s message on its column', (field) => {
    expect(check({ ...ROOM, [field]: '' })).toEqual({ issues: [{ field, message: 'Please fill in all fields' }] });
  });

  it.each([
    ['an unknown building', { ...ROOM, building_number: '9' }, 'building_number', 'Building not found'],
    [
      'an unknown building (and a level it cannot check)',
      { building_number: '9', level: '50', room_number: '1' },
      'building_number',
      'Building not found',
    ],
    ['a building number that is not a number', { ...ROOM, building_number: 'Block 1' }, 'building_number', 'Please enter a valid number'],
    [
      'a building number out of range',
      { ...ROOM, building_number: '0' },
      'building_number',
      'Building number must be a whole number from 1 to 999999999',
    ],
    ['a floor above the building’s floors', { ...ROOM, level: '3' }, 'level', 'Level must be G, 1 or 2 for this building'],
    [
      'a floor above a one-floor building',
      { building_number: '2', level: '1', room_number: '1' },
      'level',
      'Level must be G for this building',
    ],
    ['floor 0 (the ground floor is G)', { ...ROOM, level: '0' }, 'level', 'Level must be G, 1 or 2 for this building'],
    ['a level that is no floor label', { ...ROOM, level: 'Ground' }, 'level', 'Level must be G, 1 or 2 for this building'],
    [
      'a room number taken on its level',
      { ...ROOM, level: 'G', room_number: '101' },
      'room_number',
      'Room number already exists on this level',
    ],
    ['a room number taken, in another case', { ...ROOM, room_number: 'a1' }, 'room_number', 'Room number already exists on this level'],
    ['a room number too long', { ...ROOM, room_number: 'R'.repeat(21) }, 'room_number', 'Must be at most 20 characters'],
  ])('%s', (_what, cells, field, message) => {
    expect(check(cells)).toEqual({ issues: [{ field, message }] });
  });

  it('an unknown building and a bad level: both at once', () => {
    expect(check({ building_number: '9', level: 'x', room_number: '1' }).issues).toEqual([
      { field: 'building_number', message: 'Building not found' },
      { field: 'level', message: 'Level must be G or a floor number (1, 2, 3…), as the screens show it' },
    ]);
  });

  it('a floor label is the stored level Add Room takes: G is level 1, 1 is level 2', () => {
    expect(check({ ...ROOM, level: 'G' }).value?.input.levelNumber).toBe(1);
    expect(check({ ...ROOM, level: '2' }).value?.input.levelNumber).toBe(3);
  });

  it('in the file, a room number is unique on its level, compared as Add Room compares it', () => {
    const key = (cells: Record<string, string>) => roomsImport.uniques(check(cells).value!).room_number;
    expect(key({ ...ROOM, room_number: 'B7' })).toBe(key({ ...ROOM, room_number: 'b7' }));
    expect(key({ ...ROOM, room_number: 'B7' })).not.toBe(key({ ...ROOM, level: '2', room_number: 'B7' }));
    expect(key({ ...ROOM, room_number: 'B7' })).not.toBe(key({ building_number: '2', level: 'G', room_number: 'B7' }));
  });

  it('the template is building_number, level, room_number, with an example row', async () => {
    expect(await roomsImport.fields('c1')).toEqual(['building_number', 'level', 'room_number']);
    expect(roomsImport.check({ ...roomsImport.example }, context()).issues).toEqual([
      { field: 'room_number', message: 'Room number already exists on this level' },
    ]);
    expect(roomsImport.check({ ...roomsImport.example, room_number: '199' }, context()).issues).toEqual([]);
  });
});
