import * as z from 'zod/mini';
import { CORRECTION_MESSAGES } from '../audit/types.ts';
import { emailField, passwordField, phoneField, requiredText, versionField } from '../schemas/common.ts';
import * as ACCOUNT_MESSAGES from './messages.ts';

const FILL_ALL = ACCOUNT_MESSAGES.fillAll;

export const addLinkedAccountSchema = /* @__PURE__ */ (() =>
  z.object({
    name: requiredText(FILL_ALL, 120),
    email: emailField(FILL_ALL),
    address: requiredText(FILL_ALL, 300),
    phone: phoneField(FILL_ALL),
    password: passwordField(FILL_ALL),
  }))();
export type AddLinkedAccountInput = z.infer<typeof addLinkedAccountSchema>;

export const updateLinkedAccountSchema = /* @__PURE__ */ (() =>
  z.object({
    id: requiredText(ACCOUNT_MESSAGES.linkedAccountIdRequired, 64),
    name: requiredText(FILL_ALL, 120),
    address: requiredText(FILL_ALL, 300),
    phone: phoneField(FILL_ALL),
    version: versionField(CORRECTION_MESSAGES.version),
  }))();
export type UpdateLinkedAccountInput = z.infer<typeof updateLinkedAccountSchema>;

export const linkedAccountIdQuery = /* @__PURE__ */ (() =>
  z.object({
    id: requiredText(ACCOUNT_MESSAGES.linkedAccountIdRequired, 64),
  }))();
export type LinkedAccountIdQuery = z.output<typeof linkedAccountIdQuery>;

export const changeMasterPasswordSchema = /* @__PURE__ */ (() =>
  z.object({
    /** The owner's own login password, to confirm it is really them. */
    password: z
      .string({ error: FILL_ALL })
      .check(z.minLength(1, { error: FILL_ALL }), z.maxLength(128, { error: ACCOUNT_MESSAGES.passwordTooLong })),
    newMasterPassword: passwordField(FILL_ALL, 'Master password'),
  }))();
export type ChangeMasterPasswordInput = z.infer<typeof changeMasterPasswordSchema>;

export interface CompanyInfo {
  name: string;
  address: string;
  phone: string;
  /** ISO timestamp the company signed up. */
  join: string;
  /** ISO timestamp of the caller's previous sign-in (null on the first). */
  last_seen: string | null;
  subscription_type: string;
  /** Whole days left in the current subscription period. */
  subscription_remaining: number;
  last_payment_date: string | null;
  /** The company's time zone (IANA, the Automation settings' `timeZone`): the screens show times of day in it. */
  time_zone: string;
}

export interface LinkedAccount {
  id: string;
  name: string;
  email: string;
  address: string;
  phone: string;
  last_seen: string | null;
  /** What an edit sends back (CORRECTIONS.md "Principles"). */
  version: number;
}
