/**
 * The rent area's fixed lists and limits (spec §5, §9; README "Limits"), read by the schemas, the SPA's
 * selects and the bench. The messages that quote them (./messages.ts) are held to them by a unit test.
 */

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

/** Days an invoice share link may stay valid. */
export const INVOICE_LINK_DAYS = { min: 1, max: 90, default: 30 } as const;
