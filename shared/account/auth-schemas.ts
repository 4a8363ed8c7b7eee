import * as z from 'zod/mini';
import { emailField, passwordField, requiredText } from './common.ts';

const robotCheck = z.string({ error: 'Please complete the robot check' }).check(
  z.minLength(1, { error: 'Please complete the robot check' }),
  z.maxLength(20_000, { error: 'Robot check payload is too large' }),
);

/** Login type: "1" normal (owner or linked account), "2" Administrator Access (owner only). */
export const loginSchema = /* @__PURE__ */ (() =>
  z.object({
  email: emailField('Email is required'),
  password: z.string({ error: 'Password is required' }).check(
    z.minLength(1, { error: 'Password is required' }),
    z.maxLength(128, { error: 'Password is too long' }),
  ),
  reCaptchaaToken: robotCheck,
  type: z.enum(['1', '2'], { error: 'Login type must be "1" or "2"' }),
}))();
export type LoginInput = z.infer<typeof loginSchema>;

const SIGNUP_REQUIRED = 'Please fill in all fields';
export const signupSchema = /* @__PURE__ */ (() =>
  z.object({
  companyName: requiredText(SIGNUP_REQUIRED, 120),
  fullName: requiredText(SIGNUP_REQUIRED, 120),
  email: emailField(SIGNUP_REQUIRED),
  password: passwordField(SIGNUP_REQUIRED),
  masterPassword: passwordField(SIGNUP_REQUIRED, 'Master password'),
  address: requiredText(SIGNUP_REQUIRED, 300),
  phone: requiredText(SIGNUP_REQUIRED, 40),
  reCaptchaaToken: robotCheck,
}))();
export type SignupInput = z.infer<typeof signupSchema>;

/** Login and refresh answer the same shape (spec §3); `role` is added so the app can hide owner-only screens. */
export interface SessionResponse {
  message: string;
  userEmail: string;
  accessToken: string;
  full_name: string;
  role: 'admin' | 'staff';
}

export const contactSchema = /* @__PURE__ */ (() =>
  z.object({
  name: requiredText('Please fill in all fields', 120),
  email: emailField('Please fill in all fields'),
  message: requiredText('Please fill in all fields', 5000),
}))();
export type ContactInput = z.infer<typeof contactSchema>;
