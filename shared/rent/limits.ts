/**
 * The rent area's fixed lists and limits (spec §5, §9; README "Limits"), read by the schemas, the SPA's
 * selects and the bench. The messages that quote them (./messages.ts) are held to them by a unit test.
 */

/** "Payment methods for rent: three named banks and Others" (spec §9). */
export const PAYMENT_METHODS = ['Barclays', 'HSBC', 'Lloyds Bank', 'Others'] as const;
/** Settling a balance from the tenant's deposit (issue "Rent management" #1): never more than the deposit left or the balance. */
export const DEPOSIT_METHOD = 'Deposit';
export type PaymentMethod = (typeof PAYMENT_METHODS)[number] | typeof DEPOSIT_METHOD;

/** "ID types: Passport, National ID, Driver License" (spec §5). */
export const ID_TYPES = ['Passport', 'National ID', 'Driver License'] as const;
export type IdType = (typeof ID_TYPES)[number];

export const MAX_FLOORS = 200;
export const MAX_BUILDING_NUMBER = 999_999_999;
/** Largest amount accepted for a price, deposit or payment: $10,000,000.00. */
export const MAX_AMOUNT = 10_000_000;
export const MAX_REPORT_DAYS = 366;

/** Rent dates stay in a sane window, and a lease lasts at most this many years (issue "Rent management" #18). */
export const RENT_DATES = { min: '1900-01-01', max: '2100-12-31' } as const;
export const MAX_LEASE_YEARS = 50;
/** Lines (rent periods) of one invoice: a longer range is refused before anything is rendered. */
export const MAX_INVOICE_LINES = 1_000;

/** Days an invoice share link may stay valid. */
export const INVOICE_LINK_DAYS = { min: 1, max: 90, default: 30 } as const;
