import { z } from 'zod';
import { emailField, passwordField, requiredText } from './common.ts';

/** Login type: "1" normal (owner or linked account), "2" Administrator Access (owner only). */
export const loginSchema = z.object({
  email: emailField('Email is required'),
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(128, { error: 'Password is too long' }),
  reCaptchaaToken: z
    .string({ error: 'Please complete the robot check' })
    .min(1, { error: 'Please complete the robot check' })
    .max(20_000, { error: 'Robot check payload is too large' }),
  type: z.enum(['1', '2'], { error: 'Login type must be "1" or "2"' }),
});
export type LoginInput = z.infer<typeof loginSchema>;

const SIGNUP_REQUIRED = 'Please fill in all fields';
export const signupSchema = z.object({
  companyName: requiredText(SIGNUP_REQUIRED, 120),
  fullName: requiredText(SIGNUP_REQUIRED, 120),
  email: emailField(SIGNUP_REQUIRED),
  password: passwordField(SIGNUP_REQUIRED),
  masterPassword: z
    .string({ error: SIGNUP_REQUIRED })
    .min(1, { error: SIGNUP_REQUIRED })
    .min(8, { error: 'Master password must be at least 8 characters' })
    .max(128, { error: 'Master password must be at most 128 characters' }),
  address: requiredText(SIGNUP_REQUIRED, 300),
  phone: requiredText(SIGNUP_REQUIRED, 40),
  reCaptchaaToken: z
    .string({ error: 'Please complete the robot check' })
    .min(1, { error: 'Please complete the robot check' })
    .max(20_000, { error: 'Robot check payload is too large' }),
});
export type SignupInput = z.infer<typeof signupSchema>;

/** Login and refresh answer the same shape (spec §3); `role` is added so the app can hide owner-only screens. */
export interface SessionResponse {
  message: string;
  userEmail: string;
  accessToken: string;
  full_name: string;
  role: 'admin' | 'staff';
}

export const contactSchema = z.object({
  name: requiredText('Please fill in all fields', 120),
  email: emailField('Please fill in all fields'),
  message: requiredText('Please fill in all fields', 5000),
});
export type ContactInput = z.infer<typeof contactSchema>;
