/** Platform routes: health, the auth-and-validation echo, the contact form and public invoice links. */
import type { MessageResponse } from '../route.ts';
import { defineRoute, io } from '../route.ts';
import type { ContactInput } from '../account/auth-schemas.ts';
import type { EchoInput, EchoResponse, HealthResponse } from './schemas.ts';

export const platformRoutes = {
  health: defineRoute({
    name: 'health',
    method: 'GET',
    path: '/api/health',
    handler: 'functions/platform/handlers/health.ts',
    access: 'public',
    permission: 'public',
    spec: 'Platform: liveness probe for the gateway, the bench and monitoring',
    types: io<{ response: HealthResponse }>(),
  }),
  whoami: defineRoute({
    name: 'whoami',
    method: 'POST',
    path: '/api/system/echo',
    handler: 'functions/platform/handlers/echo.ts',
    access: 'user',
    permission: 'account.self',
    spec: 'Platform: echoes a JSON body with the verified identity; proves auth, parsing and validation end to end',
    types: io<{ body: EchoInput; response: EchoResponse }>(),
  }),
  contactSubmit: defineRoute({
    name: 'contactSubmit',
    method: 'POST',
    path: '/api/public/contact',
    handler: 'functions/platform/handlers/contact.ts',
    access: 'public',
    permission: 'public',
    spec: 'Part 1 §2 /contact-us: the form stores the message',
    types: io<{ body: ContactInput; response: MessageResponse }>(),
  }),
  publicInvoice: defineRoute({
    name: 'publicInvoice',
    method: 'GET',
    path: '/api/public/invoices/{token}',
    handler: 'functions/platform/handlers/public-invoice.ts',
    access: 'public',
    permission: 'public',
    spec: 'DECISIONS "Invoices and links": the tenant opens a shared invoice; redirects to a fresh signed S3 URL',
    invoices: 'read',
    // records the first opening for the sender's list of links (issue "Rent management" #3)
    table: 'readwrite',
  }),
};
