/**
 * Issue 19's worker budget, in the rent section (its LARGE and SMALL companies): one day's run of a company's jobs
 * through the worker handler (functions/automation/worker.ts, an SQS-shaped event in this process, as the queue
 * delivers it), with the rent collection settings on (reminders by default, late fees switched on 40 days before
 * the day, so unpaid periods of the last weeks get their fee). The registry's every job runs (functions/automation/
 * jobs.ts): rent collection and, since issue 20, the maintenance digest (the open Urgent requests and those past their
 * due date: two Queries of the sparse open-request index, at most 51 rows each, whatever the company's history). Measured: the read capacity the run consumed (the
 * handlers' own document client, rent-capacity.ts) per current rent processed, LARGE ÷ SMALL ≤ 1.2 ("reads that
 * follow the rents due that day, not the company's history"), and the whole run's wall time for LARGE < 60 s.
 *
 * The run writes (notices, fees, invoice links, the emails in the local inbox), so it picks a day the cached seed
 * has not been run on: today, unless the manifest lists it (a seed persisted by a run that also ran automation on
 * it), then the next free day.
 */
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_RENT_COLLECTION_SETTINGS } from '../../shared/automation/settings.ts';
import { addDays, isoDateOf, type IsoDate } from '../../shared/domain/dates.ts';
import { db } from '../../functions/lib/dynamo/client.ts';
import { config } from '../../functions/lib/config.ts';
import { auditOp, systemAuditContext } from '../../functions/lib/audit.ts';
import { saveSettings, getSettings } from '../../functions/automation/data/settings.ts';
import { handler as worker } from '../../functions/automation/worker.ts';
import type { RunCounts } from '../../shared/automation/schemas.ts';
import { getLastRun } from '../../functions/automation/data/runs.ts';
import { maintenanceDigestJob } from '../../functions/rent/services/maintenance-digest.ts';
import { measureCapacity, type CapacityTotals } from './rent-capacity.ts';
import type { RentManifest } from './rent-seed.ts';

export const AUTOMATION_MAX_RATIO = 1.2;
export const AUTOMATION_MAX_SECONDS = 60;

export interface AutomationRun {
  readonly company: string;
  readonly date: IsoDate;
  /** Current rents the job went through (the company's ACTIVE index). */
  readonly currentRents: number;
  readonly seconds: number;
  readonly capacity: CapacityTotals;
  /** Read capacity units per current rent. */
  readonly perRent: number;
  readonly counts?: RunCounts;
  /**
   * Issue 20: the maintenance digest job alone, run again after the worker (it only reads), metered: its digest lines
   * (Urgent, past due; at most DIGEST_MAINTENANCE_LINES + "… and more" each) and what its reads consumed.
   */
  readonly maintenanceDigest?: { urgentLines: number; pastDueLines: number; capacity: CapacityTotals };
  readonly problem?: string;
}

export interface AutomationSection {
  readonly date: IsoDate;
  readonly runs: readonly AutomationRun[];
  readonly ratio: number;
  readonly largeSeconds: number;
  readonly passed: boolean;
}

/**
 * The day to run: today, or the first day after it that this seed has not been run on; never the seed day itself,
 * on which no period starts by construction (rent-dataset.ts starts each rent a few days past its months), so a run
 * on it would bill nobody.
 */
export function automationDay(manifest: Pick<RentManifest, 'automationDays' | 'anchor'>, today: IsoDate): IsoDate {
  const used = new Set(manifest.automationDays ?? []);
  let day = today > manifest.anchor ? today : addDays(manifest.anchor, 1);
  while (used.has(day)) day = addDays(day, 1);
  return day;
}

