/**
 * The Export CSV columns of the rent lists (IMPORT.md "Export"), pure so they are unit-tested. Tenants carry their
 * import template's headers and values, dates ISO as Add Tenant takes them (the file imports back); rooms start with
 * the rooms template's columns (the level as the screens label it: G, 1, 2…), then what the room card shows;
 * maintenance carries the columns its screen shows, dates en-GB and amounts as plain decimals, as the reports do.
 * Types only from the shared schemas.
 */
import type { MaintenanceRow } from '../../../../shared/rent/maintenance-schemas.ts';
import type { RoomRow, TenantRow } from '../../../../shared/rent/schemas.ts';
import { floorLabel } from '../../../../shared/rent/floors.ts';
import { csvAmount, csvDate, type CsvColumn } from '../../lib/csv.ts';
import { importTemplateColumns } from '../../lib/import-columns.ts';
import { roomCardStatus } from './status.ts';

export const tenantExportColumns: CsvColumn<TenantRow>[] = importTemplateColumns('tenants', {
  name: (t) => t.name,
  phone: (t) => t.phone,
  email: (t) => t.email,
  address: (t) => t.address,
  idType: (t) => t.idType,
  idNumber: (t) => t.idNumber,
  // yyyy-mm-dd, not en-GB: the import takes Add Tenant's format
  idExpiry: (t) => t.idExpiry,
  idIssuingCountry: (t) => t.idIssuingCountry,
});

/** A level's rooms: building number, floor label and room number as the rooms import takes them, then the card's status, tenant and rent. */
export const roomExportColumns = (today?: string): CsvColumn<RoomRow>[] =>
  importTemplateColumns(
    'rooms',
    {
      building_number: (r) => r.building_id,
      // the floor as the screens label it (G, 1, 2…), as the rooms import reads it
      level: (r) => floorLabel(r.level),
      room_number: (r) => r.room_number,
    },
    [
      { header: 'Status', value: (r) => roomCardStatus(r, today).label },
      { header: 'Tenant', value: (r) => (r.current_rent_id ? r.tenant_name : '') },
      { header: 'Rent', value: (r) => (r.current_rent_id ? csvAmount(r.rent_price) : '') },
      { header: 'Open requests', value: (r) => r.open_maintenance },
    ],
  );

export const maintenanceExportColumns: CsvColumn<MaintenanceRow>[] = [
  { header: 'Request', value: (r) => r.title },
  { header: 'Building', value: (r) => r.building_name },
  { header: 'Room', value: (r) => r.room_number },
  { header: 'Priority', value: (r) => r.priority },
  { header: 'Status', value: (r) => r.status },
  { header: 'Due', value: (r) => csvDate(r.due_date) },
  { header: 'Past due', value: (r) => (r.past_due ? 'Yes' : 'No') },
  { header: 'Assignee', value: (r) => r.assignee?.name ?? '' },
  { header: 'Cost', value: (r) => csvAmount(r.cost) },
];
