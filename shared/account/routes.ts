/** Accounts, sign-in and sessions (spec part 1 §2–§7, DECISIONS "Accounts, sign-in, sessions"). */
import type { MessageResponse } from '../route.ts';
import { defineRoute, io } from '../route.ts';
import { authRoutes } from './auth-routes.ts';
import type {
  AddLinkedAccountInput,
  ChangeMasterPasswordInput,
  CompanyInfo,
  LinkedAccount,
  LinkedAccountIdQuery,
  UpdateLinkedAccountInput,
} from './schemas.ts';

export const accountRoutes = {
  ...authRoutes,
  companyInfo: defineRoute({
    name: 'companyInfo',
    method: 'GET',
    path: '/api/account/company-ifo',
    handler: 'functions/account/handlers/company-info.ts',
    access: 'user',
    spec: 'Part 1 §7 GET /account/company-ifo',
    types: io<{ response: CompanyInfo }>(),
  }),
  linkedAccounts: defineRoute({
    name: 'linkedAccounts',
    method: 'GET',
    path: '/api/account/linked-accounts',
    handler: 'functions/account/handlers/linked-accounts.ts',
    access: 'admin',
    spec: 'Part 1 §7 GET /account/linked-accounts',
    types: io<{ response: LinkedAccount[] }>(),
  }),
  addLinkedAccount: defineRoute({
    name: 'addLinkedAccount',
    method: 'POST',
    path: '/api/account/add-linked-account',
    handler: 'functions/account/handlers/add-linked-account.ts',
    access: 'admin',
    spec: 'Part 1 §7 POST /account/add-linked-account',
    types: io<{ body: AddLinkedAccountInput; response: MessageResponse & { account: LinkedAccount } }>(),
  }),
  updateLinkedAccount: defineRoute({
    name: 'updateLinkedAccount',
    method: 'POST',
    path: '/api/account/update-linked-account',
    handler: 'functions/account/handlers/update-linked-account.ts',
    access: 'admin',
    spec: 'Part 1 §2 account page: the edit half of the edit/unlink modal',
    types: io<{ body: UpdateLinkedAccountInput; response: MessageResponse }>(),
  }),
  deleteLinkedAccount: defineRoute({
    name: 'deleteLinkedAccount',
    method: 'DELETE',
    path: '/api/account/delete-linked-account',
    handler: 'functions/account/handlers/delete-linked-account.ts',
    access: 'admin',
    spec: 'Part 1 §7 DELETE /account/delete-linked-account?id=',
    types: io<{ query: LinkedAccountIdQuery; response: MessageResponse }>(),
  }),
  changeMasterPassword: defineRoute({
    name: 'changeMasterPassword',
    method: 'POST',
    path: '/api/account/change-master-password',
    handler: 'functions/account/handlers/change-master-password.ts',
    access: 'admin',
    spec: 'Issue "Accounts": the administrator changes the master password',
    types: io<{ body: ChangeMasterPasswordInput; response: MessageResponse }>(),
  }),
};
