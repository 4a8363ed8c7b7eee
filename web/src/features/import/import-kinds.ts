/** What the Import screen says and links to for each kind (IMPORT.md "Kinds"). */
import type { AppName } from '../../../../shared/account/permissions.ts';
import {
  IMPORT_FIELDS,
  IMPORT_KIND_ACCESS,
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  REQUIRED_FIELDS,
  SKIP_COLUMN,
  STOCK_PREFIX,
  stockField,
  type ImportKind,
} from '../../../../shared/import/fields.ts';
import { IMPORT_MESSAGES as M } from '../../../../shared/import/messages.ts';
import { paths } from '../../config/paths.ts';
import type { Powers } from '../../lib/powers.ts';

/** The app a kind belongs to: its toolbar shows above the screen. */
export type ImportApp = AppName;

/**
 * May this account import `kind`? `import.run` (a write: not accountants or viewers, who reach the access page
 * instead: the page guard), and the kind's app (ROLES.md "Apps": a rent-only account imports no items).
 */
export const mayImport = (powers: Pick<Powers, 'can' | 'hasApp'> & Partial<Pick<Powers, 'wholeCompany'>>, kind: ImportKind) => {
  const access = IMPORT_KIND_ACCESS[kind];
  // rooms and items (with stock) land in buildings or warehouses: every one of them is needed (the server's rule)
  const everywhere = !access.wholeCompany || (powers.wholeCompany?.(access.wholeCompany) ?? true);
  return powers.can('import.run') && powers.hasApp(access.app) && everywhere;
};

/** The kinds this account may import, in the screen's order. */
export const importableKinds = (powers: Pick<Powers, 'can' | 'hasApp'> & Partial<Pick<Powers, 'wholeCompany'>>) =>
  IMPORT_KINDS.filter((kind) => mayImport(powers, kind));

/** The toolbar above the screen: the kind's app, or with no kind the first app the account has. */
export const importApp = (powers: Pick<Powers, 'hasApp'>, kind: ImportKind | null): ImportApp =>
  kind ? IMPORT_KIND_ACCESS[kind].app : powers.hasApp('inventory') ? 'inventory' : 'rent';

interface KindView {
  /** The list the kind's records show in, and its name on the link back. */
  listHref: string;
  listLabel: string;
  /** One record and several, in a sentence ("1 item", "3 items"). */
  one: string;
  many: string;
  /** Kinds an import may update (UPSERT_KINDS): how the screen words the choice. */
  matching?: { legend: string; create: string; createHint: string; upsert: string; upsertHint: string };
}

export const KIND_VIEW: Record<ImportKind, KindView> = {
  items: {
    listHref: paths.inventory.items.href(),
    listLabel: 'Items',
    one: 'item',
    many: 'items',
    matching: {
      legend: 'Items whose SKU exists already',
      create: 'Create new items only',
      createHint: 'A row with a SKU that exists is an error.',
      upsert: 'Create new and update existing items (matched by SKU)',
      upsertHint: "A row with a SKU that exists updates that item's details.",
    },
  },
  suppliers: { listHref: paths.inventory.suppliers.href(), listLabel: 'Suppliers', one: 'supplier', many: 'suppliers' },
  customers: { listHref: paths.inventory.customers.href(), listLabel: 'Customers', one: 'customer', many: 'customers' },
  tenants: {
    listHref: paths.rent.tenants.href(),
    listLabel: 'Tenants',
    one: 'tenant',
    many: 'tenants',
    matching: {
      legend: 'Tenants who exist already',
      create: 'Create new tenants only',
      createHint: 'A row with the email, or the name and phone, of a tenant is an error naming that tenant.',
      upsert: 'Create new and update existing tenants (matched by email, then name and phone)',
      upsertHint: "A row that matches a tenant updates that tenant's details, as Edit tenant does.",
    },
  },
  // rooms are listed per level of a building: back to the buildings
  rooms: { listHref: paths.rent.buildings.href(), listLabel: 'Buildings', one: 'room', many: 'rooms' },
};

export const kindLabel = (kind: ImportKind) => IMPORT_KIND_LABELS[kind];

/** "1 item", "1,204 items". */
export const countOf = (kind: ImportKind, n: number) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? KIND_VIEW[kind].one : KIND_VIEW[kind].many}`;

/** "1 row", "5,000 rows". */
export const rowsText = (n: number) => `${n.toLocaleString('en-GB')} ${n === 1 ? 'row' : 'rows'}`;

/** The fields a column can be mapped to: the kind's, and for items one opening-stock field per warehouse. */
export function fieldsOf(kind: ImportKind, warehouseNames: readonly string[]): string[] {
  return [...IMPORT_FIELDS[kind], ...(kind === 'items' ? warehouseNames.map(stockField) : [])];
}

/** A field as the column picker names it: "sku (required)", "Opening stock: Main Store". */
export function fieldLabel(kind: ImportKind, field: string): string {
  if (field.startsWith(STOCK_PREFIX)) return `Opening stock: ${field.slice(STOCK_PREFIX.length)}`;
  // purchase_price → "Purchase price", idIssuingCountry → "ID issuing country"
  const words = field
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/^id\b/, 'ID');
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  return REQUIRED_FIELDS[kind].includes(field) ? `${label} (required)` : label;
}

/** What stops a mapping before it is validated: required fields no column is mapped to, and fields mapped twice. */
export function mappingProblems(kind: ImportKind, mapping: Readonly<Record<string, string>>): { missing: string[]; twice: string[] } {
  const mapped = Object.values(mapping).filter((f) => f !== SKIP_COLUMN);
  return {
    missing: REQUIRED_FIELDS[kind].filter((f) => !mapped.includes(f)),
    twice: [...new Set(mapped.filter((f, i) => mapped.indexOf(f) !== i))],
  };
}

/** The sentences of those problems (the validation's own words for a field mapped twice). */
export function mappingProblemText(problems: { missing: string[]; twice: string[] }): string[] {
  return [
    ...(problems.missing.length
      ? [`Required ${problems.missing.length === 1 ? 'field' : 'fields'} not mapped: ${problems.missing.join(', ')}`]
      : []),
    ...problems.twice.map((f) => M.fieldTwice(f)),
  ];
}
