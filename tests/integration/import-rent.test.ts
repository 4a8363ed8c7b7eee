/**
 * Import of rooms and tenants (IMPORT.md "Kinds"), through the local gateway and the in-process worker: the
 * templates; rooms imported move every building figure exactly as the same rooms added one by one through Add Room;
 * tenants imported are the tenants Add Tenant makes; every imported record has its audit entry (source `import`);
 * a file with bad rows reports each error with row and column and writes nothing; undo removes the records and
 * puts the figures back, and is refused (409 naming the rows) once a room or tenant has a rent.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRoutes } from '../../shared/audit/routes.ts';
import type { AuditEntry } from '../../shared/audit/types.ts';
import { IMPORT_FIELDS } from '../../shared/import/fields.ts';
import { importRoutes as r } from '../../shared/import/routes.ts';
import { floorLabel } from '../../shared/rent/floors.ts';
import { rentRoutes } from '../../shared/rent/routes.ts';
import type { RoomRow, TenantRow } from '../../shared/rent/schemas.ts';
import { deleteItem, putItem } from '../../functions/lib/dynamo/transact.ts';
import { tenantLookupsReady } from '../../functions/rent/keys.ts';
import { tenantToItem } from '../../functions/rent/records.ts';
import { companyIdOfToken } from '../support/fees.ts';
import { roomExportColumns, tenantExportColumns } from '../../web/src/features/rent/export-columns.ts';
import { toCsv } from '../../web/src/lib/csv.ts';
import { useTestApi } from '../support/gateway.ts';
import { checkCsv, csv, importCsv, run, undo } from '../support/import.ts';
import {
  addBuilding,
  addRent,
  addRoom,
  addTenant,
  buildings,
  deleteRent,
  expectStatus,
  levels,
  newCompany,
  reportRows,
  type Company,
} from '../support/rent.ts';

const api = useTestApi();
let co: Company;

beforeAll(async () => {
  co = await newCompany(api, 'Import Rent Co');
});

const get = (path: string) => api.call('GET', path, { token: co.token });
const entriesOf = async (kind: string, id: string, company = co) => {
  const res = await api.call('GET', `${auditRoutes.auditRecord.path}?kind=${kind}&id=${encodeURIComponent(id)}`, { token: company.token });
  expectStatus(res, 200);
  return res.body as AuditEntry[];
};
const template = async (kind: string) => {
  const res = await get(`${r.importTemplate.path}?kind=${kind}`);
  expectStatus(res, 200);
  return res.text.trim().split('\r\n');
};
const refusedRun = async (importId: string) => {
  const res = await api.call('POST', r.importRun.path, { token: co.token, body: { importId } });
  expect(res.status).toBe(409);
  expect(res.body.message).toBe('Fix the errors in the file and validate it again before importing');
};

// ───────────── rooms ─────────────

const ROOM_HEADER = [...IMPORT_FIELDS.rooms];
const roomsOf = async (building: number, level: number) => {
  const res = await get(`${rentRoutes.roomList.path}?building=${building}&level=${level}`);
  expectStatus(res, 200);
  return res.body as { id: string; room_number: string; rent_payment_status: string }[];
};
const numbersOf = async (building: number, level: number) => (await roomsOf(building, level)).map((room) => room.room_number);
const roomId = async (building: number, level: number, number: string) =>
  (await roomsOf(building, level)).find((room) => room.room_number === number)!.id;
/** A building's card and level figures without what names it. */
async function figures(building: number) {
  const card = (await buildings(api, co.token)).find((b) => b.building_id === building);
  const { building_id: _id, building_name: _name, address: _address, version: _version, ...cardFigures } = card;
  const { levels: byLevel, summary } = await levels(api, co.token, building);
  return { card: cardFigures, levels: byLevel, summary };
}

