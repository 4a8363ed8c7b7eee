/**
 * Rent management requests (spec part 1 §3, §5, §7) with the spec's messages, shared by the SPA's forms
 * and the handlers, plus the response shapes. Validation runs in two stages where the spec orders its
 * messages: first "is everything there" (the form-level message), then "is each value valid".
 * zod/mini: see shared/schemas/common.ts for why.
 */
import * as z from 'zod/mini';
import type { $ZodLooseShape, $ZodType } from 'zod/v4/core';
import { daysBetween, isAfter, isIsoDate } from '../domain/dates.ts';
import { hasAtMostTwoDecimals } from '../domain/money.ts';
import { DEFAULT_RENT_TYPE, RENT_MESSAGES, RENT_TYPES, validateCheckout, validateRentDates, type RentStatus, type RentType } from '../domain/rent.ts';
import { emailField } from './common.ts';

/** "Payment methods for rent: three named banks and Others" (spec §9). */
export const PAYMENT_METHODS = ['Barclays', 'HSBC', 'Lloyds Bank', 'Others'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** "ID types: Passport, National ID, Driver License" (spec §5). */
export const ID_TYPES = ['Passport', 'National ID', 'Driver License'] as const;
export type IdType = (typeof ID_TYPES)[number];

export const MAX_FLOORS = 200;
export const MAX_BUILDING_NUMBER = 999_999_999;
/** Largest amount accepted for a price, deposit or payment: $10,000,000.00. */
export const MAX_AMOUNT = 10_000_000;
export const MAX_REPORT_DAYS = 366;

export const RENT_API_MESSAGES = {
  fillInAllFields: 'Please fill in all fields',
  validNumber: 'Please enter a valid number',
  buildingNumberRange: `Building number must be a whole number from 1 to ${MAX_BUILDING_NUMBER}`,
  floorsRange: `Floors must be a whole number from 1 to ${MAX_FLOORS}`,
  levelRange: 'Level must be a whole number of at least 1',
  roomIdMissing: 'Room ID not found.',
  rentIdMissing: 'Rent ID not found.',
  selectTenant: 'Please select a tenant.',
  rentPrice: 'Rent price must be an amount of at least 0 with at most 2 decimals',
  deposit: 'Deposit must be an amount of at least 0 with at most 2 decimals',
  rentType: 'Rent type must be Daily, Weekly or Monthly',
  tenantRequired: 'Please provide all the required fields.',
  idType: `ID type must be one of ${ID_TYPES.join(', ')}`,
  payFillAll: 'Please fill all fields.',
  paymentMethod: `Payment method must be one of ${PAYMENT_METHODS.join(', ')}`,
  paymentAmount: 'Payment amount must be greater than 0 with at most 2 decimals',
  reportFillAll: 'Please fill in all fields.',
  reportStartAfterEnd: 'Start date cannot be greater than end date.',
  reportRange: `The report can cover at most ${MAX_REPORT_DAYS} days.`,
} as const;

const present = (v: unknown) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');
const required = (message: string) => z.unknown().check(z.refine(present, { error: message }));
/** Stage one: the required keys are there; other keys pass through untouched to stage two. */
const requiredObject = <T extends $ZodLooseShape>(shape: T, message: string) => z.looseObject(shape, { error: message });
/** Runs `fn` on the raw value before `schema` (classic zod's preprocess). */
const preprocess = <S extends $ZodType>(fn: (v: unknown) => unknown, schema: S) => z.pipe(z.transform(fn), schema);

/** A number, or a string that parses as one (form inputs send strings). */
const numeric = (invalid: string) =>
  preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v), z.number({ error: invalid }));

const wholeNumber = (invalid: string, outOfRange: string, min: number, max: number) =>
  z.pipe(
    numeric(invalid),
    z.number().check(z.refine((n) => Number.isInteger(n) && n >= min && n <= max, { error: outOfRange })),
  );

