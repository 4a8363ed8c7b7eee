/**
 * Rent management requests (spec part 1 §3, §5, §7) with the spec's messages (./messages.ts), shared by the
 * SPA's forms and the handlers, plus the response shapes. Validation runs in two stages where the spec orders
 * its messages: first "is everything there" (the form-level message), then "is each value valid".
 * Builders and why zod/mini: shared/schemas/common.ts.
 */
import * as z from 'zod/mini';
import { daysBetween, isAfter, isIsoDate } from '../domain/dates.ts';
import {
  amountField,
  emailField,
  idField,
  isoDateField,
  isPresent,
  pageQueryFields,
  phoneField,
  preprocess,
  required,
  requiredObject,
  textField,
  versionField,
  wholeNumberField,
} from '../schemas/common.ts';
import { CORRECTION_MESSAGES } from '../audit/types.ts';
import { DEPOSIT_METHOD, ID_TYPES, MAX_AMOUNT, MAX_BUILDING_NUMBER, MAX_FLOORS, MAX_REPORT_DAYS, PAYMENT_METHODS } from './limits.ts';
import * as RENT_MESSAGES from './messages.ts';
import { DEFAULT_RENT_TYPE, RENT_TYPES, validateCheckout, validateRentDates, type RentStatus, type RentType } from './rules.ts';

/** Prices, deposits and payments share one ceiling. */
const amount = (message: string, options: { exclusiveMin?: boolean } = {}) => amountField(message, { max: MAX_AMOUNT, ...options });

// ───────────────────────────── buildings, levels, rooms ─────────────────────────────

export const addBuildingSchema = /* @__PURE__ */ (() =>
  z.pipe(
    requiredObject(
      {
        buildingNumber: required(RENT_MESSAGES.fillInAllFields),
        buildingName: required(RENT_MESSAGES.fillInAllFields),
        buildingLevels: required(RENT_MESSAGES.fillInAllFields),
        address: required(RENT_MESSAGES.fillInAllFields),
      },
      RENT_MESSAGES.fillInAllFields,
    ),
    z.object({
      buildingNumber: wholeNumberField(RENT_MESSAGES.validNumber, RENT_MESSAGES.buildingNumberRange, 1, MAX_BUILDING_NUMBER),
      buildingName: textField(RENT_MESSAGES.fillInAllFields, 100),
      buildingLevels: wholeNumberField(RENT_MESSAGES.validNumber, RENT_MESSAGES.floorsRange, 1, MAX_FLOORS),
      address: textField(RENT_MESSAGES.fillInAllFields, 300),
    }),
  ))();
export type AddBuildingInput = z.output<typeof addBuildingSchema>;

/** Edit a building: the add call's fields (the number names the building and stays) and the version read. */
export const updateBuildingSchema = /* @__PURE__ */ (() =>
  z.pipe(
    requiredObject(
      {
        buildingNumber: required(RENT_MESSAGES.fillInAllFields),
        buildingName: required(RENT_MESSAGES.fillInAllFields),
        buildingLevels: required(RENT_MESSAGES.fillInAllFields),
        address: required(RENT_MESSAGES.fillInAllFields),
        version: required(CORRECTION_MESSAGES.version),
      },
      RENT_MESSAGES.fillInAllFields,
    ),
    z.object({
      buildingNumber: wholeNumberField(RENT_MESSAGES.validNumber, RENT_MESSAGES.buildingNumberRange, 1, MAX_BUILDING_NUMBER),
      buildingName: textField(RENT_MESSAGES.fillInAllFields, 100),
      buildingLevels: wholeNumberField(RENT_MESSAGES.validNumber, RENT_MESSAGES.floorsRange, 1, MAX_FLOORS),
      address: textField(RENT_MESSAGES.fillInAllFields, 300),
      version: versionField(CORRECTION_MESSAGES.version),
    }),
  ))();
export type UpdateBuildingInput = z.output<typeof updateBuildingSchema>;

