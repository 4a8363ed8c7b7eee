/**
 * The audit trail in people's words, once, for the History panel and the Activity page (and its CSV). Entries keep
 * the API's names (CORRECTIONS.md: fields as the API's bodies name them); this is the view of them: actions and
 * kinds as words, each field under the label its form gives it, ids as the record's name with a link to it, money
 * and dates formatted, instants en-GB in the company's time zone, internal fields (link ids, ids whose record's
 * name the entry shows beside them) left out.
 */
import {
  SYSTEM_ACTIONS,
  AUDIT_KINDS,
  type AuditActor,
  type AuditChange,
  type AuditEntry,
  type AuditKind,
  type AuditValue,
} from '../../../../shared/audit/types.ts';
import { formatDate, formatDateTime, formatMoney } from '../../../../shared/domain/format.ts';
import { paths } from '../../config/paths.ts';

const KIND_WORDS: Record<AuditKind, string> = {
  building: 'Building',
  room: 'Room',
  tenant: 'Tenant',
  rent: 'Rent',
  payment: 'Payment',
  item: 'Item',
  warehouse: 'Warehouse',
  category: 'Category',
  supplier: 'Supplier',
  customer: 'Customer',
  purchase_order: 'Purchase order',
  sales_order: 'Sales order',
  invoice: 'Invoice',
  expense: 'Expense',
  account: 'Linked account',
  settings: 'Company settings',
  maintenance: 'Maintenance request',
  transfer: 'Transfer',
  stock_count: 'Stock count',
};

/** 'purchase_order' → "Purchase order" (an unknown kind as it came). */
export const kindInWords = (kind: string): string => KIND_WORDS[kind as AuditKind] ?? kind;

/** Every kind, in the contract's order, for a filter. */
export const AUDIT_KIND_OPTIONS = AUDIT_KINDS.map((kind) => ({ value: kind, label: KIND_WORDS[kind] }));

/**
 * Every action an entry can name, as words: each mutating route of the manifest by its name, and the product's own
 * actions (tests/unit/web-audit-text.test.ts fails when a route or a system action has none).
 */