/** A decimal amount with at most 2 places, in [min, MAX_AMOUNT]; `exclusiveMin` refuses the minimum itself. */
const amount = (message: string, options: { exclusiveMin?: boolean } = {}) =>
  z.pipe(
    numeric(message),
    z.number().check(
      z.refine((n) => (options.exclusiveMin ? n > 0 : n >= 0) && n <= MAX_AMOUNT && hasAtMostTwoDecimals(n), { error: message }),
    ),
  );

/** Text that may arrive as a number (a room number typed as 101). */
const text = (message: string, max: number) =>
  preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
    z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, { error: `Must be at most ${max} characters` })),
  );

const isoDate = (message: string) => z.string({ error: message }).check(z.trim(), z.refine(isIsoDate, { error: message }));

// ───────────────────────────── buildings, levels, rooms ─────────────────────────────

export const addBuildingSchema = /* @__PURE__ */ (() =>
  z.pipe(
  requiredObject(
    {
      buildingNumber: required(RENT_API_MESSAGES.fillInAllFields),
      buildingName: required(RENT_API_MESSAGES.fillInAllFields),
      buildingLevels: required(RENT_API_MESSAGES.fillInAllFields),
      address: required(RENT_API_MESSAGES.fillInAllFields),
    },
    RENT_API_MESSAGES.fillInAllFields,
  ),
  z.object({
    buildingNumber: wholeNumber(RENT_API_MESSAGES.validNumber, RENT_API_MESSAGES.buildingNumberRange, 1, MAX_BUILDING_NUMBER),
    buildingName: text(RENT_API_MESSAGES.fillInAllFields, 100),
    buildingLevels: wholeNumber(RENT_API_MESSAGES.validNumber, RENT_API_MESSAGES.floorsRange, 1, MAX_FLOORS),
    address: text(RENT_API_MESSAGES.fillInAllFields, 300),
  }),
))();
export type AddBuildingInput = z.output<typeof addBuildingSchema>;

/** `?building=` as the building number (the SPA's building_id). */
export const buildingQuery = /* @__PURE__ */ (() =>
  z.pipe(
  requiredObject({ building: required(RENT_API_MESSAGES.fillInAllFields) }, RENT_API_MESSAGES.fillInAllFields),
  z.object({
    building: wholeNumber(RENT_API_MESSAGES.validNumber, RENT_API_MESSAGES.buildingNumberRange, 1, MAX_BUILDING_NUMBER),
  }),
))();

export const levelRoomsQuery = /* @__PURE__ */ (() =>
  z.pipe(
  requiredObject(
    { level: required(RENT_API_MESSAGES.fillInAllFields), building: required(RENT_API_MESSAGES.fillInAllFields) },
    RENT_API_MESSAGES.fillInAllFields,
  ),
  z.object({
    level: wholeNumber(RENT_API_MESSAGES.validNumber, RENT_API_MESSAGES.levelRange, 1, MAX_FLOORS),
    building: wholeNumber(RENT_API_MESSAGES.validNumber, RENT_API_MESSAGES.buildingNumberRange, 1, MAX_BUILDING_NUMBER),
  }),
))();

export const addRoomSchema = /* @__PURE__ */ (() =>
  z.pipe(
  requiredObject(
    {
      roomNumber: required(RENT_API_MESSAGES.fillInAllFields),
      buildingNumber: required(RENT_API_MESSAGES.fillInAllFields),
      levelNumber: required(RENT_API_MESSAGES.fillInAllFields),
    },
    RENT_API_MESSAGES.fillInAllFields,
  ),
  z.object({
    roomNumber: text(RENT_API_MESSAGES.fillInAllFields, 20),
    buildingNumber: wholeNumber(RENT_API_MESSAGES.validNumber, RENT_API_MESSAGES.buildingNumberRange, 1, MAX_BUILDING_NUMBER),
    levelNumber: wholeNumber(RENT_API_MESSAGES.validNumber, RENT_API_MESSAGES.levelRange, 1, MAX_FLOORS),
  }),
))();
export type AddRoomInput = z.output<typeof addRoomSchema>;

const idText = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }), z.maxLength(120, { error: message }));

export const roomIdQuery = /* @__PURE__ */ (() =>
  z.object({ room_id: idText(RENT_API_MESSAGES.roomIdMissing) }))();

