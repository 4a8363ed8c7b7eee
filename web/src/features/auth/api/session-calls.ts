import type { LoginInput, SessionResponse, SignupInput } from '../../../../../shared/schemas/auth.ts';
import { api } from '../../../lib/api-client.ts';

export const CHALLENGE_URL = '/api/auth/challenge';
export const LOGIN_FAILED_MESSAGE = 'Login Failed, an Error occurred';
export const SIGNUP_FAILED_MESSAGE = 'Sign up failed, an error occurred';

/** POST /api/auth/login; public (no bearer), the server sets the refresh cookie. */
export const login = (input: LoginInput) => api.post<SessionResponse>('/auth/login', input, { auth: false, defaultError: LOGIN_FAILED_MESSAGE });

/** POST /api/auth/signup → 201 { message }. */
export const signup = (input: SignupInput) => api.post<{ message?: string }>('/auth/signup', input, { auth: false, defaultError: SIGNUP_FAILED_MESSAGE });
