/**
 * Sign-up, sign-in and sessions (spec part 1 §7, DECISIONS "Accounts, sign-in, sessions"): part of the account
 * area's manifest, in a module of its own so the SPA's entry bundle (the silent refresh) carries only these.
 */
import type { MessageResponse } from '../route.ts';
import { defineRoute, io } from '../route.ts';
import type { ForgotPasswordInput, LoginInput, ResetPasswordInput, SessionResponse, SignupInput } from './auth-schemas.ts';

export const authRoutes = {
  authChallenge: defineRoute({
    name: 'authChallenge',
    method: 'GET',
    path: '/api/auth/challenge',
    handler: 'functions/account/handlers/challenge.ts',
    access: 'public',
    permission: 'public',
    spec: 'DECISIONS: robot check (ALTCHA) challenge for login and sign-up',
    // An ALTCHA challenge, handed to the widget as it is.
    types: io<{ response: object }>(),
  }),
  authSignup: defineRoute({
    name: 'authSignup',
    method: 'POST',
    path: '/api/auth/signup',
    handler: 'functions/account/handlers/signup.ts',
    access: 'public',
    permission: 'public',
    spec: 'DECISIONS: sign-up creates the company, its owner and the master password',
    types: io<{ body: SignupInput; response: MessageResponse }>(),
  }),
  authLogin: defineRoute({
    name: 'authLogin',
    method: 'POST',
    path: '/api/auth/login',
    handler: 'functions/account/handlers/login.ts',
    access: 'public',
    permission: 'public',
    spec: 'Part 1 §7 POST /auth/login',
    types: io<{ body: LoginInput; response: SessionResponse }>(),
  }),
  authRefresh: defineRoute({
    name: 'authRefresh',
    method: 'GET',
    path: '/api/auth/refresh',
    handler: 'functions/account/handlers/refresh.ts',
    access: 'public',
    permission: 'public',
    spec: 'Part 1 §7 GET /auth/refresh (refresh-token cookie)',
    types: io<{ response: SessionResponse }>(),
  }),
  authLogout: defineRoute({
    name: 'authLogout',
    method: 'GET',
    path: '/api/auth/logout',
    handler: 'functions/account/handlers/logout.ts',
    access: 'public',
    permission: 'public',
    spec: 'Part 1 §7 GET auth/logout',
    types: io<{ response: MessageResponse }>(),
  }),
  authForgotPassword: defineRoute({
    name: 'authForgotPassword',
    method: 'POST',
    path: '/api/auth/forgot-password',
    handler: 'functions/account/handlers/forgot-password.ts',
    access: 'public',
    permission: 'public',
    spec: 'AUTOMATION "Accounts": Forgot password? emails a single-use reset link (always the same 200)',
    email: true,
    types: io<{ body: ForgotPasswordInput; response: MessageResponse }>(),
  }),
  authResetPassword: defineRoute({
    name: 'authResetPassword',
    method: 'POST',
    path: '/api/auth/reset-password',
    handler: 'functions/account/handlers/reset-password.ts',
    access: 'public',
    permission: 'public',
    spec: 'AUTOMATION "Accounts": sets the password from a reset link and revokes every session',
    types: io<{ body: ResetPasswordInput; response: MessageResponse }>(),
  }),
};