async function countCurrentRents(companyId: string): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const res = await db().send(
      new QueryCommand({
        TableName: config.tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': `C#${companyId}#ACTIVE` },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    count += res.Count ?? 0;
    start = res.LastEvaluatedKey;
  } while (start);
  return count;
}

async function switchFeesOn(companyId: string, date: IsoDate): Promise<void> {
  const current = await getSettings(companyId, { consistent: true });
  const settings = { ...DEFAULT_RENT_COLLECTION_SETTINGS, ...current.settings, lateFeeEnabled: true, lateFeeEnabledOn: addDays(date, -40) };
  const ctx = systemAuditContext(companyId, 'bench.settings', 'automation');
  await saveSettings(
    companyId,
    settings,
    current.version,
    auditOp(ctx, { kind: 'settings', recordId: 'rent-collection', recordLabel: 'Rent collection', changes: [] }),
    null,
  );
}

export async function benchAutomation(manifest: RentManifest, progress: (message: string) => void): Promise<AutomationSection> {
  const date = automationDay(manifest, isoDateOf(new Date()));
  const runs: AutomationRun[] = [];
  for (const company of [...manifest.companies].sort((a) => (a.label === 'SMALL' ? -1 : 1))) {
    const companyId = company.owner.companyId;
    const currentRents = await countCurrentRents(companyId);
    await switchFeesOn(companyId, date);
    progress(`automation: ${company.label}: one day's run (${date}) over ${currentRents} current rents`);
    const messageId = randomUUID();
    const started = performance.now();
    let problem: string | undefined;
    const { result, totals } = await measureCapacity(() =>
      worker({
        Records: [
          {
            messageId,
            receiptHandle: messageId,
            body: JSON.stringify({ companyId, localDate: date }),
            attributes: { ApproximateReceiveCount: '1' },
            messageAttributes: {},
            md5OfBody: '',
            eventSource: 'aws:sqs',
            eventSourceARN: 'arn:aws:sqs:local:000000000000:bench',
            awsRegion: 'local',
          },
        ],
      } as unknown as Parameters<typeof worker>[0]),
    );
    const seconds = (performance.now() - started) / 1000;
    if (result.batchItemFailures.length) problem = 'the worker reported the run as failed (see the log)';
    const last = await getLastRun(companyId).catch(() => null);
    const counts = last ?? undefined;
    if (totals.missing) problem = `${totals.missing} reads came back without ConsumedCapacity`;
    // the maintenance digest's part of the run, alone: the seed holds open Urgent and past-due requests on both companies
    const digest = await measureCapacity(() =>
      maintenanceDigestJob.run({
        companyId,
        localDate: date,
        now: new Date(),
        settings: DEFAULT_RENT_COLLECTION_SETTINGS,
        company: { name: company.label, ownerEmail: company.owner.email, ownerName: company.owner.name },
        audit: systemAuditContext(companyId, 'bench.maintenance-digest', 'automation'),
      }),
    );
    const linesOf = (title: string) => digest.result.digest?.find((d) => d.title === title)?.lines.length ?? 0;
    const maintenanceDigest = {
      urgentLines: linesOf('Urgent maintenance'),
      pastDueLines: linesOf('Maintenance past its due date'),
      capacity: digest.totals,
    };
    if (!maintenanceDigest.urgentLines || !maintenanceDigest.pastDueLines)
      problem = `the maintenance digest listed ${maintenanceDigest.urgentLines} Urgent and ${maintenanceDigest.pastDueLines} past-due requests (the seed holds both)`;
    runs.push({
      company: company.label,
      date,
      currentRents,
      seconds,
      capacity: totals,
      perRent: currentRents > 0 ? totals.capacityUnits / currentRents : Number.NaN,
      counts: counts as RunCounts | undefined,
      maintenanceDigest,
      problem,
    });
    progress(`automation: ${company.label}: ${seconds.toFixed(1)} s, ${totals.capacityUnits.toFixed(1)} RCU`);
  }
  const large = runs.find((r) => r.company === 'LARGE');
  const small = runs.find((r) => r.company === 'SMALL');
  const ratio = large && small && small.perRent > 0 ? large.perRent / small.perRent : Number.NaN;
  const largeSeconds = large?.seconds ?? Number.NaN;
  const passed =
    runs.every((r) => !r.problem) && Number.isFinite(ratio) && ratio <= AUTOMATION_MAX_RATIO && largeSeconds < AUTOMATION_MAX_SECONDS;
  return { date, runs, ratio, largeSeconds, passed };
}
