/**
 * The registry of scheduled jobs, run in this order for each company's local day (services/run.ts). A job is added
 * here with one import and one line; an empty registry runs nothing and sends no digest.
 */
import type { Job } from './job.ts';

export const jobs: Job[] = [];
