/**
 * Export CSV of every paged list (IMPORT.md "Export"): the importable kinds carry exactly their import template's
 * headers with the values the import takes (and read back through the import's parser and column matching to the
 * same text), the other lists the columns their screen shows, dates en-GB and amounts as plain decimals.
 */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCsv } from '../../functions/import/parse.ts';
import type { Expense } from '../../shared/inventory/finance.ts';
import type { InvoiceListEntry } from '../../shared/inventory/invoices.ts';
import type { PurchaseOrderSummary } from '../../shared/inventory/purchase-orders.ts';
import type { SalesOrderSummary } from '../../shared/inventory/sales-orders.ts';
import type { Partner, Product, Warehouse } from '../../shared/inventory/schemas.ts';
import type { LowStockItem, WarehouseStockFigures } from '../../shared/inventory/stock-dashboard.ts';
import { cellText, IMPORT_FIELDS, matchColumns, SKIP_COLUMN, type ImportKind } from '../../shared/import/fields.ts';
import type { MaintenanceRow } from '../../shared/rent/maintenance-schemas.ts';
import type { RoomRow, TenantRow } from '../../shared/rent/schemas.ts';
import {
  customerExportColumns,
  expenseExportColumns,
  invoiceExportColumns,
  itemExportColumns,
  lowStockExportColumns,
  purchaseOrderExportColumns,
  salesOrderExportColumns,
  supplierExportColumns,
  warehouseExportColumns,
  warehouseStockExportColumns,
} from '../../web/src/features/inventory/export-columns.ts';
import { maintenanceExportColumns, roomExportColumns, tenantExportColumns } from '../../web/src/features/rent/export-columns.ts';
import { toCsv, type CsvColumn } from '../../web/src/lib/csv.ts';

const TODAY = '2026-03-10';

const item: Product = {
  id: 'i1',
  name: 'Ream, A4',
  sku: 'RM-1',
  barcode: '4000000000091',
  description: '=HYPERLINK("x") 80 gsm',
  category: 'Office Supplies',
  category_id: 'c1',
  purchase_price: 4.5,
  sales_price: 9,
  unit_of_measure: 'pcs',
  stock: 12,
  version: 3,
};

const partner: Partner = {
  id: 'p1',
  name: 'Acme "Paper" Ltd',
  contact_name: 'Pat Page',
  contact_phone: '+44 20 7946 0001',
  contact_email: 'pat@acme.example',
  address: '1 Mill Lane\nLeeds',
  version: 0,
};

const tenant: TenantRow = {
  id: 't1',
  name: 'Zoë Able',
  phone: '+44 7700 900123',
  email: 'zoe@example.com',
  address: '',
  idType: 'Passport',
  idNumber: '123456789',
  idExpiry: '2030-12-31',
  idIssuingCountry: 'United Kingdom',
  version: 2,
};

const room: RoomRow = {
  id: 'r1',
  room_number: '101',
  building_id: 3,
  level: 2,
  rent_price: 1200,
  rent_payment_status: 'Overdue',
  current_rent_id: 'rent1',
  deposit: 500,
  rent_start_date: '2026-01-01',
  rent_end_date: '2026-12-31',
  tenant_name: 'Ann Able',
  tenant_phone: '07700 900123',
  open_maintenance: 1,
  version: 0,
};

const vacantRoom: RoomRow = {
  ...room,
  id: 'r2',
  room_number: '102',
  rent_price: null,
  rent_payment_status: 'Paid',
  current_rent_id: null,
  deposit: null,
  rent_start_date: null,
  rent_end_date: null,
  tenant_name: 'Former Tenant',
  tenant_phone: null,
  open_maintenance: 0,
};