/** `?building=` as the building number (the SPA's building_id). */
export const buildingQuery = /* @__PURE__ */ (() =>
  z.pipe(
    requiredObject({ building: required(RENT_MESSAGES.fillInAllFields) }, RENT_MESSAGES.fillInAllFields),
    z.object({
      building: wholeNumberField(RENT_MESSAGES.validNumber, RENT_MESSAGES.buildingNumberRange, 1, MAX_BUILDING_NUMBER),
    }),
  ))();
export type BuildingQuery = z.output<typeof buildingQuery>;

export const levelRoomsQuery = /* @__PURE__ */ (() =>
  z.pipe(
    requiredObject(
      { level: required(RENT_MESSAGES.fillInAllFields), building: required(RENT_MESSAGES.fillInAllFields) },
      RENT_MESSAGES.fillInAllFields,
    ),
    z.object({
      level: wholeNumberField(RENT_MESSAGES.validNumber, RENT_MESSAGES.levelRange, 1, MAX_FLOORS),
      building: wholeNumberField(RENT_MESSAGES.validNumber, RENT_MESSAGES.buildingNumberRange, 1, MAX_BUILDING_NUMBER),
    }),
  ))();
export type LevelRoomsQuery = z.output<typeof levelRoomsQuery>;

export const addRoomSchema = /* @__PURE__ */ (() =>
  z.pipe(
    requiredObject(
      {
        roomNumber: required(RENT_MESSAGES.fillInAllFields),
        buildingNumber: required(RENT_MESSAGES.fillInAllFields),
        levelNumber: required(RENT_MESSAGES.fillInAllFields),
      },
      RENT_MESSAGES.fillInAllFields,
    ),
    z.object({
      roomNumber: textField(RENT_MESSAGES.fillInAllFields, 20),
      buildingNumber: wholeNumberField(RENT_MESSAGES.validNumber, RENT_MESSAGES.buildingNumberRange, 1, MAX_BUILDING_NUMBER),
      levelNumber: wholeNumberField(RENT_MESSAGES.validNumber, RENT_MESSAGES.levelRange, 1, MAX_FLOORS),
    }),
  ))();
export type AddRoomInput = z.output<typeof addRoomSchema>;

/** Edit room (CORRECTIONS.md): its number (unique on its level, as on add) and the version read. */
export const updateRoomSchema = /* @__PURE__ */ (() =>
  z.pipe(
    requiredObject(
      {
        room_id: required(RENT_MESSAGES.roomIdMissing),
        roomNumber: required(RENT_MESSAGES.fillInAllFields),
        version: required(CORRECTION_MESSAGES.version),
      },
      RENT_MESSAGES.fillInAllFields,
    ),
    z.object({
      room_id: idField(RENT_MESSAGES.roomIdMissing),
      roomNumber: textField(RENT_MESSAGES.fillInAllFields, 20),
      version: versionField(CORRECTION_MESSAGES.version),
    }),
  ))();
export type UpdateRoomInput = z.output<typeof updateRoomSchema>;

export const roomIdQuery = /* @__PURE__ */ (() => z.object({ room_id: idField(RENT_MESSAGES.roomIdMissing) }))();
export type RoomIdQuery = z.output<typeof roomIdQuery>;

export const deleteRentQuery = /* @__PURE__ */ (() =>
  z.object({
    room_id: idField(RENT_MESSAGES.roomIdMissing),
    rent_id: idField(RENT_MESSAGES.rentIdMissing),
  }))();
export type DeleteRentQuery = z.output<typeof deleteRentQuery>;

/**
 * Deleting a rent that has payments rewrites past revenue: it needs the master password (a rent without payments
 * does not, so the body may be absent). The service tells a missing password from a wrong one.
 */
export const deleteRentBodySchema = /* @__PURE__ */ (() =>
  z.object(
    {
      masterPassword: z.optional(
        z.string({ error: RENT_MESSAGES.masterPasswordNotText }).check(z.maxLength(128, { error: RENT_MESSAGES.masterPasswordTooLong })),
      ),
    },
    { error: RENT_MESSAGES.masterPasswordNotText },
  ))();
