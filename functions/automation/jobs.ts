/**
 * The registry of scheduled jobs, run in this order for each company's local day (services/run.ts). A job is added
 * here with one import and one line; an empty registry runs nothing and sends no digest.
 */
import { insightsBackfillJob } from '../insights/backfill/job.ts';
import { insightsListsJob } from '../insights/services/inventory-lists.ts';
import { monthlyStatementJob } from '../insights/services/statement-email.ts';
import { lowStockDigestJob } from '../inventory/services/low-stock-digest.ts';
import { lotNumbersJob } from '../inventory/services/lot-numbers-backfill.ts';
import { portalEmailLookupJob } from '../portal/services/email-lookup-backfill.ts';
import { rentCollectionJob } from '../rent/services/collection.ts';
import { maintenanceDigestJob } from '../rent/services/maintenance-digest.ts';
import type { Job } from './job.ts';

export const jobs: Job[] = [
  rentCollectionJob,
  maintenanceDigestJob,
  lowStockDigestJob,
  lotNumbersJob,
  portalEmailLookupJob,
  insightsBackfillJob,
  monthlyStatementJob,
  insightsListsJob,
];
