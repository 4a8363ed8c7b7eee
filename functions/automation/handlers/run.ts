import { ulid } from 'ulid';
import { AUTOMATION_MESSAGES, runBodySchema } from '../../../shared/automation/schemas.ts';
import { automationRoutes } from '../../../shared/automation/routes.ts';
import { createHandler, jsonError } from '../../lib/http.ts';
import { log, serializeError } from '../../lib/logger.ts';
import * as ACCOUNT_MESSAGES from '../../../shared/account/messages.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { CompanyGone } from '../services/run.ts';
import { runNow } from '../services/run-now.ts';

export const handler = createHandler(automationRoutes.automationRun, { body: runBodySchema }, async ({ body, identity, requestId }) => {
  try {
    // a run of its own (never retried as such: pressing again is a new run), so a new id
    return await runNow(identity.companyId, ulid(), body.date);
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (err instanceof CompanyGone) throw notFound(ACCOUNT_MESSAGES.companyNotFound);
    // A job failed part-way (an email refused, the table busy): what it did stays done and a re-run skips it.
    log('error', 'automation run failed', { companyId: identity.companyId, requestId, ...serializeError(err) });
    return jsonError(503, AUTOMATION_MESSAGES.runFailed);
  }
});