describe('rooms', () => {
  it('the template is building_number, level, room_number and an example row', async () => {
    expect(await template('rooms')).toEqual(['"building_number","level","room_number"', '"1","G","101"']);
  });

  it('30 rooms on three levels: every figure moves as 30 Add Room calls, each room with its entry (source import)', async () => {
    await addBuilding(api, co.token, 10, 3, 'Import Block');
    await addBuilding(api, co.token, 20, 3, 'Twin Block');
    await addRoom(api, co.token, 10, 1, '101');
    await addRoom(api, co.token, 20, 1, '101');
    const rooms = [1, 2, 3].flatMap((level) =>
      Array.from({ length: 10 }, (_, i) => [level, `${level}${String(i + 2).padStart(2, '0')}`] as const),
    );
    const checked = await checkCsv(
      api,
      co.token,
      'rooms',
      csv([ROOM_HEADER, ...rooms.map(([level, number]) => [10, floorLabel(level), number])]),
    );
    expect(checked).toMatchObject({ rows: 30, valid: 30, new: 30, updated: 0, errors: [] });
    const state = await run(api, co.token, checked.importId);
    expect(state).toMatchObject({ status: 'done', total: 30, done: 30, failed: 0 });
    for (const [level, number] of rooms) await addRoom(api, co.token, 20, level, number);

    for (const level of [1, 2, 3]) expect(await numbersOf(10, level)).toEqual(await numbersOf(20, level));
    expect((await numbersOf(10, 2)).length).toBe(10);
    const imported = await figures(10);
    expect(imported).toEqual(await figures(20));
    expect(imported.card).toMatchObject({ total_rooms: 31, rooms_rented: 0, occupancy_rate: 0 });
    expect(imported.levels.map((l: { total_rooms: number }) => l.total_rooms)).toEqual([11, 10, 10]);
    // the vacant report lists them as any room
    const vacant = await reportRows(api, co.token, rentRoutes.reportVacantRooms.path);
    expect(vacant.filter((v) => v.building_id === 10)).toHaveLength(31);

    // the entry: the add call's, under the room, by the person who imported, source import
    const [entry] = await entriesOf('room', await roomId(10, 2, '205'));
    const [twin] = await entriesOf('room', await roomId(20, 2, '205'));
    expect(entry).toMatchObject({
      action: 'importRun',
      source: 'import',
      kind: 'room',
      record_label: 'Room 205 · Building 10',
      actor: twin.actor,
      changes: twin.changes.map((c) => (c.field === 'buildingNumber' ? { ...c, after: 10 } : c)),
    });
    expect(entry.changes.map((c) => c.field)).toEqual(['buildingNumber', 'levelNumber', 'roomNumber']);
    const activity = await get(`${auditRoutes.auditAll.path}?kind=room&limit=200`);
    expectStatus(activity, 200);
    expect((activity.body as AuditEntry[]).filter((e) => e.source === 'import' && e.record_label.endsWith('Building 10'))).toHaveLength(30);
  });

  it('a file with bad rows reports every error with its row and column, writes nothing and cannot run', async () => {
    await addBuilding(api, co.token, 11, 3, 'Checked Block');
    await addRoom(api, co.token, 11, 1, '101');
    const before = await figures(11);
    const header = ['Building Number', 'Level', 'Room Number'];
    const checked = await checkCsv(
      api,
      co.token,
      'rooms',
      csv([
        header,
        [11, 'G', '150'],
        [99, 'G', '1'],
        [11, 3, '1'],
        [11, 'G', '101'],
        [11, 1, '150'],
        [11, 1, 'A7'],
        [11, 1, 'a7'],
        ['', 'G', '1'],
        [11, 0, '1'],
        [11, 'G', ''],
      ]),
    );
    expect(checked).toMatchObject({ rows: 10, valid: 3 });
    expect(checked.errors).toEqual([
      { row: 3, column: 'Building Number', value: '99', message: 'Building not found' },
      { row: 4, column: 'Level', value: '3', message: 'Level must be G, 1 or 2 for this building' },
      { row: 5, column: 'Room Number', value: '101', message: 'Room number already exists on this level' },
      { row: 8, column: 'Room Number', value: 'a7', message: 'Same Room Number as row 7' },
      { row: 9, column: 'Building Number', value: '', message: 'Please fill in all fields (Building Number is empty)' },
      { row: 10, column: 'Level', value: '0', message: 'Level must be G, 1 or 2 for this building' },
      { row: 11, column: 'Room Number', value: '', message: 'Please fill in all fields (Room Number is empty)' },
    ]);
    await refusedRun(checked.importId);
    expect(await figures(11)).toEqual(before);
    expect(await numbersOf(11, 1)).toEqual(['101']);
    expect(await numbersOf(11, 2)).toEqual([]);
  });

  it('a level’s Export CSV imports back: the floors as the screens label them (G, 1), onto the same levels', async () => {
    await addBuilding(api, co.token, 13, 2, 'Export Block');
    for (const [level, number] of [
      [1, 'E-G1'],
      [1, 'E-G2'],
      [2, 'E-11'],
    ] as const)
      await addRoom(api, co.token, 13, level, number);
    const exported = toCsv(roomExportColumns(), [...(await roomsOf(13, 1)), ...(await roomsOf(13, 2))] as unknown as RoomRow[]);
    expect(
      exported
        .split('\r\n')
        .slice(1, 4)
        .map((line) => line.split(',').slice(0, 3).join(',')),
    ).toEqual(expect.arrayContaining(['"13","G","E-G1"', '"13","G","E-G2"', '"13","1","E-11"']));
    // into a building of the same number elsewhere: a second company's
    const twin = await newCompany(api, 'Import Rooms Twin');
    await addBuilding(api, twin.token, 13, 2, 'Twin Export Block');
    const done = await importCsv(api, twin.token, 'rooms', exported);
    expect(done).toMatchObject({ status: 'done', done: 3 });
    const twinNumbers = async (level: number) =>
      (
        (await api.call('GET', `${rentRoutes.roomList.path}?building=13&level=${level}`, { token: twin.token })).body as {
          room_number: string;
        }[]
      )
        .map((room) => room.room_number)
        .sort();
    expect(await twinNumbers(1)).toEqual(['E-G1', 'E-G2']);
    expect(await twinNumbers(2)).toEqual(['E-11']);
  });

  it('a number taken after the check fails its row with Add Room’s message; run again writes only the missing rows', async () => {
    await addBuilding(api, co.token, 12, 2, 'Resume Block');
    const rows = [1, 2].flatMap((level) => Array.from({ length: 15 }, (_, i) => [12, floorLabel(level), `S${level}-${i + 1}`]));
    const checked = await checkCsv(api, co.token, 'rooms', csv([ROOM_HEADER, ...rows]));
    expect(checked.errors).toEqual([]);
    // someone adds row 20's room by hand meanwhile
    const byHand = await addRoom(api, co.token, 12, 2, 's2-4');
    const failed = await run(api, co.token, checked.importId);
    expect(failed).toMatchObject({ status: 'failed', total: 30, done: 30, failed: 1 });
    expect(failed.failures).toEqual([{ row: 20, message: 'Room number already exists on this level' }]);
    expect((await figures(12)).card.total_rooms).toBe(30);

    expectStatus(await api.call('DELETE', `${rentRoutes.roomDelete.path}?room_id=${encodeURIComponent(byHand)}`, { token: co.token }), 200);
    const resumed = await run(api, co.token, checked.importId);
    expect(resumed).toMatchObject({ status: 'done', done: 30, failed: 0 });
    expect((await figures(12)).card.total_rooms).toBe(30);
    expect(await numbersOf(12, 2)).toEqual(Array.from({ length: 15 }, (_, i) => `S2-${i + 1}`));
    const imported = (await entriesOf('room', await roomId(12, 1, 'S1-1'))).filter((e) => e.source === 'import');
    expect(imported).toHaveLength(1);
  });

  it('undo removes the rooms with their entries and puts every figure back; their numbers are free again', async () => {
    await addBuilding(api, co.token, 30, 2, 'Undo Block');
    await addRoom(api, co.token, 30, 1, 'KEEP');
    const before = await figures(30);
    const text = csv([ROOM_HEADER, ...[1, 2].flatMap((level) => [1, 2, 3].map((i) => [30, floorLabel(level), `U${level}${i}`]))]);
    const done = await importCsv(api, co.token, 'rooms', text);
    expect(done).toMatchObject({ status: 'done', done: 6 });
    expect((await figures(30)).card.total_rooms).toBe(7);
    const gone = await roomId(30, 2, 'U21');

    const state = await undo(api, co.token, done.importId);
    expect(state).toMatchObject({ status: 'undone', undone: 6 });
    expect(await figures(30)).toEqual(before);
    expect(await numbersOf(30, 1)).toEqual(['KEEP']);
    expect(await numbersOf(30, 2)).toEqual([]);
    const [removal, creation] = await entriesOf('room', gone);
    expect(removal).toMatchObject({ action: 'importUndo', source: 'import', record_label: 'Room U21 · Building 30' });
    expect(removal.changes).toEqual(creation.changes.map((c) => ({ field: c.field, before: c.after, after: null })));
    const current = await get(`${rentRoutes.roomCurrent.path}?room_id=${encodeURIComponent(gone)}`);
    expect(current.status).toBe(404);
    // the claims went with the rooms
    expect((await checkCsv(api, co.token, 'rooms', text)).errors).toEqual([]);
    const twice = await api.call('POST', r.importUndo.path, { token: co.token, body: { importId: done.importId } });
    expect(twice.status).toBe(409);
  });

  it('undo is refused naming the rows once a room has a rent; once the rent is deleted it goes through', async () => {
    await addBuilding(api, co.token, 40, 1, 'Rented Block');
    const done = await importCsv(api, co.token, 'rooms', csv([ROOM_HEADER, [40, 'G', 'R1'], [40, 'G', 'R2'], [40, 'G', 'R3']]));
    expect(done.status).toBe('done');
    const rented = await roomId(40, 1, 'R3');
    const rentId = await addRent(api, co.token, rented, await addTenant(api, co.token, 'Renting Tenant'));

    const refused = await undo(api, co.token, done.importId);
    expect(refused).toMatchObject({ status: 409, body: { message: 'Cannot undo: rows 4 are in use by other records' } });
    expect(await numbersOf(40, 1)).toEqual(['R1', 'R2', 'R3']);
    expect((await figures(40)).card).toMatchObject({ total_rooms: 3, rooms_rented: 1 });

    expectStatus(await deleteRent(api, co.token, rented, rentId), 200);
    const state = await undo(api, co.token, done.importId);
    expect(state).toMatchObject({ status: 'undone', undone: 3 });
    expect((await figures(40)).card).toMatchObject({ total_rooms: 0, rooms_rented: 0 });
  });
});

