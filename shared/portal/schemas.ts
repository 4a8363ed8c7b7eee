/**
 * The portal's request schemas (PORTAL.md); builders and why zod/mini: shared/schemas/common.ts. Response types:
 * ./types.ts.
 */
import * as z from 'zod/mini';
import { isIsoDate } from '../domain/dates.ts';
import { IMAGE_TYPES } from '../inventory/images.ts';
import { MAINTENANCE_MESSAGES, MAX_MAINTENANCE_PHOTOS } from '../rent/maintenance.ts';
import { maintenanceDescriptionField, maintenanceTitleField } from '../rent/maintenance-schemas.ts';
import { emailField, idField, pageQueryFields, phoneField, required, requiredObject, wholeNumberField } from '../schemas/common.ts';
import * as PORTAL_MESSAGES from './messages.ts';

export const portalSignInSchema = /* @__PURE__ */ (() => z.object({ email: emailField('Please enter your email address') }))();

/** A missing or malformed token is an invalid link (the service says so, and counts it). */
export const portalSessionSchema = /* @__PURE__ */ (() =>
  z.object({
    token: z.string({ error: PORTAL_MESSAGES.linkInvalid }).check(z.maxLength(100, { error: PORTAL_MESSAGES.linkInvalid })),
    person: z.optional(
      z.templateLiteral([z.enum(['tenant', 'customer']), ':', z.string().check(z.regex(/^[0-9A-Za-z]{1,40}$/))], {
        error: PORTAL_MESSAGES.personNotOnLink,
      }),
    ),
  }))();

export const portalInviteSchema = /* @__PURE__ */ (() => {
  const personId = z.optional(
    z.string({ error: PORTAL_MESSAGES.inviteOneId }).check(z.trim(), z.maxLength(40, { error: PORTAL_MESSAGES.inviteOneId })),
  );
  return z
    .object({ tenantId: personId, customerId: personId })
    .check(z.refine((b) => !!b.tenantId !== !!b.customerId, { error: PORTAL_MESSAGES.inviteOneId }));
})();

/** A statement's period: both dates optional (the last 12 months by default), at most 24 months (the service checks). */
export const statementQuerySchema = /* @__PURE__ */ (() =>
  z.object({
    from: z.optional(z.string().check(z.refine(isIsoDate, { error: PORTAL_MESSAGES.badDate('from') }))),
    to: z.optional(z.string().check(z.refine(isIsoDate, { error: PORTAL_MESSAGES.badDate('to') }))),
  }))();

/** A tenant's rent and period, or a customer's order (query strings: orderId arrives as text). */
export const portalInvoiceQuerySchema = /* @__PURE__ */ (() =>
  z
    .object({
      rentId: z.optional(z.string().check(z.maxLength(200))),
      from: z.optional(z.string().check(z.refine(isIsoDate, { error: PORTAL_MESSAGES.badDate('from') }))),
      to: z.optional(z.string().check(z.refine(isIsoDate, { error: PORTAL_MESSAGES.badDate('to') }))),
      orderId: z.optional(
        z.pipe(
          z.string().check(z.regex(/^\d{1,9}$/, { error: PORTAL_MESSAGES.invoiceRentOrOrder })),
          z.transform((v) => Number(v)),
        ),
      ),
    })
    .check(
      z.refine((q) => (q.orderId !== undefined) !== (q.rentId !== undefined && q.from !== undefined && q.to !== undefined), {
        error: PORTAL_MESSAGES.invoiceRentOrOrder,
      }),
    ))();

/** A page of a portal list (`?limit=&cursor=`). */
export const portalPageQuery = /* @__PURE__ */ (() => z.object(pageQueryFields()))();
export type PageQuery = z.output<typeof portalPageQuery>;

// ───────────── maintenance and contact details (PORTAL.md "What a tenant sees and does") ─────────────

/**
 * A tenant's photo of a repair (PORTAL.md): the item images' types (shared/inventory/images.ts, the same signatures
 * checked), at most 5 MB: phone cameras' photos, where a catalogue image is kept to 2 MB.
 */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** POST /api/portal/maintenance/upload-url { contentType, size }: one photo's declared type and exact size in bytes. */
export const portalUploadUrlSchema = /* @__PURE__ */ (() =>
  z.object({
    contentType: z.enum(IMAGE_TYPES, { error: PORTAL_MESSAGES.photoType }),
    size: wholeNumberField(PORTAL_MESSAGES.photoSize, PORTAL_MESSAGES.photoSize, 1, MAX_PHOTO_BYTES),
  }))();

/** POST /api/portal/maintenance { rentId, title, description, photos }: title and description as the staff's Add request. */
export const portalMaintenanceSchema = /* @__PURE__ */ (() =>
  z.pipe(
    requiredObject(
      {
        rentId: required(PORTAL_MESSAGES.rentRequired),
        title: required(MAINTENANCE_MESSAGES.title),
        description: required(MAINTENANCE_MESSAGES.description),
      },
      PORTAL_MESSAGES.rentRequired,
    ),
    z.object({
      rentId: idField(PORTAL_MESSAGES.rentRequired, 200),
      title: maintenanceTitleField(),
      description: maintenanceDescriptionField(),
      photos: z._default(
        z
          .array(z.string({ error: PORTAL_MESSAGES.photosList }).check(z.maxLength(300, { error: PORTAL_MESSAGES.photosList })), {
            error: PORTAL_MESSAGES.photosList,
          })
          .check(z.maxLength(MAX_MAINTENANCE_PHOTOS, { error: MAINTENANCE_MESSAGES.tooManyPhotos })),
        [],
      ),
    }),
  ))();

/** POST /api/portal/contact { phone, email }: validated as a tenant's or customer's phone and email. */
export const portalContactSchema = /* @__PURE__ */ (() =>
  z.object({ phone: phoneField(PORTAL_MESSAGES.contactRequired), email: emailField(PORTAL_MESSAGES.contactRequired) }))();

/** POST /api/portal/contact/verify { token }: a missing or malformed token is a spent link (the service says so). */
export const portalContactVerifySchema = /* @__PURE__ */ (() =>
  z.object({
    token: z.string({ error: PORTAL_MESSAGES.emailLinkInvalid }).check(z.maxLength(100, { error: PORTAL_MESSAGES.emailLinkInvalid })),
  }))();