export const ACTION_WORDS: Readonly<Record<string, string>> = {
  [SYSTEM_ACTIONS.automationRun]: 'Automatic run',
  [SYSTEM_ACTIONS.seedDemo]: 'Demo data',
  [SYSTEM_ACTIONS.seedDemoRent]: 'Demo data',
  [SYSTEM_ACTIONS.seedDemoMaintenance]: 'Demo data',
  [SYSTEM_ACTIONS.demoData]: 'Demo data',
  // platform and account
  whoami: 'Checked the sign-in',
  contactSubmit: 'Sent a message',
  authSignup: 'Signed up',
  authLogin: 'Signed in',
  authForgotPassword: 'Asked for a password reset',
  authResetPassword: 'Reset the password',
  addLinkedAccount: 'Linked an account',
  updateLinkedAccount: 'Edited a linked account',
  deleteLinkedAccount: 'Unlinked an account',
  invite: 'Invited someone',
  inviteRevoke: 'Withdrew an invitation',
  acceptInvite: 'Accepted an invitation',
  changeMasterPassword: 'Changed the master password',
  saveRentSettings: 'Changed the automation settings',
  automationRun: 'Run now',
  // rent
  buildingAdd: 'Added a building',
  buildingUpdate: 'Edited the building',
  buildingDelete: 'Deleted the building',
  roomAdd: 'Added a room',
  roomUpdate: 'Edited the room',
  roomDelete: 'Deleted the room',
  rentAdd: 'Added a rent',
  rentUpdate: 'Edited the rent',
  rentDelete: 'Deleted the rent',
  tenantAdd: 'Added a tenant',
  tenantUpdate: 'Edited the tenant',
  tenantDelete: 'Deleted the tenant',
  tenantCheckout: 'Checked out',
  payRent: 'Recorded a rent payment',
  reportRevenue: 'Revenue report',
  rentInvoicePrint: 'Downloaded an invoice',
  rentInvoiceLinkCreate: 'Shared an invoice link',
  rentInvoiceEmail: 'Emailed an invoice',
  rentInvoiceLinkRevoke: 'Revoked an invoice link',
  rentPaymentVoid: 'Voided a rent payment',
  waiveFee: 'Waived a late fee',
  sendReminder: 'Sent a reminder',
  maintenanceAdd: 'Reported a maintenance request',
  maintenanceUpdate: 'Edited the maintenance request',
  maintenanceNote: 'Added a note',
  maintenancePhoto: 'Added a photo',
  // inventory
  warehouseAdd: 'Added a warehouse',
  warehouseUpdate: 'Edited the warehouse',
  warehouseDelete: 'Deleted the warehouse',
  supplierAdd: 'Added a supplier',
  supplierUpdate: 'Edited the supplier',
  supplierDelete: 'Deleted the supplier',
  customerAdd: 'Added a customer',
  customerUpdate: 'Edited the customer',
  customerDelete: 'Deleted the customer',
  productCategoryAdd: 'Added a category',
  productCategoryUpdate: 'Renamed the category',
  productCategoryDelete: 'Deleted the category',
  productArchive: 'Archived or restored the item',
  productDelete: 'Deleted the item',
  productAdd: 'Added an item',
  productUpdate: 'Edited the item',
  productImageUpload: 'Changed the item image',
  productItemsWithStock: 'Looked up items with stock',
  labelsPrint: 'Printed labels',
  stockAdd: 'Added stock',
  stockAdjust: 'Adjusted stock',
  reorderRuleSet: 'Set the reorder rule',
  purchaseOrderAdd: 'Added a purchase order',
  purchaseOrderUpdate: 'Edited the purchase order',
  purchaseOrderCancel: 'Cancelled the purchase order',
  purchaseOrderClose: 'Closed the purchase order',
  purchaseOrderPlace: 'Placed the draft order',
  purchaseOrderDelete: 'Deleted the draft order',
  purchasePaymentAdd: 'Recorded a purchase payment',
  purchasePaymentVoid: 'Voided a purchase payment',
  purchaseReceiveItem: 'Received items',
  purchaseReturnItems: 'Returned items to the supplier',
  purchaseInvoiceGenerate: 'Made the purchase invoice',
  purchaseInvoiceUpdate: 'Edited the purchase invoice',
  salesOrderAdd: 'Added a sales order',
  salesOrderUpdate: 'Edited the sales order',
  salesOrderCancel: 'Cancelled the sales order',
  salesOrderClose: 'Closed the sales order',
  salesPaymentAdd: 'Recorded a sales payment',
  salesPaymentVoid: 'Voided a sales payment',
  salesWarehouseAssign: 'Chose the fulfilment warehouse',
  salesFulfilmentSave: 'Delivered items',
  salesReturnItems: 'Took back returned items',
  salesInvoiceGenerate: 'Made the sales invoice',
  salesInvoiceUpdate: 'Edited the sales invoice',
  salesInvoiceLinkCreate: 'Shared an invoice link',
  salesInvoiceEmail: 'Emailed an invoice',
  salesInvoiceLinkRevoke: 'Revoked an invoice link',
  expenseAdd: 'Added an expense',
  expenseUpdate: 'Edited the expense',
  expenseDelete: 'Deleted the expense',
  replenishmentDraftOrders: 'Draft orders from Replenishment',
  countAdd: 'Started a stock count',
  countRecord: 'Recorded counts',
  countRecordRows: 'Recorded counts from a file',
  // the same call's name before the browser read the file (entries written then keep it)
  countRecordCsv: 'Recorded counts from a file',
  countComplete: 'Completed the stock count',
  countCancel: 'Cancelled the stock count',
  transferAdd: 'Requested a transfer',
  transferUpdate: 'Edited the transfer',
  transferShip: 'Shipped the transfer',
  transferReceive: 'Received transferred stock',
  transferClose: 'Closed the transfer',
  transferCancel: 'Cancelled the transfer',
  // import
  importUploadUrl: 'Uploaded an import file',
  importValidate: 'Checked an import file',
  importRun: 'Imported from a file',
  importUndo: 'Undid an import',
  // portal (the tenant's or customer's own actions, and the company's side)
  portalSignIn: 'Asked for a portal sign-in link',
  portalSession: 'Signed in to the portal',
  portalSignOut: 'Signed out of the portal',
  portalInvite: 'Invited to the portal',
  portalReportPayment: 'Reported a payment',
  portalUploadUrl: 'Uploaded a photo',
  portalMaintenanceAdd: 'Opened a maintenance request',
  portalContact: 'Changed contact details',
  portalContactVerify: 'Confirmed a new email',
  savePortalSettings: 'Changed the portal settings',
  reportedPaymentConfirm: 'Confirmed a reported payment',
  reportedPaymentDecline: 'Declined a reported payment',
};

