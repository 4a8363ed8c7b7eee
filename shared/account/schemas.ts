import * as z from 'zod/mini';
import { CORRECTION_MESSAGES } from '../audit/types.ts';
import { emailField, passwordField, phoneField, requiredText, versionField } from '../schemas/common.ts';
import * as ACCOUNT_MESSAGES from './messages.ts';
import {
  APPS,
  ASSIGNABLE_ROLES,
  type AccountRole,
  type AppName,
  type AssignableRole,
  type BuildingScope,
  type Permission,
  type WarehouseScope,
} from './permissions.ts';

/** A role an owner may give: `owner` and anything unknown are "Choose a role". */
const roleField = () => z.enum(ASSIGNABLE_ROLES, { error: ACCOUNT_MESSAGES.chooseRole });
const appsField = () =>
  z.array(z.enum(APPS, { error: ACCOUNT_MESSAGES.chooseApps }), { error: ACCOUNT_MESSAGES.chooseApps }).check(
    z.minLength(1, { error: ACCOUNT_MESSAGES.chooseApps }),
    z.maxLength(APPS.length, { error: ACCOUNT_MESSAGES.chooseApps }),
    z.refine((apps) => new Set(apps).size === apps.length, { error: ACCOUNT_MESSAGES.chooseApps }),
  );
const buildingsField = () =>
  z.union(
    [
      z.literal('all'),
      z
        .array(z.int({ error: ACCOUNT_MESSAGES.buildingsInvalid }).check(z.positive({ error: ACCOUNT_MESSAGES.buildingsInvalid })), {
          error: ACCOUNT_MESSAGES.buildingsInvalid,
        })
        .check(z.maxLength(500, { error: ACCOUNT_MESSAGES.buildingsInvalid })),
    ],
    { error: ACCOUNT_MESSAGES.buildingsInvalid },
  );
const warehousesField = () =>
  z.union(
    [
      z.literal('all'),
      z
        .array(z.string({ error: ACCOUNT_MESSAGES.warehousesInvalid }).check(z.minLength(1), z.maxLength(64)), {
          error: ACCOUNT_MESSAGES.warehousesInvalid,
        })
        .check(z.maxLength(200, { error: ACCOUNT_MESSAGES.warehousesInvalid })),
    ],
    { error: ACCOUNT_MESSAGES.warehousesInvalid },
  );

/** Role, apps and scope as add-linked-account and update-linked-account take them (absent: the defaults or what is kept). */
const powersFields = () => ({
  role: z.optional(roleField()),
  apps: z.optional(appsField()),
  buildings: z.optional(buildingsField()),
  warehouses: z.optional(warehousesField()),
});

const FILL_ALL = ACCOUNT_MESSAGES.fillAll;

export const addLinkedAccountSchema = /* @__PURE__ */ (() =>
  z.object({
    name: requiredText(FILL_ALL, 120),
    email: emailField(FILL_ALL),
    address: requiredText(FILL_ALL, 300),
    phone: phoneField(FILL_ALL),
    password: passwordField(FILL_ALL),
    ...powersFields(),
  }))();
export type AddLinkedAccountInput = z.infer<typeof addLinkedAccountSchema>;

export const updateLinkedAccountSchema = /* @__PURE__ */ (() =>
  z.object({
    id: requiredText(ACCOUNT_MESSAGES.linkedAccountIdRequired, 64),
    name: requiredText(FILL_ALL, 120),
    address: requiredText(FILL_ALL, 300),
    phone: phoneField(FILL_ALL),
    version: versionField(CORRECTION_MESSAGES.version),
    ...powersFields(),
  }))();
export type UpdateLinkedAccountInput = z.infer<typeof updateLinkedAccountSchema>;

/** POST /api/account/invite (ROLES.md): who, as what, seeing what; the invitee sets their own password. */
export const inviteSchema = /* @__PURE__ */ (() =>
  z.object({
    name: requiredText(FILL_ALL, 120),
    email: emailField(FILL_ALL),
    role: roleField(),
    apps: appsField(),
    buildings: buildingsField(),
    warehouses: warehousesField(),
  }))();
export type InviteInput = z.infer<typeof inviteSchema>;

/** POST /api/account/accept-invite: the emailed token and the password the invitee chose (sign-up's rules). */
export const acceptInviteSchema = /* @__PURE__ */ (() =>
  z.object({
    token: z
      .string({ error: ACCOUNT_MESSAGES.inviteLinkInvalid })
      .check(
        z.minLength(1, { error: ACCOUNT_MESSAGES.inviteLinkInvalid }),
        z.maxLength(200, { error: ACCOUNT_MESSAGES.inviteLinkInvalid }),
      ),
    password: passwordField(ACCOUNT_MESSAGES.newPasswordRequired),
  }))();
export type AcceptInviteInput = z.infer<typeof acceptInviteSchema>;

/** DELETE /api/account/invite?id=: withdraws a pending invitation (its link stops working). */
export const invitationIdQuery = /* @__PURE__ */ (() =>
  z.object({
    id: requiredText(ACCOUNT_MESSAGES.invitationNotFound, 64),
  }))();
export type InvitationIdQuery = z.output<typeof invitationIdQuery>;

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
  /** The signed-in account's powers (ROLES.md): the SPA shows only what they allow. */
  me: Me;
}

export interface Me {
  role: AccountRole;
  apps: AppName[];
  buildings: BuildingScope;
  warehouses: WarehouseScope;
  permissions: Permission[];
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
  role: AssignableRole;
  apps: AppName[];
  buildings: BuildingScope;
  warehouses: WarehouseScope;
  /** False for an account; true for a pending invitation (its id is the invitation's; no last_seen yet). */
  invited: boolean;
  /** A pending invitation's expiry (ISO), null for an account. */
  invite_expires_at: string | null;
}
