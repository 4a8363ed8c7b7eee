/**
 * The collection job's bookkeeping around its reads and sends (the rules have their own tests; the whole job runs
 * against the emulators in tests/integration/rent-collection.test.ts): what it counts, what its digest says, and when
 * it throws for the queue's retry. Its data and send modules are replaced here.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RENT_COLLECTION_SETTINGS } from '../../shared/automation/settings.ts';
import type { JobContext } from '../../functions/automation/job.ts';
import { systemAuditContext } from '../../functions/lib/audit.ts';
import { EmailSendError } from '../../functions/lib/email/send.ts';
import type { CollectionRentRow } from '../../functions/rent/data/collection.ts';

const rents: CollectionRentRow[] = [];
const sendRentNotice = vi.fn();
const postLateFee = vi.fn();
const listFeesOfRent = vi.fn();

vi.mock('../../functions/rent/data/collection.ts', () => ({
  listRentsForCollection: vi.fn(async () => ({ items: rents, nextCursor: null })),
}));
vi.mock('../../functions/rent/data/fees.ts', () => ({
  postLateFee: (args: unknown) => postLateFee(args),
  listFeesOfRent: (...args: unknown[]) => listFeesOfRent(...args),
}));
vi.mock('../../functions/rent/services/notices.ts', () => ({
  sendRentNotice: (args: unknown) => sendRentNotice(args),
}));

const { CollectionJobError, rentCollectionJob } = await import('../../functions/rent/services/collection.ts');

const rent = (n: number, over: Partial<CollectionRentRow> = {}): CollectionRentRow => ({
  rentId: `1-1-ROOM${n}-RENT${n}`,
  rentUlid: `RENT${n}`,
  buildingNumber: 1,
  roomNumber: String(n),
  buildingName: 'Sea View',
  tenantName: `Tenant ${n}`,
  tenantEmail: `t${n}@example.com`,
  rentPriceCents: 100_000,
  rentType: 'Monthly',
  startDate: '2026-01-15',
  endDate: '2027-01-15',
  paidCents: 0,
  feesCents: 0,
  checkoutDate: null,
  ...over,
});

const ctx = (localDate: string, over: Partial<JobContext['settings']> = {}): JobContext => ({
  companyId: 'C1',
  localDate,
  now: new Date(`${localDate}T06:00:00Z`),
  settings: { ...DEFAULT_RENT_COLLECTION_SETTINGS, ...over },
  company: { name: 'Acme Lettings', ownerEmail: 'owner@example.com', ownerName: 'Owner' },
  audit: systemAuditContext('C1', 'automation.run', 'automation'),
});

beforeEach(() => {
  rents.length = 0;
  sendRentNotice.mockReset().mockResolvedValue({ sent: true, to: '', subject: '', messageId: 'm', sentAt: '' });
  postLateFee.mockReset().mockResolvedValue(true);
  listFeesOfRent.mockReset().mockResolvedValue([]);
});

describe('rentCollectionJob', () => {
  it('counts what it sent and reads no fees when none can be due', async () => {
    rents.push(rent(1), rent(2, { paidCents: 100_000 }), rent(3, { startDate: '2026-01-10' }));
    sendRentNotice.mockResolvedValue({ sent: true, to: 't1@example.com', subject: '', messageId: 'm', sentAt: '' });
    const result = await rentCollectionJob.run(ctx('2026-01-15'));
    expect(result).toMatchObject({ invoices: 1, reminders: 0, lateFees: 0, skipped: 0 });
    // one line per email sent: the digest's count is its lines'
    expect(result.digest).toEqual([
      { title: 'Rent emails sent', lines: ['Invoice to t1@example.com: Room 1 · Building 1 (Tenant 1), period from 15/01/2026'] },
    ]);
    expect(sendRentNotice).toHaveBeenCalledTimes(1);
    expect(listFeesOfRent).not.toHaveBeenCalled();
  });

  it('does not count a notice sent by an earlier run', async () => {
    rents.push(rent(1));
    sendRentNotice.mockResolvedValue({ sent: false, to: '', subject: '', messageId: 'm', sentAt: '' });
    expect(await rentCollectionJob.run(ctx('2026-01-15'))).toMatchObject({ invoices: 0, digest: [] });
  });

  it('skips a tenant without an email address and says so', async () => {
    rents.push(rent(1, { tenantEmail: '  ' }));
    const result = await rentCollectionJob.run(ctx('2026-01-18'));
    expect(result).toMatchObject({ reminders: 0, skipped: 1 });
    expect(result.digest).toEqual([
      { title: 'Not sent', lines: ['Overdue reminder not sent, no email address: Room 1 · Building 1 (Tenant 1), period from 15/01/2026'] },
    ]);
    expect(sendRentNotice).not.toHaveBeenCalled();
  });

  it('lists a send SES refuses for good and does not throw (a retry cannot help)', async () => {
    rents.push(rent(1), rent(2));
    sendRentNotice.mockImplementation(async (args: { rent: CollectionRentRow }) => {
      if (args.rent.roomNumber === '1') throw new EmailSendError('MessageRejected: bad address', false, 'MessageRejected');
      return { sent: true, to: '', subject: '', messageId: 'm', sentAt: '' };
    });
    const result = await rentCollectionJob.run(ctx('2026-01-12'));
    expect(result.reminders).toBe(1);
    expect(result.digest).toContainEqual({
      title: 'Emails refused',
      lines: ['Reminder to t1@example.com failed: Room 1 · Building 1 (Tenant 1), period from 15/01/2026 (MessageRejected: bad address)'],
    });
  });

  it('throws at the end for a send that may work later, after doing the rest', async () => {
    rents.push(rent(1), rent(2));
    sendRentNotice.mockImplementation(async (args: { rent: CollectionRentRow }) => {
      if (args.rent.roomNumber === '1') throw new EmailSendError('ThrottlingException: slow down', true);
      return { sent: true, to: '', subject: '', messageId: 'm', sentAt: '' };
    });
    const err = await rentCollectionJob.run(ctx('2026-01-15')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CollectionJobError);
    const { result } = err as InstanceType<typeof CollectionJobError>;
    expect(result.invoices).toBe(1);
    expect(result.digest).toContainEqual({
      title: 'Failed (will be retried)',
      lines: ['Invoice to t1@example.com failed: Room 1 · Building 1 (Tenant 1), period from 15/01/2026 (ThrottlingException: slow down)'],
    });
  });

  it('posts the fees due, lists them, and counts them in the emails of the same run', async () => {
    rents.push(rent(1));
    const result = await rentCollectionJob.run(
      ctx('2026-01-25', { lateFeeEnabled: true, lateFeeEnabledOn: '2026-01-01', lateFeeAmount: 2_500 }),
    );
    expect(listFeesOfRent).toHaveBeenCalledWith('C1', '1-1-ROOM1-RENT1');
    expect(postLateFee).toHaveBeenCalledWith(
      expect.objectContaining({ companyId: 'C1', rentId: '1-1-ROOM1-RENT1', periodStart: '2026-01-15', seq: 0, amountCents: 2_500 }),
    );
    expect(result).toMatchObject({ lateFees: 1, reminders: 1 });
    expect(result.digest).toContainEqual({
      title: 'Late fees posted',
      lines: ['$25.00: Room 1 · Building 1 (Tenant 1), period from 15/01/2026'],
    });
    expect(sendRentNotice).toHaveBeenCalledWith(
      expect.objectContaining({ notice: expect.objectContaining({ stage: 'after-10', amountDueCents: 102_500 }) }),
    );
  });

  it('a fee that exists already is not counted; a fee not posted is retried', async () => {
    rents.push(rent(1));
    postLateFee.mockResolvedValueOnce(false);
    const settings = { lateFeeEnabled: true, lateFeeEnabledOn: '2026-01-01' };
    expect(await rentCollectionJob.run(ctx('2026-01-20', settings))).toMatchObject({ lateFees: 0, digest: [] });
    postLateFee.mockRejectedValueOnce(new Error('throttled'));
    const err = await rentCollectionJob.run(ctx('2026-01-20', settings)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CollectionJobError);
  });
});