export interface DeleteRentBody {
  masterPassword?: string;
}

// ───────────────────────────── rents ─────────────────────────────

export const addRentSchema = /* @__PURE__ */ (() =>
  z.pipe(
    requiredObject(
      {
        tenantID: required(RENT_MESSAGES.selectTenant),
        room_id: required(RENT_MESSAGES.roomIdMissing),
        rent_price: required(RENT_MESSAGES.allFieldsRequired),
        deposit: required(RENT_MESSAGES.allFieldsRequired),
        rent_start_date: required(RENT_MESSAGES.allFieldsRequired),
        rent_end_date: required(RENT_MESSAGES.allFieldsRequired),
      },
      RENT_MESSAGES.allFieldsRequired,
    ),
    z
      .object({
        tenantID: idField(RENT_MESSAGES.selectTenant),
        room_id: idField(RENT_MESSAGES.roomIdMissing),
        rent_price: amount(RENT_MESSAGES.rentPrice),
        deposit: amount(RENT_MESSAGES.deposit),
        rent_start_date: isoDateField(RENT_MESSAGES.invalidDate),
        rent_end_date: isoDateField(RENT_MESSAGES.invalidDate),
        // "default Monthly": absent or empty means Monthly.
        rent_type: z.pipe(
          preprocess((v) => (isPresent(v) ? v : undefined), z.optional(z.enum(RENT_TYPES, { error: RENT_MESSAGES.rentType }))),
          z.transform((v): RentType => v ?? DEFAULT_RENT_TYPE),
        ),
      })
      .check(
        z.superRefine((v, ctx) => {
          // zod runs object refinements even when a field failed: only compare real dates.
          if (!isIsoDate(v.rent_start_date) || !isIsoDate(v.rent_end_date)) return;
          const problem = validateRentDates(v.rent_start_date, v.rent_end_date);
          if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['rent_start_date'], input: v });
        }),
      ),
  ))();
export type AddRentInput = z.output<typeof addRentSchema>;

/**
 * Edit rent (CORRECTIONS.md): the rent, the version read and any of the add call's terms (each checked as on add;
 * the dates as a pair, with the ones kept, by the service). Absent: unchanged.
 */
export const updateRentSchema = /* @__PURE__ */ (() =>
  z.pipe(
    requiredObject(
      {
        room_id: required(RENT_MESSAGES.roomIdMissing),
        rent_id: required(RENT_MESSAGES.rentIdMissing),
        version: required(CORRECTION_MESSAGES.version),
      },
      RENT_MESSAGES.allFieldsRequired,
    ),
    z.object({
      room_id: idField(RENT_MESSAGES.roomIdMissing),
      rent_id: idField(RENT_MESSAGES.rentIdMissing),
      version: versionField(CORRECTION_MESSAGES.version),
      rent_price: z.optional(amount(RENT_MESSAGES.rentPrice)),
      deposit: z.optional(amount(RENT_MESSAGES.deposit)),
      rent_start_date: z.optional(isoDateField(RENT_MESSAGES.invalidDate)),
      rent_end_date: z.optional(isoDateField(RENT_MESSAGES.invalidDate)),
      rent_type: z.optional(z.enum(RENT_TYPES, { error: RENT_MESSAGES.rentType })),
    }),
  ))();
export type UpdateRentInput = z.output<typeof updateRentSchema>;

export const checkoutSchema = /* @__PURE__ */ (() =>
  z.pipe(
    requiredObject(
      {
        room_id: required(RENT_MESSAGES.roomIdMissing),
        checkoutDate: required(RENT_MESSAGES.checkoutDateRequired),
      },
      RENT_MESSAGES.checkoutDateRequired,
    ),
    z.object({
      room_id: idField(RENT_MESSAGES.roomIdMissing),
      // A malformed date counts as not selected (validateCheckout).
      checkoutDate: isoDateField(RENT_MESSAGES.checkoutDateRequired),
    }),
  ))();