// ───────────── tenants ─────────────

const TENANT_HEADER = [...IMPORT_FIELDS.tenants];
const ID_TYPES = ['Passport', 'National ID', 'Driver License'];
const tenantRow = (tag: string, i: number) => [
  `${tag} Tenant ${i}`,
  `07700 9${String(i).padStart(5, '0')}`,
  `${tag.toLowerCase()}.${i}@example.com`,
  `${i} Import Road`,
  ID_TYPES[i % 3],
  `${tag}-${i}`,
  '2032-01-15',
  'United Kingdom',
];

interface TenantListRow {
  id: string;
  name: string;
  phone: string;
  email: string;
}
const allTenants = () => reportRows(api, co.token, `${rentRoutes.tenantList.path}`) as Promise<TenantListRow[]>;
const tenantByEmail = async (email: string) => (await allTenants()).find((t) => t.email === email);

describe('tenants', () => {
  it('the template is Add Tenant’s fields and an example row', async () => {
    const [header, example] = await template('tenants');
    expect(header).toBe(TENANT_HEADER.map((h) => `"${h}"`).join(','));
    expect(example).toContain('"Passport"');
  });

  it('25 tenants: the tenants Add Tenant makes, each with its entry (source import)', async () => {
    const before = (await allTenants()).length;
    const rows = Array.from({ length: 25 }, (_, i) => tenantRow('Bulk', i + 1));
    rows[4][2] = 'Bulk.5@EXAMPLE.com';
    const checked = await checkCsv(api, co.token, 'tenants', csv([TENANT_HEADER, ...rows]));
    expect(checked).toMatchObject({ rows: 25, valid: 25, new: 25, errors: [] });
    expect(await run(api, co.token, checked.importId)).toMatchObject({ status: 'done', total: 25, done: 25, failed: 0 });
    const all = await allTenants();
    expect(all.length).toBe(before + 25);
    expect(
      all
        .filter((t) => t.name.startsWith('Bulk Tenant '))
        .map((t) => t.email)
        .sort(),
    ).toEqual(rows.map((row) => row[2].toLowerCase()).sort());

    const seventh = (await tenantByEmail('bulk.7@example.com'))!;
    const page = await get(rentRoutes.tenantGet.path.replace('{id}', seventh.id));
    expectStatus(page, 200);
    const [name, phone, email, address, idType, idNumber, idExpiry, idIssuingCountry] = rows[6];
    expect(page.body).toMatchObject({ name, phone, email, address, idType, idNumber, idExpiry, idIssuingCountry, version: 0, rents: [] });

    // the entry: Add Tenant's, by the person who imported, source import
    const added = await addTenant(api, co.token, 'Typed Tenant');
    const [twin] = await entriesOf('tenant', added);
    const [entry] = await entriesOf('tenant', seventh.id);
    expect(entry).toMatchObject({
      action: 'importRun',
      source: 'import',
      kind: 'tenant',
      record_id: seventh.id,
      record_label: 'Bulk Tenant 7',
      actor: twin.actor,
    });
    expect(entry.changes.map((c) => c.field)).toEqual(twin.changes.map((c) => c.field));
    expect(entry.changes).toContainEqual({ field: 'idNumber', before: null, after: 'Bulk-7' });
  });

  it('a file with bad rows reports every error with its row and column, writes nothing and cannot run', async () => {
    const before = (await allTenants()).length;
    const rows = Array.from({ length: 8 }, (_, i) => tenantRow('Bad', i + 1));
    rows[1][0] = '';
    rows[2][2] = 'bad.3@';
    rows[3][1] = 'call me';
    rows[4][6] = '31/12/2030';
    rows[5][4] = 'Visa';
    rows[6] = [...rows[0]]; // row 2 pasted again, its email in capitals
    rows[6][2] = 'BAD.1@example.com';
    rows[7][1] = '';
    rows[7][5] = '';
    const checked = await checkCsv(api, co.token, 'tenants', csv([TENANT_HEADER, ...rows]));
    expect(checked).toMatchObject({ rows: 8, valid: 1 });
    expect(checked.errors).toEqual([
      { row: 3, column: 'name', value: '', message: 'Please provide all the required fields (name is empty)' },
      { row: 4, column: 'email', value: 'bad.3@', message: 'Please enter a valid email address' },
      { row: 5, column: 'phone', value: 'call me', message: 'Please enter a valid phone number' },
      { row: 6, column: 'idExpiry', value: '31/12/2030', message: 'Please enter a valid date.' },
      { row: 7, column: 'idType', value: 'Visa', message: 'ID type must be one of Passport, National ID, Driver License' },
      { row: 8, column: 'name', value: 'Bad Tenant 1', message: 'Same name and phone as row 2' },
      { row: 9, column: 'phone', value: '', message: 'Please provide all the required fields (phone is empty)' },
      { row: 9, column: 'idNumber', value: '', message: 'Please provide all the required fields (idNumber is empty)' },
    ]);
    await refusedRun(checked.importId);
    expect((await allTenants()).length).toBe(before);
  });

  it('undo removes the tenants with their entries', async () => {
    const before = (await allTenants()).length;
    const done = await importCsv(
      api,
      co.token,
      'tenants',
      csv([TENANT_HEADER, ...Array.from({ length: 4 }, (_, i) => tenantRow('Gone', i + 1))]),
    );
    expect(done.status).toBe('done');
    const gone = (await tenantByEmail('gone.2@example.com'))!;
    const state = await undo(api, co.token, done.importId);
    expect(state).toMatchObject({ status: 'undone', undone: 4 });
    expect((await allTenants()).length).toBe(before);
    expect((await get(rentRoutes.tenantGet.path.replace('{id}', gone.id))).status).toBe(404);
    const [removal] = await entriesOf('tenant', gone.id);
    expect(removal).toMatchObject({ action: 'importUndo', source: 'import', record_label: 'Gone Tenant 2' });
    expect(removal.changes).toContainEqual({ field: 'email', before: 'gone.2@example.com', after: null });
  });

  it('undo is refused naming the rows once a tenant has a rent', async () => {
    await addBuilding(api, co.token, 50, 1, 'Tenant Block');
    const room = await addRoom(api, co.token, 50, 1, 'T1');
    const done = await importCsv(
      api,
      co.token,
      'tenants',
      csv([TENANT_HEADER, ...Array.from({ length: 3 }, (_, i) => tenantRow('Kept', i + 1))]),
    );
    const renting = (await tenantByEmail('kept.3@example.com'))!;
    await addRent(api, co.token, room, renting.id);
    const refused = await undo(api, co.token, done.importId);
    expect(refused).toMatchObject({ status: 409, body: { message: 'Cannot undo: rows 4 are in use by other records' } });
    expect(await tenantByEmail('kept.1@example.com')).toBeDefined();
  });
});

