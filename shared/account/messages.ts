/**
 * Every message of the account area (sign-up, sign-in, sessions, company and linked accounts), once:
 * read by the schemas, the services, the handlers and the SPA. One export per message, so a bundle
 * carries only the ones it uses (`import * as ACCOUNT_MESSAGES from …` is tree-shaken the same way).
 */

// ───────────── request validation ─────────────

export const fillAll = 'Please fill all fields.';
export const signupFillAll = 'Please fill in all fields';
export const emailRequired = 'Email is required';
export const passwordRequired = 'Password is required';
export const passwordTooLong = 'Password is too long';
export const loginType = 'Login type must be "1" or "2"';
export const robotCheckRequired = 'Please complete the robot check';
export const robotCheckTooLarge = 'Robot check payload is too large';
export const linkedAccountIdRequired = 'Linked account id is required';
export const newPasswordRequired = 'Please enter a new password';

// ───────────── what the services refuse ─────────────

export const emailTaken = 'An account with this email already exists';
export const invalidLogin = 'Invalid email or password';
export const adminOnly = 'Administrator Access is only for the company owner. Untick it to sign in with a linked account.';
export const tooManyFailures = (minutes: number) =>
  `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
export const sessionExpired = 'Session expired, please login again';
export const robotCheckUsed = 'This robot check was already used, please verify again';
export const robotCheckFailed = 'Robot check failed, please verify again';
export const companyNotFound = 'Company not found';
export const accountNotFound = 'Account not found';
export const linkedAccountNotFound = 'Linked account not found';
export const wrongOwnPassword = 'Your password is incorrect';
/** AUTOMATION.md "Accounts": a used, expired or forged reset link (and a link without a token). */
export const resetLinkInvalid = 'This link is no longer valid. Ask for a new one.';
export const tooManyResetRequests = (minutes: number) =>
  `Too many password reset requests. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
export const tooManyResetAttempts = (minutes: number) =>
  `Too many attempts with links that are no longer valid. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;

// ───────────── what the handlers answer on success ─────────────

export const accountCreated = 'Account created successfully, please login';
export const loginSuccessful = 'Login successful';
export const sessionRefreshed = 'Session refreshed';
export const loggedOut = 'Logged out successfully';
export const accountLinked = 'Linked account successfully';
export const linkedAccountUpdated = 'Linked account updated successfully';
export const accountUnlinked = 'Un-linked account successfully';
export const masterPasswordChanged = 'Master password changed successfully';
/** AUTOMATION.md "Accounts": the same answer whether or not an account has this email. */
export const resetLinkSent = 'If an account exists for this email, we have sent a link to reset its password.';
export const passwordReset = 'Your password has been changed. Sign in with your new password.';

// ───────────── roles, apps, scopes and invitations (ROLES.md) ─────────────

export const chooseRole = 'Choose a role';
export const chooseApps = 'Choose at least one app';
export const unknownBuilding = (n: number) => `Unknown building ${n}`;
export const unknownWarehouse = 'Unknown warehouse';
export const buildingsInvalid = 'Buildings must be "all" or a list of building numbers';
export const warehousesInvalid = 'Warehouses must be "all" or a list of warehouse ids';
export const ownerRoleFixed = 'The owner keeps the owner role: it cannot be changed';
export const inviteEmailTaken = 'This email already has an account';
export const inviteLinkInvalid = 'This link is no longer valid. Ask for a new one.';
export const invitationSent = (email: string) => `Invitation sent to ${email}`;
export const invitationAccepted = 'Your password is set. Sign in with your email and new password.';
export const invitationNotFound = 'Invitation not found';
export const invitationRevoked = 'Invitation revoked';
export const noPermission = 'You do not have permission to do this';