export type CheckoutInput = z.output<typeof checkoutSchema>;

/** The start-date rule of a checkout needs the rent, so the server applies it after reading the rent. */
export { validateCheckout };

/** The master password that paying and voiding take (checked against the company's by the service). */
const masterPasswordField = () =>
  z
    .string({ error: RENT_MESSAGES.payFillAll })
    .check(z.minLength(1, { error: RENT_MESSAGES.payFillAll }), z.maxLength(128, { error: RENT_MESSAGES.masterPasswordTooLong }));

export const payRentSchema = /* @__PURE__ */ (() =>
  z.pipe(
    requiredObject(
      {
        roomId: required(RENT_MESSAGES.roomIdMissing),
        paymentMethod: required(RENT_MESSAGES.payFillAll),
        currentRentId: required(RENT_MESSAGES.payFillAll),
        masterPassword: required(RENT_MESSAGES.payFillAll),
        paymentReference: required(RENT_MESSAGES.payFillAll),
        paymentAmount: required(RENT_MESSAGES.payFillAll),
      },
      RENT_MESSAGES.payFillAll,
    ),
    z.object({
      roomId: idField(RENT_MESSAGES.roomIdMissing),
      // the banks of the form, or the tenant's deposit (the checkout panel's "settle from the deposit")
      paymentMethod: z.enum([...PAYMENT_METHODS, DEPOSIT_METHOD], { error: RENT_MESSAGES.paymentMethod }),
      currentRentId: idField(RENT_MESSAGES.payFillAll),
      masterPassword: masterPasswordField(),
      paymentReference: textField(RENT_MESSAGES.payFillAll, 100),
      paymentAmount: amount(RENT_MESSAGES.paymentAmount, { exclusiveMin: true }),
    }),
  ))();
export type PayRentInput = z.output<typeof payRentSchema>;

/** Void a rent payment (CORRECTIONS.md): the payment's id as the payments list answers it, its rent, the master password, why. */
export const voidRentPaymentSchema = /* @__PURE__ */ (() =>
  z.pipe(
    requiredObject(
      {
        paymentId: required(RENT_MESSAGES.payFillAll),
        currentRentId: required(RENT_MESSAGES.payFillAll),
        masterPassword: required(RENT_MESSAGES.payFillAll),
        reason: required(RENT_MESSAGES.voidReasonRequired),
      },
      RENT_MESSAGES.payFillAll,
    ),
    z.object({
      paymentId: idField(RENT_MESSAGES.paymentNotFound, 200),
      currentRentId: idField(RENT_MESSAGES.payFillAll),
      masterPassword: masterPasswordField(),
      reason: idField(RENT_MESSAGES.voidReasonRequired, 500),
    }),
  ))();
export type VoidRentPaymentInput = z.output<typeof voidRentPaymentSchema>;

/**
 * Waive a late fee (AUTOMATION.md "Rent collection", owner only): the fee's id as the rent's notices list it, the
 * master password (as paying and voiding take it), why.
 */
export const waiveFeeSchema = /* @__PURE__ */ (() =>
  z.pipe(
    requiredObject(
      {
        feeId: required(RENT_MESSAGES.payFillAll),
        masterPassword: required(RENT_MESSAGES.payFillAll),
        reason: required(RENT_MESSAGES.voidReasonRequired),
      },
      RENT_MESSAGES.payFillAll,
    ),
    z.object({
      feeId: idField(RENT_MESSAGES.lateFeeNotFound, 200),
      masterPassword: masterPasswordField(),
      reason: idField(RENT_MESSAGES.voidReasonRequired, 500),
    }),
  ))();
export type WaiveFeeInput = z.output<typeof waiveFeeSchema>;

// ───────────────────────────── tenants ─────────────────────────────