export const deleteRentQuery = /* @__PURE__ */ (() =>
  z.object({
  room_id: idText(RENT_API_MESSAGES.roomIdMissing),
  rent_id: idText(RENT_API_MESSAGES.rentIdMissing),
}))();

// ───────────────────────────── rents ─────────────────────────────

export const addRentSchema = /* @__PURE__ */ (() =>
  z.pipe(
  requiredObject(
    {
      tenantID: required(RENT_API_MESSAGES.selectTenant),
      room_id: required(RENT_API_MESSAGES.roomIdMissing),
      rent_price: required(RENT_MESSAGES.allFieldsRequired),
      deposit: required(RENT_MESSAGES.allFieldsRequired),
      rent_start_date: required(RENT_MESSAGES.allFieldsRequired),
      rent_end_date: required(RENT_MESSAGES.allFieldsRequired),
    },
    RENT_MESSAGES.allFieldsRequired,
  ),
  z
    .object({
      tenantID: idText(RENT_API_MESSAGES.selectTenant),
      room_id: idText(RENT_API_MESSAGES.roomIdMissing),
      rent_price: amount(RENT_API_MESSAGES.rentPrice),
      deposit: amount(RENT_API_MESSAGES.deposit),
      rent_start_date: isoDate(RENT_MESSAGES.invalidDate),
      rent_end_date: isoDate(RENT_MESSAGES.invalidDate),
      // "default Monthly": absent or empty means Monthly.
      rent_type: z.pipe(
        preprocess((v) => (present(v) ? v : undefined), z.optional(z.enum(RENT_TYPES, { error: RENT_API_MESSAGES.rentType }))),
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

export const checkoutSchema = /* @__PURE__ */ (() =>
  z.pipe(
  requiredObject(
    {
      room_id: required(RENT_API_MESSAGES.roomIdMissing),
      checkoutDate: required(RENT_MESSAGES.checkoutDateRequired),
    },
    RENT_MESSAGES.checkoutDateRequired,
  ),
  z.object({
    room_id: idText(RENT_API_MESSAGES.roomIdMissing),
    // A malformed date counts as not selected (validateCheckout).
    checkoutDate: isoDate(RENT_MESSAGES.checkoutDateRequired),
  }),
))();
export type CheckoutInput = z.output<typeof checkoutSchema>;

/** The start-date rule of a checkout needs the rent, so the server applies it after reading the rent. */
export { validateCheckout };

export const payRentSchema = /* @__PURE__ */ (() =>
  z.pipe(
  requiredObject(
    {
      roomId: required(RENT_API_MESSAGES.roomIdMissing),
      paymentMethod: required(RENT_API_MESSAGES.payFillAll),
      currentRentId: required(RENT_API_MESSAGES.payFillAll),
      masterPassword: required(RENT_API_MESSAGES.payFillAll),
      paymentReference: required(RENT_API_MESSAGES.payFillAll),
      paymentAmount: required(RENT_API_MESSAGES.payFillAll),
    },
    RENT_API_MESSAGES.payFillAll,
  ),
  z.object({
    roomId: idText(RENT_API_MESSAGES.roomIdMissing),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: RENT_API_MESSAGES.paymentMethod }),
    currentRentId: idText(RENT_API_MESSAGES.payFillAll),
    masterPassword: z
      .string({ error: RENT_API_MESSAGES.payFillAll })
      .check(z.minLength(1, { error: RENT_API_MESSAGES.payFillAll }), z.maxLength(128, { error: 'Master password is too long' })),
    paymentReference: text(RENT_API_MESSAGES.payFillAll, 100),
    paymentAmount: amount(RENT_API_MESSAGES.paymentAmount, { exclusiveMin: true }),
  }),
))();
export type PayRentInput = z.output<typeof payRentSchema>;

// ───────────────────────────── tenants ─────────────────────────────

const TENANT_REQUIRED = RENT_API_MESSAGES.tenantRequired;
export const addTenantSchema = /* @__PURE__ */ (() =>
  z.pipe(
  requiredObject(
    {
      name: required(TENANT_REQUIRED),
      phone: required(TENANT_REQUIRED),
      email: required(TENANT_REQUIRED),
      idType: required(TENANT_REQUIRED),
      idNumber: required(TENANT_REQUIRED),
      idExpiry: required(TENANT_REQUIRED),
      idIssuingCountry: required(TENANT_REQUIRED),
    },
    TENANT_REQUIRED,
  ),
  z.object({
    name: text(TENANT_REQUIRED, 120),
    phone: text(TENANT_REQUIRED, 40),
    email: emailField(TENANT_REQUIRED),
    address: z.pipe(
      preprocess(
        (v) => (v === null ? undefined : v),
        z.optional(z.string({ error: 'Address must be text' }).check(z.trim(), z.maxLength(300, { error: 'Must be at most 300 characters' }))),
      ),
      z.transform((v) => v ?? ''),
    ),
    idType: z.enum(ID_TYPES, { error: RENT_API_MESSAGES.idType }),
    idNumber: text(TENANT_REQUIRED, 60),
    idExpiry: isoDate(RENT_MESSAGES.invalidDate),
    idIssuingCountry: text(TENANT_REQUIRED, 80),
  }),
))();
export type AddTenantInput = z.output<typeof addTenantSchema>;

// ───────────────────────────── reports ─────────────────────────────

export const revenueReportSchema = /* @__PURE__ */ (() =>
  z.pipe(
  requiredObject(
    { startDate: required(RENT_API_MESSAGES.reportFillAll), endDate: required(RENT_API_MESSAGES.reportFillAll) },
    RENT_API_MESSAGES.reportFillAll,
  ),
  z.object({ startDate: isoDate(RENT_MESSAGES.invalidDate), endDate: isoDate(RENT_MESSAGES.invalidDate) }).check(
    z.superRefine((v, ctx) => {
      // zod runs object refinements even when a field failed: only compare real dates.
      if (!isIsoDate(v.startDate) || !isIsoDate(v.endDate)) return;
      if (isAfter(v.startDate, v.endDate)) ctx.addIssue({ code: 'custom', message: RENT_API_MESSAGES.reportStartAfterEnd, path: ['startDate'], input: v });
      else if (daysBetween(v.startDate, v.endDate) > MAX_REPORT_DAYS)
        ctx.addIssue({ code: 'custom', message: RENT_API_MESSAGES.reportRange, path: ['endDate'], input: v });
    }),
  ),
))();
export type RevenueReportInput = z.output<typeof revenueReportSchema>;

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
}

export interface LevelFigures {
  rooms_rented: number;
  total_rooms: number;
  occupancy_rate: number;
  paid_percentage: number;
  total_rent_value: number;
  overdue_count: number;
  /** Σ paid (capped at what each rent owes) and Σ due so far over the current rents. */
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
  levels: LevelRow[];
  /** The building's figures: its levels combined. */
  summary: LevelFigures;
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
}

export interface RoomDetails extends RoomRow {
  building_name: string;
  floor_label: string;
  rent_type: RentType | null;
  current_due_periods: number;
  current_paid_periods: number;
  total_amount_due_so_far: number;
  total_amount_paid: number;
  /** Due date of the earliest period not fully paid. */
  next_payment_date: string | null;
  /** What is owed now: due so far − paid, never below 0. */
  amount_due: number;
}

export interface RentHistoryItem {
  rent_id: string;
  /** The rent's id again: the SPA's Make Payment and Delete Rent use it. */
  current_rent_id: string;
  is_current: boolean;
  tenant_name: string;
  tenant_phone: string;
  rent_price: number;
  deposit: number;
  rent_type: RentType;
  rent_start_date: string;
  rent_end_date: string;
  checkout_date: string | null;
  total_amount_paid: number;
  total_amount_due_so_far: number;
  current_due_periods: number;
  current_paid_periods: number;
  rent_payment_status: RentStatus;
}

export interface TenantRow {
  id: string;
  name: string;
  phone: string;
  email: string;
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
  amount_due: number;
  next_payment_date: string | null;
}

export interface RevenueReport {
  total_revenue: number;
  total_payments: number;
  first_payment_date: string | null;
  last_payment_date: string | null;
}