const purchaseOrder: PurchaseOrderSummary = {
  purchase_order_id: 12,
  order_number: 'PO-00012',
  supplier_id: 'p1',
  supplier_name: 'Acme Paper',
  warehouse_id: 'w1',
  warehouse_name: 'Main',
  created_at: '2026-03-04T10:00:00.000Z',
  order_date: '2026-03-05',
  total_items: 2,
  total_ordered_quantity: 10,
  total_received_quantity: 4,
  paid: 20,
  returned_credit: 4.5,
  total_amount: 45,
  amount_due: 20.5,
  status: 'Partially Received',
  payment_status: 'Partially Paid',
};

const salesOrder: SalesOrderSummary = {
  sales_order_id: 7,
  order_number: 'SO-00007',
  customer_id: 'c1',
  customer_name: 'Bo Buyer',
  warehouse_id: 'w1',
  warehouse_name: 'Main',
  created_at: '2026-02-28T23:30:00.000Z',
  order_date: '',
  total_items: 1,
  total_ordered_quantity: 3,
  total_delivered_quantity: 3,
  paid: 27,
  returned_credit: 0,
  total_amount: 27,
  amount_due: 0,
  status: 'Fulfilled',
  payment_status: 'Paid',
};

const invoice: InvoiceListEntry = {
  id: 'inv1',
  name: 'Acme Paper',
  invoice_number: 'INV-0001',
  invoice_date: '2026-03-05',
  due_date: '2026-04-04',
  status: 'Partially Paid',
  paid_amount: 20,
  total_due_amount: 20.5,
  order_id: 12,
  order_number: 'PO-00012',
};

const maintenance: MaintenanceRow = {
  id: 'm1',
  room_id: 'r1',
  room_number: '101',
  building_id: 3,
  building_name: 'North Block',
  level: 2,
  title: 'Leaking tap',
  description: 'Kitchen',
  priority: 'Urgent',
  status: 'In progress',
  reported_at: '2026-03-01T09:00:00.000Z',
  due_date: '2026-03-08',
  assignee: { id: 'u1', name: 'Frank Fixer', email: 'frank@example.com' },
  cost: 85.5,
  photos_count: 0,
  source: 'staff',
  tenant: null,
  past_due: true,
  version: 1,
};

/** The header line and the data lines of a file. */
const csvOf = <Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]) => toCsv(columns, rows);

describe('the importable kinds: exactly the import template’s headers', () => {
  it.each<[ImportKind, readonly CsvColumn<never>[]]>([
    ['items', itemExportColumns],
    ['suppliers', supplierExportColumns],
    ['customers', customerExportColumns],
    ['tenants', tenantExportColumns],
  ])('%s', (kind, columns) => {
    expect(columns.map((c) => c.header)).toEqual([...IMPORT_FIELDS[kind]]);
  });

  it('rooms: the template’s headers first, then what the room card shows', () => {
    const headers = roomExportColumns(TODAY).map((c) => c.header);
    expect(headers.slice(0, IMPORT_FIELDS.rooms.length)).toEqual([...IMPORT_FIELDS.rooms]);
    expect(headers.slice(IMPORT_FIELDS.rooms.length)).toEqual(['Status', 'Tenant', 'Rent', 'Open requests']);
  });
});

