import type { AccountRole } from './permissions.ts';
import * as z from 'zod/mini';
import { emailField, passwordField, phoneField, requiredText } from '../schemas/common.ts';
import * as ACCOUNT_MESSAGES from './messages.ts';

const robotCheck = /* @__PURE__ */ (() =>
  z
    .string({ error: ACCOUNT_MESSAGES.robotCheckRequired })
    .check(
      z.minLength(1, { error: ACCOUNT_MESSAGES.robotCheckRequired }),
      z.maxLength(20_000, { error: ACCOUNT_MESSAGES.robotCheckTooLarge }),
    ))();

/** Login type: "1" normal (owner or linked account), "2" Administrator Access (owner only). */
export const loginSchema = /* @__PURE__ */ (() =>
  z.object({
    email: emailField(ACCOUNT_MESSAGES.emailRequired),
    password: z
      .string({ error: ACCOUNT_MESSAGES.passwordRequired })
      .check(z.minLength(1, { error: ACCOUNT_MESSAGES.passwordRequired }), z.maxLength(128, { error: ACCOUNT_MESSAGES.passwordTooLong })),
    reCaptchaaToken: robotCheck,
    type: z.enum(['1', '2'], { error: ACCOUNT_MESSAGES.loginType }),
  }))();
export type LoginInput = z.infer<typeof loginSchema>;

const SIGNUP_REQUIRED = ACCOUNT_MESSAGES.signupFillAll;
export const signupSchema = /* @__PURE__ */ (() =>
  z.object({
    companyName: requiredText(SIGNUP_REQUIRED, 120),
    fullName: requiredText(SIGNUP_REQUIRED, 120),
    email: emailField(SIGNUP_REQUIRED),
    password: passwordField(SIGNUP_REQUIRED),
    masterPassword: passwordField(SIGNUP_REQUIRED, 'Master password'),
    address: requiredText(SIGNUP_REQUIRED, 300),
    phone: phoneField(SIGNUP_REQUIRED),
    reCaptchaaToken: robotCheck,
  }))();
export type SignupInput = z.infer<typeof signupSchema>;

export const forgotPasswordSchema = /* @__PURE__ */ (() =>
  z.object({
    email: emailField(ACCOUNT_MESSAGES.emailRequired),
    reCaptchaaToken: robotCheck,
  }))();
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The link's token (checked by the service: a missing or malformed one is an invalid link) and the new password, with sign-up's rules. */
export const resetPasswordSchema = /* @__PURE__ */ (() =>
  z.object({
    token: z
      .string({ error: ACCOUNT_MESSAGES.resetLinkInvalid })
      .check(z.minLength(1, { error: ACCOUNT_MESSAGES.resetLinkInvalid }), z.maxLength(200, { error: ACCOUNT_MESSAGES.resetLinkInvalid })),
    password: passwordField(ACCOUNT_MESSAGES.newPasswordRequired),
  }))();
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** Login and refresh answer the same shape (spec §3); `role` is added so the app can hide owner-only screens. */
export interface SessionResponse {
  message: string;
  userEmail: string;
  accessToken: string;
  full_name: string;
  role: AccountRole;
}

export const contactSchema = /* @__PURE__ */ (() =>
  z.object({
    name: requiredText('Please fill in all fields', 120),
    email: emailField('Please fill in all fields'),
    message: requiredText('Please fill in all fields', 5000),
  }))();
export type ContactInput = z.infer<typeof contactSchema>;
