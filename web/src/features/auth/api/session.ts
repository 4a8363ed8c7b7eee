/** Sign-in, sign-up, sign-out and the robot check's challenge (public routes: no bearer, no refresh retry). */
import { accountRoutes } from '../../../../../shared/account/routes.ts';
import type { ForgotPasswordInput, LoginInput, ResetPasswordInput, SignupInput } from '../../../../../shared/account/auth-schemas.ts';
import type { AcceptInviteInput } from '../../../../../shared/account/schemas.ts';
import { call } from '../../../lib/api-client.ts';

export const CHALLENGE_URL = accountRoutes.authChallenge.path;
export const LOGIN_FAILED_MESSAGE = 'Login Failed, an Error occurred';
export const SIGNUP_FAILED_MESSAGE = 'Sign up failed, an error occurred';

/** The server sets the refresh cookie. */
export const login = (input: LoginInput) => call(accountRoutes.authLogin, { body: input }, { defaultError: LOGIN_FAILED_MESSAGE });

export const signup = (input: SignupInput) => call(accountRoutes.authSignup, { body: input }, { defaultError: SIGNUP_FAILED_MESSAGE });

/** Revokes the session behind the refresh cookie and clears it. */
export const logout = () => call(accountRoutes.authLogout, {}, { defaultError: 'Failed to logout' });

/** Always the same answer, whether or not an account has the email (AUTOMATION.md "Accounts"). */
export const requestPasswordReset = (input: ForgotPasswordInput) =>
  call(accountRoutes.authForgotPassword, { body: input }, { defaultError: 'Could not send the reset link, an error occurred' });

/** Silent: the page shows a refused link itself (with a way to ask again). */
export const resetPassword = (input: ResetPasswordInput) =>
  call(accountRoutes.authResetPassword, { body: input }, { defaultError: 'Could not reset the password, an error occurred', silent: true });

/** Silent: the invitation page shows a refused link in its form (ROLES.md "accept-invite"). */
export const acceptInvite = (input: AcceptInviteInput) =>
  call(accountRoutes.acceptInvite, { body: input }, { defaultError: 'Could not set the password, an error occurred', silent: true });
