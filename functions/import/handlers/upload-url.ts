import { ulid } from 'ulid';
import { IMPORT_MESSAGES as M } from '../../../shared/import/messages.ts';
import { importRoutes } from '../../../shared/import/routes.ts';
import { uploadUrlSchema } from '../../../shared/import/schemas.ts';
import { badRequest } from '../../lib/errors.ts';
import { createHandler } from '../../lib/http.ts';
import { signedUploadUrl } from '../../lib/s3.ts';
import * as objects from '../objects.ts';

/** Upload URLs live long enough to send 10 MB on a slow line. */
const UPLOAD_URL_SECONDS = 15 * 60;

export const handler = createHandler(importRoutes.importUploadUrl, { body: uploadUrlSchema }, async ({ body, identity }) => {
  if (!/\.csv$/i.test(body.fileName)) throw badRequest(M.fileName);
  const fileKey = objects.uploadObject(identity.companyId, ulid(), body.fileName);
  return { fileKey, url: await signedUploadUrl(fileKey, UPLOAD_URL_SECONDS) };
});
