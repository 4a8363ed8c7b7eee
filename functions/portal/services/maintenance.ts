/**
 * A tenant's maintenance requests in the portal (PORTAL.md "What a tenant sees and does"): a photo's upload URL, a
 * request on the room of their current rent (opened by the rent area's one way of opening a request, source `portal`),
 * and the requests they opened with their status, the company's public comments and their photos.
 *
 * Which requests a tenant sees: those they opened in the portal, on any of their rooms, newest first (a page holds at
 * most MAX_REQUESTS_LISTED). Requests staff open carry no tenant (a room's tenant changes; a request is about the room), so
 * they are not shown; only notes marked "Visible to the tenant" are, never the internal ones.
 */
import { ulid } from 'ulid';
import { IMAGE_TYPES } from '../../../shared/inventory/images.ts';
import * as PORTAL_MESSAGES from '../../../shared/portal/messages.ts';
import type {
  PortalMaintenanceBody,
  PortalMaintenanceRequest,
  PortalUploadUrl,
  PortalUploadUrlBody,
} from '../../../shared/portal/types.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import type { AuditContext } from '../../lib/audit-context.ts';
import { mapLimit } from '../../lib/concurrency.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { signedImageUrl } from '../../lib/images.ts';
import type { PortalIdentity } from '../../lib/portal-tokens.ts';
import { listMaintenanceNotes } from '../../rent/data/maintenance.ts';
import { getRent } from '../../rent/data/rents.ts';
import { parseRentId } from '../../rent/ids.ts';
import { addMaintenance } from '../../rent/services/maintenance.ts';
import { listRequestsOfTenant } from '../data/maintenance.ts';
import { sessionPerson } from './me.ts';
import { forgetPhotos, photoUploadUrl, readUploadedPhotos, storeRequestPhotos } from './photos.ts';

/** The most requests one page lists: each reads its public comments and signs its photos' links. */
export const MAX_REQUESTS_LISTED = 20;

/** The session's tenant, as stored now (maintenance is Rent Management's: a customer's session has none). */
async function sessionTenant(portal: PortalIdentity) {
  if (portal.kind !== 'tenant') throw notFound(PORTAL_MESSAGES.forTenants);
  return (await sessionPerson(portal)).person;
}

/** POST /api/portal/maintenance/upload-url */
export async function portalUploadUrl(portal: PortalIdentity, photo: PortalUploadUrlBody, now = new Date()): Promise<PortalUploadUrl> {
  // the schema let only the three types through; the route's body type keeps the browser's text
  const contentType = IMAGE_TYPES.find((t) => t === photo.contentType);
  if (!contentType) throw badRequest(PORTAL_MESSAGES.photoType);
  const tenant = await sessionTenant(portal);
  return photoUploadUrl(portal.companyId, tenant.id, { contentType, size: photo.size }, now);
}

/**
 * POST /api/portal/maintenance: the rent must be the tenant's (404 otherwise, as another company's) and current (409
 * once checked out); the photos are checked and moved before the request is written, and removed again if it is not.
 */
export async function openPortalRequest(
  portal: PortalIdentity,
  audit: AuditContext,
  body: PortalMaintenanceBody,
  now = new Date(),
): Promise<{ message: string; id: string }> {
  const tenant = await sessionTenant(portal);
  const ref = parseRentId(body.rentId);
  const rent = ref ? await getRent(portal.companyId, ref) : null;
  if (!rent || rent.tenantId !== tenant.id) throw notFound(RENT_MESSAGES.rentNotFound);
  if (rent.checkoutDate) throw conflict(PORTAL_MESSAGES.rentEnded);
  const uploads = await readUploadedPhotos(portal.companyId, tenant.id, body.photos);
  const requestUlid = ulid(now.getTime());
  const photos = await storeRequestPhotos(portal.companyId, requestUlid, uploads, now);
  let id: string;
  try {
    ({ id } = await addMaintenance(
      audit,
      { room_id: rent.roomId, title: body.title, description: body.description, priority: 'Normal' },
      now,
      { tenantId: tenant.id, tenantName: tenant.name, rentId: rent.rentId, requestUlid, photos },
    ));
  } catch (err) {
    await forgetPhotos(photos.map((p) => p.key));
    throw err;
  }
  await forgetPhotos(uploads.map((u) => u.key));
  return { message: PORTAL_MESSAGES.maintenanceSent, id };
}

/** GET /api/portal/maintenance: the tenant's requests, newest first, with status, public comments and photo links. */
export async function portalRequests(
  portal: PortalIdentity,
  page: { limit: number; cursor?: string },
  now = new Date(),
): Promise<{ items: PortalMaintenanceRequest[]; nextCursor: string | null }> {
  const tenant = await sessionTenant(portal);
  const found = await listRequestsOfTenant(portal.companyId, tenant.id, { ...page, limit: Math.min(page.limit, MAX_REQUESTS_LISTED) });
  const items = await mapLimit(found.items, 8, async (r) => {
    const [notes, photos] = await Promise.all([
      listMaintenanceNotes(portal.companyId, r, { publicOnly: true }),
      Promise.all(r.photos.map((p) => signedImageUrl(p.key, 'photo', now))),
    ]);
    return {
      id: r.requestId,
      title: r.title,
      description: r.description,
      status: r.status,
      roomNumber: r.roomNumber,
      buildingName: r.buildingName,
      createdAt: r.reportedAt,
      updatedAt: r.updatedAt,
      photos,
      comments: notes.map((n) => ({ at: n.at, text: n.text })),
    };
  });
  return { items, nextCursor: found.nextCursor };
}