const TENANT_REQUIRED = RENT_MESSAGES.tenantRequired;
/** Stage one of a tenant's form: the required fields are there. */
const tenantPresence = /* @__PURE__ */ (() => ({
  name: required(TENANT_REQUIRED),
  phone: required(TENANT_REQUIRED),
  email: required(TENANT_REQUIRED),
  idType: required(TENANT_REQUIRED),
  idNumber: required(TENANT_REQUIRED),
  idExpiry: required(TENANT_REQUIRED),
  idIssuingCountry: required(TENANT_REQUIRED),
}))();
/** Stage two: each value (Add Tenant and Edit tenant alike: same validation and messages). */
const tenantFields = /* @__PURE__ */ (() => ({
  name: textField(TENANT_REQUIRED, 120),
  phone: phoneField(TENANT_REQUIRED),
  email: emailField(TENANT_REQUIRED),
  address: z.pipe(
    preprocess(
      (v) => (v === null ? undefined : v),
      z.optional(
        z.string({ error: RENT_MESSAGES.addressNotText }).check(z.trim(), z.maxLength(300, { error: 'Must be at most 300 characters' })),
      ),
    ),
    z.transform((v) => v ?? ''),
  ),
  idType: z.enum(ID_TYPES, { error: RENT_MESSAGES.idType }),
  idNumber: textField(TENANT_REQUIRED, 60),
  idExpiry: isoDateField(RENT_MESSAGES.invalidDate),
  idIssuingCountry: textField(TENANT_REQUIRED, 80),
}))();

export const addTenantSchema = /* @__PURE__ */ (() => z.pipe(requiredObject(tenantPresence, TENANT_REQUIRED), z.object(tenantFields)))();
export type AddTenantInput = z.output<typeof addTenantSchema>;

/** Edit tenant (CORRECTIONS.md): the add call's fields, the tenant's `id` and the `version` read. */
export const updateTenantSchema = /* @__PURE__ */ (() =>
  z.pipe(
    requiredObject({ ...tenantPresence, id: required(TENANT_REQUIRED), version: required(CORRECTION_MESSAGES.version) }, TENANT_REQUIRED),
    z.object({ ...tenantFields, id: idField(RENT_MESSAGES.tenantNotFound), version: versionField(CORRECTION_MESSAGES.version) }),
  ))();
export type UpdateTenantInput = z.output<typeof updateTenantSchema>;

/** `?id=` of a tenant (Delete tenant). */
export const tenantIdQuery = /* @__PURE__ */ (() => z.object({ id: idField(RENT_MESSAGES.tenantNotFound) }))();
export type TenantIdQuery = z.output<typeof tenantIdQuery>;

// ───────────────────────────── reports ─────────────────────────────

export const revenueReportSchema = /* @__PURE__ */ (() =>
  z.pipe(
    requiredObject(
      { startDate: required(RENT_MESSAGES.reportFillAll), endDate: required(RENT_MESSAGES.reportFillAll) },
      RENT_MESSAGES.reportFillAll,
    ),
    z.object({ startDate: isoDateField(RENT_MESSAGES.invalidDate), endDate: isoDateField(RENT_MESSAGES.invalidDate) }).check(
      z.superRefine((v, ctx) => {
        // zod runs object refinements even when a field failed: only compare real dates.
        if (!isIsoDate(v.startDate) || !isIsoDate(v.endDate)) return;
        if (isAfter(v.startDate, v.endDate))
          ctx.addIssue({ code: 'custom', message: RENT_MESSAGES.reportStartAfterEnd, path: ['startDate'], input: v });
        else if (daysBetween(v.startDate, v.endDate) > MAX_REPORT_DAYS)
          ctx.addIssue({ code: 'custom', message: RENT_MESSAGES.reportRange, path: ['endDate'], input: v });
      }),
    ),
  ))();
export type RevenueReportInput = z.output<typeof revenueReportSchema>;

/**
 * The query of a paged list (Active Rent, Overdue and Vacant Rooms reports, tenant/all): `?limit=` (default 50,
 * max 200) and `?cursor=` (the previous page's X-Next-Cursor); the body stays the spec's array.
 */
