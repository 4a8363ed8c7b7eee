/**
 * Rent collection calls (AUTOMATION.md "Rent collection"): a rent's notices and fees, and Send reminder now. Money in
 * the API is dollars; dates ISO (the SPA shows them en-GB).
 */
import * as z from 'zod/mini';
import { idField } from '../schemas/common.ts';
import * as RENT_MESSAGES from './messages.ts';
import type { NoticeKind } from './collection.ts';

export const COLLECTION_MESSAGES = {
  nothingOwed: 'Nothing is owed on this rent, so no reminder was sent.',
  noTenantEmail: 'The tenant has no email address. Add one on the tenant page to send reminders.',
  reminderSent: (to: string, periodStart: string) => `Reminder sent to ${to} for the period from ${periodStart}.`,
} as const;

/** GET /api/automation/rent-notices?rent_id= */
export const rentNoticesQuery = /* @__PURE__ */ (() => z.object({ rent_id: idField(RENT_MESSAGES.rentIdMissing) }))();
export type RentNoticesQuery = z.output<typeof rentNoticesQuery>;

/** POST /api/automation/send-reminder { rent_id } */
export const sendReminderSchema = /* @__PURE__ */ (() => z.object({ rent_id: idField(RENT_MESSAGES.rentIdMissing) }))();
export type SendReminderInput = z.output<typeof sendReminderSchema>;

/** An email sent to the tenant about a period (its invoice, a reminder). */
export interface RentNoticeRow {
  id: string;
  kind: NoticeKind;
  /** The period's due date (ISO). */
  period_start: string;
  to: string;
  /** ISO instant. */
  sent_at: string;
  message_id: string;
}

/** A late fee posted on the rent. */
export interface RentFeeRow {
  id: string;
  period_start: string;
  /** Dollars. */
  amount: number;
  posted_at: string;
  waived: boolean;
  waive_reason: string | null;
}

export interface RentNoticesResponse {
  notices: RentNoticeRow[];
  fees: RentFeeRow[];
}

export interface SendReminderResponse {
  message: string;
  notice: RentNoticeRow;
}