describe('one row of each list', () => {
  it.each<[string, string]>([
    ['items: the category by name, prices as plain decimals, no stock; a formula kept text', csvOf(itemExportColumns, [item])],
    ['suppliers', csvOf(supplierExportColumns, [partner])],
    ['customers', csvOf(customerExportColumns, [partner])],
    ['tenants: the ID expiry ISO, as Add Tenant takes it (not en-GB)', csvOf(tenantExportColumns, [tenant])],
    [
      'rooms: building number, floor label (level 2 is 1) and room number, then status, current tenant, rent and open requests',
      csvOf(roomExportColumns(TODAY), [room, vacantRoom]),
    ],
    ['warehouses', csvOf(warehouseExportColumns, [{ id: 'w1', name: 'Main', location: 'Leeds', version: 0 } satisfies Warehouse])],
    [
      'stock per warehouse',
      csvOf(warehouseStockExportColumns, [
        { id: 'w1', name: 'Main', location: 'Leeds', items: 3, units: 1250 } satisfies WarehouseStockFigures,
      ]),
    ],
    [
      'low stock: the level as the legend words it',
      csvOf(lowStockExportColumns, [
        { id: 'i1', name: 'Ream', sku: 'RM-1', barcode: 'b', category: 'General', stock: 4, level: 'red' },
        { id: 'i2', name: 'Pen', sku: 'PN-1', barcode: 'c', category: 'General', stock: 18, level: 'yellow' },
      ] satisfies LowStockItem[]),
    ],
    ['purchase orders: the report’s columns, with the item count', csvOf(purchaseOrderExportColumns, [purchaseOrder])],
    ['sales orders: no order date falls back to the day it was created', csvOf(salesOrderExportColumns, [salesOrder])],
    ['purchase invoices', csvOf(invoiceExportColumns('Supplier'), [invoice])],
    ['sales invoices', csvOf(invoiceExportColumns('Customer'), [{ ...invoice, name: 'Bo Buyer', status: 'Overdue' }])],
    [
      'expenses',
      csvOf(expenseExportColumns, [
        {
          id: 'e1',
          category_id: 'x',
          category: 'Utilities',
          amount: 1234.5,
          description: 'Power',
          date: '2026-03-05',
          created_at: '2026-03-05T12:00:00.000Z',
          version: 0,
        },
      ] satisfies Expense[]),
    ],
    [
      'maintenance: building and room apart, due en-GB, cost as a plain decimal',
      csvOf(maintenanceExportColumns, [
        maintenance,
        { ...maintenance, id: 'm2', due_date: null, past_due: false, assignee: null, cost: null },
      ]),
    ],
  ])('%s', (name, csv) => {
    expect(csv).toBe(EXPECTED[name]);
  });
});

const EXPECTED: Record<string, string> = {
  'items: the category by name, prices as plain decimals, no stock; a formula kept text':
    '"name","sku","barcode","description","category","purchase_price","sales_price","unit_of_measure"\r\n' +
    '"Ream, A4","RM-1","4000000000091","\'=HYPERLINK(""x"") 80 gsm","Office Supplies","4.50","9.00","pcs"\r\n',
  suppliers:
    '"name","contact_name","contact_phone","contact_email","address"\r\n' +
    '"Acme ""Paper"" Ltd","Pat Page","\'+44 20 7946 0001","pat@acme.example","1 Mill Lane\nLeeds"\r\n',
  customers:
    '"name","contact_name","contact_phone","contact_email","address"\r\n' +
    '"Acme ""Paper"" Ltd","Pat Page","\'+44 20 7946 0001","pat@acme.example","1 Mill Lane\nLeeds"\r\n',
  'tenants: the ID expiry ISO, as Add Tenant takes it (not en-GB)':
    '"name","phone","email","address","idType","idNumber","idExpiry","idIssuingCountry"\r\n' +
    '"Zoë Able","\'+44 7700 900123","zoe@example.com","","Passport","123456789","2030-12-31","United Kingdom"\r\n',
  'rooms: building number, floor label (level 2 is 1) and room number, then status, current tenant, rent and open requests':
    '"building_number","level","room_number","Status","Tenant","Rent","Open requests"\r\n' +
    '"3","1","101","Overdue","Ann Able","1200.00","1"\r\n' +
    '"3","1","102","Vacant","","","0"\r\n',
  warehouses: '"Name","Location"\r\n"Main","Leeds"\r\n',
  'stock per warehouse': '"Warehouse","Location","Items in stock","Units","In transit"\r\n"Main","Leeds","3","1250","0"\r\n',
  'low stock: the level as the legend words it':
    '"Item","SKU","Category","Stock","Level"\r\n"Ream","RM-1","General","4","5 or fewer"\r\n"Pen","PN-1","General","18","20 or fewer"\r\n',
  'purchase orders: the report’s columns, with the item count':
    '"Order No.","Date","Supplier","Warehouse","Items","Received / Ordered","Status","Total","Returned","Paid","Due","Payment"\r\n' +
    '"PO-00012","05/03/2026","Acme Paper","Main","2","4 / 10","Partially Received","45.00","4.50","20.00","20.50","Partially Paid"\r\n',
  'sales orders: no order date falls back to the day it was created':
    '"Order No.","Date","Customer","Warehouse","Items","Delivered / Ordered","Fulfilment","Total","Returned","Paid","Due","Payment"\r\n' +
    '"SO-00007","28/02/2026","Bo Buyer","Main","1","3 / 3","Fulfilled","27.00","0.00","27.00","0.00","Paid"\r\n',
  'purchase invoices':
    '"Invoice No.","Supplier","Order No.","Invoice Date","Due Date","Status","Paid","Due"\r\n' +
    '"INV-0001","Acme Paper","PO-00012","05/03/2026","04/04/2026","Partially Paid","20.00","20.50"\r\n',
  'sales invoices':
    '"Invoice No.","Customer","Order No.","Invoice Date","Due Date","Status","Paid","Due"\r\n' +
    '"INV-0001","Bo Buyer","PO-00012","05/03/2026","04/04/2026","Overdue","20.00","20.50"\r\n',
  expenses: '"Category","Amount","Description","Date"\r\n"Utilities","1234.50","Power","05/03/2026"\r\n',
  'maintenance: building and room apart, due en-GB, cost as a plain decimal':
    '"Request","Building","Room","Priority","Status","Due","Past due","Assignee","Cost"\r\n' +
    '"Leaking tap","North Block","101","Urgent","In progress","08/03/2026","Yes","Frank Fixer","85.50"\r\n' +
    '"Leaking tap","North Block","101","Urgent","In progress","","No","",""\r\n',
};