export const pageQuery = /* @__PURE__ */ (() => z.object(pageQueryFields()))();
export type PageQuery = z.output<typeof pageQuery>;

// ───────────────────────────── responses ─────────────────────────────

/** Amounts are decimal numbers with 2 places; dates 'YYYY-MM-DD'. */
export interface BuildingCard {
  /** The building number; the SPA navigates to /hms/hotel-portal/building/{building_id}. */
  building_id: number;
  building_name: string;
  building_levels: number;
  address: string;
  total_rooms: number;
  rooms_rented: number;
  occupancy_rate: number;
  total_rent_value: number;
  /** Open maintenance requests (Open, In progress) of its rooms (AUTOMATION.md "Maintenance (rent)"). */
  open_maintenance: number;
  /** Σ cost of the maintenance requests reported this calendar year (UTC), USD. */
  maintenance_cost_this_year: number;
  /** What an edit sends back (CORRECTIONS.md). */
  version: number;
}

export interface LevelFigures {
  rooms_rented: number;
  total_rooms: number;
  occupancy_rate: number;
  paid_percentage: number;
  total_rent_value: number;
  /** Current rents that are Overdue (shown as overdue / rooms rented). */
  overdue_count: number;
  /** Checked-out rents that still owe ("Past tenants owing"), apart from the rooms rented now. */
  arrears_count: number;
  /** What those checked-out rents still owe, USD. */
  arrears_amount: number;
  /** Σ paid (capped at what each rent owes) and Σ due so far over the current rents and the checked-out ones owing. */
  collected_amount: number;
  due_amount: number;
}

export interface LevelRow extends LevelFigures {
  /** Stored level number, 1-based (level 1 is shown as G). */
  floor: number;
  floor_label: string;
}

export interface LevelsResponse {
  building_id: number;
  name: string;
  floors: number;
  address: string;
  version: number;
  levels: LevelRow[];
  /** The building's figures: its levels combined. */
  summary: LevelFigures;
  /** Open maintenance requests of its rooms, and this year's maintenance cost (USD). */
  open_maintenance: number;
  maintenance_cost_this_year: number;
}

export interface RoomRow {
  id: string;
  room_number: string;
  building_id: number;
  level: number;
  rent_price: number | null;
  rent_payment_status: RentStatus;
  current_rent_id: string | null;
  deposit: number | null;
  rent_start_date: string | null;
  rent_end_date: string | null;
  tenant_name: string | null;
  tenant_phone: string | null;
  /** Its open maintenance requests (Open, In progress). */
  open_maintenance: number;
  /** The room's version, what an edit of its number sends back. */
  version: number;
}

export interface RoomDetails extends RoomRow {
  /** The current rent's version, what Edit rent sends back (null: vacant). */
  rent_version: number | null;
  building_name: string;
  floor_label: string;
  rent_type: RentType | null;
  current_due_periods: number;
  current_paid_periods: number;
  /** Periods due so far × rent price + the late fees (late_fees). */
  total_amount_due_so_far: number;
  /** Late fees posted on the rent and not waived (AUTOMATION.md "Rent collection"), in dollars: part of total_amount_due_so_far. */
  late_fees: number;
  total_amount_paid: number;
  /** Due date of the earliest period not fully paid ("Owed since"); null when paid up. */
  next_payment_date: string | null;
  /** Due date of the next period that starts after today; null when no further period is due (lease over, checked out). */
  next_due_date: string | null;
  /** What is owed now: due so far − paid, never below 0. */
  amount_due: number;
  /** The deposit not yet used to settle the balance (deposit − Σ payments of method Deposit). */
  deposit_available: number;
}