/** Words from a name the product does not know yet: `someNewThing` → "Some new thing". */
function nameInWords(name: string): string {
  const words = name
    .replace(/[_.-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : name;
}

/** The action as words: `payRent` → "Recorded a rent payment", `automation.run` → "Automatic run". */
export const actionInWords = (action: string): string => ACTION_WORDS[action] ?? nameInWords(action);

export const actorName = (actor: AuditActor): string => actor.name;
export const actorEmail = (actor: AuditActor): string => ('email' in actor ? actor.email : '');

// ───────────── fields ─────────────

/** How a field's values read: as the API gives them, dollars, a calendar date, or an instant in the company's zone. */
type Shape = 'text' | 'money' | 'date' | 'instant';
interface FieldView {
  readonly label: string;
  readonly shape?: Shape;
}

const money = (label: string): FieldView => ({ label, shape: 'money' });
const date = (label: string): FieldView => ({ label, shape: 'date' });

/** Labels any kind's field of that name takes, as the forms name them. */
const COMMON_FIELDS: Readonly<Record<string, FieldView>> = {
  name: { label: 'Name' },
  address: { label: 'Address' },
  phone: { label: 'Phone' },
  email: { label: 'Email' },
  description: { label: 'Description' },
  category: { label: 'Category' },
  status: { label: 'Status' },
  amount: money('Amount'),
  date: date('Date'),
  due_date: date('Due Date'),
  notes: { label: 'Notes' },
  note: { label: 'Note' },
  discount: { label: 'Discount %' },
  archived: { label: 'Archived' },
  password: { label: 'Password' },
  masterPassword: { label: 'Master password' },
  stock: { label: 'Stock' },
};

/** A supplier's and a customer's contact, as their one form names it. */
const PARTNER_FIELDS: Readonly<Record<string, FieldView>> = {
  contact_name: { label: 'Contact name' },
  contact_phone: { label: 'Phone' },
  contact_email: { label: 'Email' },
};

/** What purchase and sales orders share (their entries' summary fields, as the order pages name them). */
const ORDER_FIELDS: Readonly<Record<string, FieldView>> = {
  warehouse_name: { label: 'Warehouse' },
  total_items: { label: 'Items' },
  total_ordered_quantity: { label: 'Quantity ordered' },
  total_amount: money('Total'),
  returned_credit: money('Returned credit'),
  paid: money('Paid'),
  amount_due: money('Amount due'),
  payment_status: { label: 'Payment Status' },
  close_reason: { label: 'Reason' },
  items: { label: 'Order lines' },
};

/** Labels of one kind's fields (where they differ from the common ones or are its own). */
const KIND_FIELDS: Partial<Record<AuditKind, Readonly<Record<string, FieldView>>>> = {
  building: {
    buildingNumber: { label: 'Building Number' },
    buildingName: { label: 'Building Name' },
    buildingLevels: { label: 'Number of Floors' },
  },
  room: {
    buildingNumber: { label: 'Building' },
    levelNumber: { label: 'Level' },
    roomNumber: { label: 'Room Number' },
    building_number: { label: 'Building' },
    level: { label: 'Level' },
    room_number: { label: 'Room Number' },
  },
  tenant: {
    name: { label: 'Full Name' },
    idType: { label: 'ID Type' },
    idNumber: { label: 'ID Number' },
    idExpiry: date('ID Expiry Date'),
    idIssuingCountry: { label: 'Issuing Country' },
  },
  rent: {
    rent_price: money('Rent Price (USD)'),
    deposit: money('Deposit (USD)'),
    rent_start_date: date('Rent Start Date'),
    rent_end_date: date('Rent End Date'),
    rent_type: { label: 'Rent Type' },
    checkoutDate: date('Checkout Date'),
    total_amount_paid: money('Paid'),
    invoice: { label: 'Invoice' },
    expiresAt: { label: 'Link expires', shape: 'instant' },
    sentTo: { label: 'Sent to' },
    late_fee: { label: 'Late fee' },
    waived_late_fee: { label: 'Waived late fee' },
    waive_reason: { label: 'Reason' },
  },
  payment: {
    paymentMethod: { label: 'Payment Method' },
    paymentReference: { label: 'Payment Reference' },
    paymentAmount: money('Amount'),
    payment_method: { label: 'Payment Method' },
    reference_number: { label: 'Reference' },
    voided: { label: 'Voided' },
    void_reason: { label: 'Reason for voiding' },
  },
  item: {
    sku: { label: 'SKU' },
    barcode: { label: 'Barcode' },
    purchase_price: money('Purchase Price ($)'),
    sales_price: money('Sales Price ($)'),
    unit_of_measure: { label: 'Unit' },
    image: { label: 'Image' },
    min: { label: 'Min (reorder point)' },
    max: { label: 'Max (order up to)' },
    multiple: { label: 'Multiple' },
    supplier: { label: 'Preferred supplier' },
    lead_time_days: { label: 'Lead time (days)' },
  },
  warehouse: { name: { label: 'Warehouse Name' }, location: { label: 'Location' } },
  supplier: PARTNER_FIELDS,
  customer: PARTNER_FIELDS,
  purchase_order: {
    ...ORDER_FIELDS,
    supplier_name: { label: 'Supplier' },
    total_received_quantity: { label: 'Quantity received' },
  },
  sales_order: {
    ...ORDER_FIELDS,
    customer_name: { label: 'Customer' },
    fulfillment_warehouse: { label: 'Fulfilment Warehouse' },
    total_delivered_quantity: { label: 'Quantity delivered' },
  },
  invoice: { order_number: { label: 'Order Number' }, invoice: { label: 'Invoice Number' } },
  transfer: {
    from_warehouse: { label: 'From' },
    to_warehouse: { label: 'To' },
    in_transit: { label: 'In transit' },
    shipped_value: money('Value shipped ($)'),
    lost_value: money('Value lost in transit ($)'),
  },
  expense: {},
  account: {
    name: { label: 'Full name' },
    role: { label: 'Role' },
    apps: { label: 'Apps' },
    buildings: { label: 'Buildings' },
    warehouses: { label: 'Warehouses' },
    invited: { label: 'Invited' },
    accepted: { label: 'Invitation' },
  },
  settings: {
    remindersEnabled: { label: 'Send reminders' },
    reminderDaysBefore: { label: 'Days before the due date' },
    reminderDaysAfter: { label: 'Days after the due date' },
    lateFeeEnabled: { label: 'Charge late fees' },
    lateFeeGraceDays: { label: 'Grace days' },
    lateFeeKind: { label: 'Fee kind' },
    lateFeeAmount: { label: 'Amount' },
    lateFeeRepeat: { label: 'Repeat' },
    lateFeeMonthlyCap: money('Monthly cap ($)'),
    timeZone: { label: 'Time zone' },
  },
  maintenance: {
    title: { label: 'Title' },
    priority: { label: 'Priority' },
    assignee: { label: 'Assignee' },
    cost: money('Cost (USD)'),
    photo: { label: 'Photo' },
  },
};

/**
 * Fields a person has no use for: ids whose record the entry already names beside them (the order's supplier and
 * warehouse names, the request's assignee), a shared link's own id (the entry's action says what happened to it).
 */
const INTERNAL_FIELDS: Partial<Record<AuditKind, readonly string[]>> = {
  rent: ['invoiceLink', 'tenant_name'],
  maintenance: ['assigneeId'],
  purchase_order: ['supplier_id', 'warehouse_id'],
  sales_order: ['customer_id', 'warehouse_id'],
};

/** A field's view: its form's label (`stock in North Depot` → "Stock in North Depot"; an unknown field in words). */
function fieldView(kind: AuditKind, field: string): FieldView {
  const known = KIND_FIELDS[kind]?.[field] ?? COMMON_FIELDS[field];
  if (known) return known;
  if (field.startsWith('stock in ')) return { label: `Stock in ${field.slice('stock in '.length)}` };
  return { label: nameInWords(field) };
}

export const fieldLabel = (kind: AuditKind, field: string): string => fieldView(kind, field).label;

export const isInternalField = (kind: AuditKind, field: string): boolean => INTERNAL_FIELDS[kind]?.includes(field) ?? false;

/** One side of a change as shown: its words and, for an id, a link to the record it names. */
export interface ValueView {
  readonly text: string;
  readonly href?: string;
}

/** One change as a person reads it: "Rent Price (USD): $1,200.00 → $1,250.00". */
export interface ReadableChange {
  readonly field: string;
  readonly label: string;
  readonly before: ValueView;
  readonly after: ValueView;
}

/** A value as the API showed it; absent (a record created or removed) as "—", true/false as Yes/No. */
export function valueText(value: AuditValue, shape: Shape = 'text', timeZone?: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (shape === 'money' && typeof value === 'number') return formatMoney(value);
  if (shape === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  if (shape === 'instant' && typeof value === 'string' && !Number.isNaN(Date.parse(value))) return formatDateTime(value, timeZone);
  return String(value);
}

/** A room id (`<building>-<level>-<ulid>`) as the unit page's link. */
function roomHref(roomId: string): string | undefined {
  const m = /^(\d+)-(\d+)-[0-9A-Z]{26}$/.exec(roomId);
  return m ? paths.rent.unit.href(Number(m[1]), Number(m[2]), roomId) : undefined;
}

/** The room part of a label that names one (`Leaking tap · Room 101 · Building 7` → `Room 101 · Building 7`). */
function roomOfLabel(label: string): string {
  const at = label.indexOf('Room ');
  return at >= 0 ? label.slice(at) : label;
}

/**
 * Ids an entry shows as the record's name, with a link. The name is what the entry carries beside the id (a rent's
 * `tenant_name`; its room is the rent's own label, a request's room the end of its label), so entries written
 * before this view read the same.
 */
const REFERENCES: Partial<
  Record<
    AuditKind,
    Readonly<
      Record<
        string,
        { label: string; name: (entry: AuditEntry, side: 'before' | 'after') => string | null; href: (id: string) => string | undefined }
      >
    >
  >
> = {
  rent: {
    tenantID: {
      label: 'Tenant',
      name: (entry, side) => {
        const named = entry.changes.find((c) => c.field === 'tenant_name')?.[side];
        return typeof named === 'string' && named ? named : null;
      },
      href: (id) => paths.rent.tenant.href(id),
    },
    room_id: { label: 'Room', name: (entry) => roomOfLabel(entry.record_label), href: roomHref },
  },
  maintenance: {
    room_id: { label: 'Room', name: (entry) => roomOfLabel(entry.record_label), href: roomHref },
  },
};

function readableChange(entry: AuditEntry, change: AuditChange, timeZone: string | undefined): ReadableChange | null {
  const { kind } = entry;
  if (isInternalField(kind, change.field)) return null;
  const reference = REFERENCES[kind]?.[change.field];
  if (reference) {
    const side = (which: 'before' | 'after'): ValueView => {
      const id = change[which];
      if (typeof id !== 'string' || id === '') return { text: '—' };
      return { text: reference.name(entry, which) ?? `${reference.label} (removed)`, href: reference.href(id) };
    };
    return { field: change.field, label: reference.label, before: side('before'), after: side('after') };
  }
  const view = fieldView(kind, change.field);
  const shape = view.shape ?? 'text';
  return {
    field: change.field,
    label: view.label,
    before: { text: valueText(change.before, shape, timeZone) },
    after: { text: valueText(change.after, shape, timeZone) },
  };
}

/** An entry's changes as a person reads them, internal fields left out, in the entry's order. */
export function readableChanges(entry: AuditEntry, timeZone?: string): ReadableChange[] {
  return entry.changes.flatMap((change) => readableChange(entry, change, timeZone) ?? []);
}

/** "Rent Price (USD): $1,200.00 → $1,250.00" (secrets arrive as 'changed' and show so). */
export const changeText = (change: ReadableChange): string => `${change.label}: ${change.before.text} → ${change.after.text}`;

/** An entry's instant as "26/11/2026, 03:04" in the company's time zone; "N/A" when it is not a date. */
export const formatAuditTime = (at: string, timeZone: string | undefined): string => formatDateTime(at, timeZone);