// ───────────── tenants matched (issue 31) ─────────────

describe('tenants the company has', () => {
  const addTyped = async (company: Company, name: string, email: string, phone: string) => {
    const res = await api.call('POST', rentRoutes.tenantAdd.path, {
      token: company.token,
      body: {
        name,
        phone,
        email,
        address: '1 Old Road',
        idType: 'Passport',
        idNumber: `P-${name}`,
        idExpiry: '2035-01-01',
        idIssuingCountry: 'United Kingdom',
      },
    });
    expectStatus(res, 201);
    return res.body.id as string;
  };
  const exportOf = async (company: Company) =>
    toCsv(tenantExportColumns, (await reportRows(api, company.token, rentRoutes.tenantList.path)) as TenantRow[]);

  it('the Tenants export imported back: create refuses every row naming the tenant; upsert updates every one, none new', async () => {
    const home = await newCompany(api, 'Tenant Round Trip Co');
    // two of them share a family email
    const ids = [
      await addTyped(home, 'Ann Able', 'able.family@example.com', '07700 900101'),
      await addTyped(home, 'Bob Able', 'able.family@example.com', '07700 900102'),
      await addTyped(home, 'Cat Cole', 'cat@example.com', '07700 900103'),
    ];
    const exported = await exportOf(home);

    const created = await checkCsv(api, home.token, 'tenants', exported);
    expect(created).toMatchObject({ rows: 3, valid: 0, new: 0 });
    const named = (name: string, email: string) =>
      `Tenant already exists: ${name} (${email}). To change them, choose "update existing tenants" and validate again`;
    expect(created.errors.map(({ row, column, message }) => ({ row, column, message })).sort((a, b) => a.row - b.row)).toEqual([
      { row: 2, column: 'email', message: named('Cat Cole', 'cat@example.com') },
      { row: 3, column: 'email', message: named('Bob Able', 'able.family@example.com') },
      { row: 4, column: 'email', message: named('Ann Able', 'able.family@example.com') },
    ]);

    // upsert: the same file with one address changed updates the three, adds none
    const changed = exported.replace('"1 Old Road"', '"9 New Road"');
    const upsert = await checkCsv(api, home.token, 'tenants', changed, { mode: 'upsert' });
    expect(upsert).toMatchObject({ rows: 3, valid: 3, new: 0, updated: 3, errors: [] });
    expect(await run(api, home.token, upsert.importId)).toMatchObject({ status: 'done', done: 3, failed: 0 });
    const after = (await reportRows(api, home.token, rentRoutes.tenantList.path)) as TenantRow[];
    expect(after.map((t) => t.id).sort()).toEqual([...ids].sort());
    const moved = after.find((t) => t.address === '9 New Road')!;
    expect(moved.version).toBe(1);
    // Edit tenant's entry, by the import
    const [entry] = await entriesOf('tenant', moved.id, home);
    expect(entry).toMatchObject({
      action: 'importRun',
      source: 'import',
      changes: [{ field: 'address', before: '1 Old Road', after: '9 New Road' }],
    });
  });

  it('a tenant edited to a new email is found by it; one from before the lookups by the one-off backfill', async () => {
    const home = await newCompany(api, 'Tenant Lookups Co');
    const edited = await addTyped(home, 'Dan Dale', 'dan.old@example.com', '07700 900201');
    const page = await api.call('GET', rentRoutes.tenantGet.path.replace('{id}', edited), { token: home.token });
    const { id, address, idType, idNumber, idExpiry, idIssuingCountry, version } = page.body;
    expectStatus(
      await api.call('POST', rentRoutes.tenantUpdate.path, {
        token: home.token,
        body: {
          id,
          name: 'Daniel Dale',
          phone: '07700 900299',
          email: 'dan.new@example.com',
          address,
          idType,
          idNumber,
          idExpiry,
          idIssuingCountry,
          version,
        },
      }),
      200,
    );
    // written as tenants were before their lookup items existed (no lookup items, no backfill marker)
    const companyId = await companyIdOfToken(home.token);
    await putItem('seed', {
      Item: tenantToItem({
        companyId,
        tenantId: '01JOLDTENANT00000000000000',
        name: 'Old Olive',
        phone: '07700 900301',
        email: 'olive@example.com',
        address: '',
        idType: 'Passport',
        idNumber: 'P-OLD',
        idExpiry: '2035-01-01',
        idIssuingCountry: 'United Kingdom',
        createdAt: '2025-01-01T00:00:00.000Z',
      }),
    });
    await deleteItem('reset', { Key: tenantLookupsReady(companyId) });
    const row = (name: string, email: string, phone: string) => [
      name,
      phone,
      email,
      '',
      'Passport',
      `P-${name}`,
      '2035-01-01',
      'United Kingdom',
    ];
    const checked = await checkCsv(
      api,
      home.token,
      'tenants',
      csv([
        TENANT_HEADER,
        row('Someone Else', 'dan.new@example.com', '07700 900999'),
        row('Dan Dale', 'dan.old@example.com', '07700 900201'),
        row('Olive Old', 'olive@example.com', '07700 900301'),
      ]),
    );
    expect(checked.errors.map((e) => [e.row, e.message.split('.')[0]])).toEqual([
      [2, 'Tenant already exists: Daniel Dale (dan'],
      [4, 'Tenant already exists: Old Olive (olive@example'],
    ]);
    // the old email and name and phone name no one now: row 3 is new
    expect(checked).toMatchObject({ rows: 3, valid: 1, new: 1 });
  });
});