export interface RentHistoryItem {
  rent_id: string;
  /** The rent's version, what Edit rent sends back. */
  version: number;
  /** The rent's id again: the SPA's Make Payment and Delete Rent use it. */
  current_rent_id: string;
  is_current: boolean;
  tenant_name: string;
  tenant_phone: string;
  /** Where Email invoice sends by default (AUTOMATION.md); '' when the tenant has none. */
  tenant_email: string;
  rent_price: number;
  deposit: number;
  rent_type: RentType;
  rent_start_date: string;
  rent_end_date: string;
  checkout_date: string | null;
  total_amount_paid: number;
  /** Periods due so far × rent price + the late fees (late_fees). */
  total_amount_due_so_far: number;
  /** Late fees posted on the rent and not waived (AUTOMATION.md "Rent collection"), in dollars: part of total_amount_due_so_far. */
  late_fees: number;
  current_due_periods: number;
  current_paid_periods: number;
  rent_payment_status: RentStatus;
  /** What is owed: due so far − paid, never below 0. */
  amount_due: number;
  /** Due date of the earliest period not fully paid ("Owed since"); null when paid up. */
  owed_since: string | null;
  /** Due date of the next period that starts after today; null when none is due any more. */
  next_due_date: string | null;
  /** The deposit not yet used to settle the balance. */
  deposit_available: number;
  /** Payments are taken: the rent is current, or checked out with a balance left. */
  payable: boolean;
}

/** A row of GET /api/tenant/all: every field Add Tenant takes (an Export CSV imports back, IMPORT.md "Export"). */
export interface TenantRow {
  id: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  idType: string;
  idNumber: string;
  /** yyyy-mm-dd, as Add Tenant takes it. */
  idExpiry: string;
  idIssuingCountry: string;
  /** What an edit sends back (CORRECTIONS.md). */
  version: number;
}

/** One rent of a tenant, as the tenant page lists it (newest first). */
export interface TenantRentRow {
  rent_id: string;
  room_id: string;
  room_number: string;
  building_id: number;
  building_name: string;
  floor: number;
  rent_start_date: string;
  rent_end_date: string;
  checkout_date: string | null;
  is_current: boolean;
  rent_payment_status: RentStatus;
  /** What is owed now (due so far, late fees included, − paid, never below 0). */
  amount_due: number;
  /** Late fees posted on the rent and not waived, in dollars (part of what is due). */
  late_fees: number;
  total_amount_paid: number;
}

/** GET /api/tenant/{id}: the tenant's fields as Add Tenant takes them, its `version` and its rents. */
export interface TenantDetails {
  id: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  idType: string;
  idNumber: string;
  idExpiry: string;
  idIssuingCountry: string;
  created_at: string;
  version: number;
  rents: TenantRentRow[];
}

export interface ActiveRentRow {
  rent_id: string;
  room_id: string;
  tenant_name: string;
  room_number: string;
  building_id: number;
  building_name: string;
  floor: number;
  rent_price: number;
  rent_payment_status: RentStatus;
  rent_start_date: string;
  rent_end_date: string;
}

export interface VacantRoomRow {
  room_id: string;
  room_number: string;
  /** Stored level number, 1-based. */
  floor: number;
  floor_label: string;
  building_id: number;
  building_name: string;
}

export interface OverdueRow {
  rent_id: string;
  room_id: string;
  tenant_name: string;
  tenant_phone: string;
  room_number: string;
  building_id: number;
  building_name: string;
  floor: number;
  /** Due so far (late fees included) − paid. */
  amount_due: number;
  /** Late fees posted on the rent and not waived (AUTOMATION.md "Rent collection"), in dollars: part of total_amount_due_so_far. */
  late_fees: number;
  next_payment_date: string | null;
}

export interface RevenueReport {
  total_revenue: number;
  total_payments: number;
  first_payment_date: string | null;
  last_payment_date: string | null;
}

// ───────────────────────────── mutation responses ─────────────────────────────

/** POST /api/payment/pay-rent → 201 recorded, or 200 when the same reference was already recorded. */
export interface PaymentResult {
  message: string;
  duplicate: boolean;
}
export interface BuildingAdded {
  message: string;
  building_id: number;
}
export interface RoomAdded {
  message: string;
  id: string;
}
export interface RentAdded {
  message: string;
  rent_id: string;
}
export interface TenantAdded {
  message: string;
  id: string;
}
