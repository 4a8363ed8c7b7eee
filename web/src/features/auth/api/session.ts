/** Sign-in, sign-up, sign-out and the robot check's challenge (public routes: no bearer, no refresh retry). */
import { accountRoutes } from '../../../../../shared/account/routes.ts';
import type { LoginInput, SignupInput } from '../../../../../shared/account/auth-schemas.ts';
import { call } from '../../../lib/api-client.ts';

export const CHALLENGE_URL = accountRoutes.authChallenge.path;
export const LOGIN_FAILED_MESSAGE = 'Login Failed, an Error occurred';
export const SIGNUP_FAILED_MESSAGE = 'Sign up failed, an error occurred';

/** The server sets the refresh cookie. */
export const login = (input: LoginInput) => call(accountRoutes.authLogin, { body: input }, { defaultError: LOGIN_FAILED_MESSAGE });

export const signup = (input: SignupInput) => call(accountRoutes.authSignup, { body: input }, { defaultError: SIGNUP_FAILED_MESSAGE });

/** Revokes the session behind the refresh cookie and clears it. */
export const logout = () => call(accountRoutes.authLogout, {}, { defaultError: 'Failed to logout' });