/** The file as the import reads it: its parser, its first column matching, its cell text. */
async function importedCells(kind: ImportKind, csv: string): Promise<Record<string, string>[]> {
  let mapping: Record<string, string> = {};
  let header: string[] = [];
  const rows: Record<string, string>[] = [];
  for await (const part of readCsv(Readable.from([Buffer.from(`\uFEFF${csv}`)]))) {
    if ('header' in part) {
      header = part.header;
      mapping = matchColumns(header, IMPORT_FIELDS[kind]);
    } else {
      const cells: Record<string, string> = {};
      part.cells.forEach((cell, i) => {
        if (mapping[header[i]] !== SKIP_COLUMN) cells[mapping[header[i]]] = cellText(cell);
      });
      rows.push(cells);
    }
  }
  expect(Object.values(mapping).filter((f) => f !== SKIP_COLUMN)).toEqual([...IMPORT_FIELDS[kind]]);
  return rows;
}

describe('an export reads back through the import as the values it was made from', () => {
  it('items', async () => {
    expect(await importedCells('items', csvOf(itemExportColumns, [item]))).toEqual([
      {
        name: item.name,
        sku: item.sku,
        barcode: item.barcode,
        description: item.description,
        category: 'Office Supplies',
        purchase_price: '4.50',
        sales_price: '9.00',
        unit_of_measure: 'pcs',
      },
    ]);
  });

  it.each<['suppliers' | 'customers', CsvColumn<Partner>[]]>([
    ['suppliers', supplierExportColumns],
    ['customers', customerExportColumns],
  ])('%s', async (kind, columns) => {
    const { id: _id, version: _version, ...fields } = partner;
    expect(await importedCells(kind, csvOf(columns, [partner]))).toEqual([fields]);
  });

  it('tenants: the phone’s formula guard comes off again', async () => {
    const { id: _id, version: _version, ...fields } = tenant;
    expect(await importedCells('tenants', csvOf(tenantExportColumns, [tenant]))).toEqual([fields]);
  });

  it('rooms: the three template columns are matched, the card’s columns left out', async () => {
    expect(await importedCells('rooms', csvOf(roomExportColumns(TODAY), [room]))).toEqual([
      { building_number: '3', level: '1', room_number: '101' },
    ]);
  });
});
