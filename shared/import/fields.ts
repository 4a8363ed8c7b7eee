/**
 * What can be imported and under which columns (IMPORT.md "Import"). Plain constants and pure functions with no
 * imports: the SPA's list pages (Export CSV uses the template headers) and the Import screen load it, as do the
 * import Lambdas and the worker.
 *
 * A kind's fields are its template's headers, which are the add calls' field names as the lists show them, so an
 * Export CSV of a list imports back (the round trip). Items add one `stock:<warehouse name>` column per warehouse
 * for opening stock.
 */
export const IMPORT_KINDS = ['items', 'suppliers', 'customers', 'tenants', 'rooms'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const isImportKind = (v: unknown): v is ImportKind => (IMPORT_KINDS as readonly unknown[]).includes(v);

export const IMPORT_FIELDS = {
  items: ['name', 'sku', 'barcode', 'description', 'category', 'purchase_price', 'sales_price', 'unit_of_measure'],
  suppliers: ['name', 'contact_name', 'contact_phone', 'contact_email', 'address'],
  customers: ['name', 'contact_name', 'contact_phone', 'contact_email', 'address'],
  tenants: ['name', 'phone', 'email', 'address', 'idType', 'idNumber', 'idExpiry', 'idIssuingCountry'],
  rooms: ['building_number', 'level', 'room_number'],
} as const satisfies Record<ImportKind, readonly string[]>;

/** Fields a file must map (the others may be left out: an empty value, as the add call's optional fields). */
export const REQUIRED_FIELDS: Record<ImportKind, readonly string[]> = {
  items: ['name', 'sku', 'barcode', 'description', 'category', 'purchase_price', 'sales_price', 'unit_of_measure'],
  suppliers: ['name', 'contact_name', 'contact_phone', 'contact_email', 'address'],
  customers: ['name', 'contact_name', 'contact_phone', 'contact_email', 'address'],
  tenants: ['name', 'phone', 'email', 'idType', 'idNumber', 'idExpiry', 'idIssuingCountry'],
  rooms: ['building_number', 'level', 'room_number'],
};

/** The kinds an import may update (mode `upsert`): items matched by SKU, tenants by email, then name and phone. */
export const UPSERT_KINDS: readonly ImportKind[] = ['items', 'tenants'];

/** The screen's name of each kind. */
/**
 * The app each kind belongs to (ROLES.md "Apps"): an account without that app cannot import the kind. The names are
 * shared/account/permissions.ts's APPS (this module imports nothing).
 */
export const IMPORT_KIND_APPS = {
  items: 'inventory',
  suppliers: 'inventory',
  customers: 'inventory',
  tenants: 'rent',
  rooms: 'rent',
} as const satisfies Record<ImportKind, 'rent' | 'inventory'>;

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  items: 'Items',
  suppliers: 'Suppliers',
  customers: 'Customers',
  tenants: 'Tenants',
  rooms: 'Rooms',
};

/** Items: `stock:Main` is the opening stock in the warehouse named Main. */
export const STOCK_PREFIX = 'stock:';
export const stockField = (warehouseName: string) => `${STOCK_PREFIX}${warehouseName}`;

export const IMPORT_LIMITS = {
  /** The largest file (the presigned PUT's limit too). */
  maxBytes: 10 * 1024 * 1024,
  /** Data rows, the header not counted. */
  maxRows: 50_000,
  /** Errors kept and listed for one file: every error of any file a person would fix by hand. */
  maxErrors: 10_000,
} as const;

/** The mapping's value for a column the import leaves out. */
export const SKIP_COLUMN = '';

/** Case, spaces, underscores and hyphens ignored: "Purchase Price", "purchase_price" and "PURCHASE-PRICE" are one. */
export const headerKey = (header: string) => {
  const trimmed = header.trim();
  const colon = trimmed.indexOf(':');
  // a stock column keeps its warehouse's name apart: "Stock: Main Store" → "stock:mainstore"
  if (colon > 0 && squash(trimmed.slice(0, colon)) === 'stock') return `stock:${squash(trimmed.slice(colon + 1))}`;
  return squash(trimmed);
};
const squash = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');

/**
 * The first mapping the screen offers: each header to the field whose name it matches (case and spacing
 * ignored), else left out. A field is matched once (the first header that names it).
 */
export function matchColumns(headers: readonly string[], fields: readonly string[]): Record<string, string> {
  const byKey = new Map(fields.map((f) => [headerKey(f), f]));
  const used = new Set<string>();
  const mapping: Record<string, string> = {};
  for (const header of headers) {
    const field = byKey.get(headerKey(header));
    if (field && !used.has(field)) {
      used.add(field);
      mapping[header] = field;
    } else mapping[header] = SKIP_COLUMN;
  }
  return mapping;
}

/** Comma or semicolon: the one the header line has more of, outside quotes. */
export function delimiterOf(firstLine: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of firstLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/** The row number a spreadsheet shows for the data row at `index` (0-based): row 1 is the header. */
export const spreadsheetRow = (index: number) => index + 2;

/**
 * A cell as the file holds it → the text stored: trimmed, and the apostrophe our Export CSV puts before text a
 * spreadsheet would run as a formula ("'=HYPERLINK(…)") taken off again, so an export imports back unchanged.
 * Formula-looking text is stored as text, never evaluated.
 */
export function cellText(raw: string | undefined): string {
  const text = (raw ?? '').trim();
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
}
