/** Late fees: waiving one (owner, master password). Posting is the collection job's (data/fees.ts postLateFee). */
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import type { WaiveFeeInput } from '../../../shared/rent/schemas.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { ConditionFailed } from '../../lib/dynamo/transact.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { rentLabel } from '../audit.ts';
import { getFee, lateFeeLabel, waiveLateFee } from '../data/fees.ts';
import { getRent } from '../data/rents.ts';
import { parseFeeId } from '../ids.ts';
import { requireMasterPassword } from './rents.ts';

const MAX_ATTEMPTS = 10;
const jitter = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * 20 * (attempt + 1)));

/**
 * Waives a late fee: the fee, named by its id, must be there (404: an id that does not parse, another company's, a
 * deleted rent's) and not waived yet (409), then the master password as for paying (422), then one transaction
 * (data/fees.ts waiveLateFee). Its rent is conditioned on what the figures were worked out from, so a waiver racing a
 * payment, checkout or another fee re-reads and tries again; two waivers of one fee: the second is 409.
 */
export async function waiveFee(audit: AuditContext, input: WaiveFeeInput, now = new Date()): Promise<void> {
  const { companyId } = audit;
  const id = parseFeeId(input.feeId);
  if (!id) throw notFound(RENT_MESSAGES.lateFeeNotFound);
  const read = async () => {
    const [rent, fee] = await Promise.all([getRent(companyId, id.rent), getFee(companyId, id.rent, id.periodStart, id.seq)]);
    if (!rent || !fee) throw notFound(RENT_MESSAGES.lateFeeNotFound);
    if (fee.waived) throw conflict(RENT_MESSAGES.lateFeeAlreadyWaived);
    return { rent, fee };
  };
  await read();
  await requireMasterPassword(companyId, input.masterPassword, RENT_MESSAGES.payFillAll);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const { rent, fee } = await read();
    try {
      await waiveLateFee(
        rent,
        fee,
        { reason: input.reason, at: now.toISOString(), by: 'id' in audit.actor ? audit.actor.id : audit.actor.name },
        auditOp(
          audit,
          {
            kind: 'rent',
            recordId: rent.rentId,
            recordLabel: rentLabel(rent),
            changes: [
              { field: 'waived_late_fee', before: null, after: lateFeeLabel(fee) },
              { field: 'waive_reason', before: null, after: input.reason },
            ],
          },
          now,
        ),
      );
      return;
    } catch (err) {
      if (!(err instanceof ConditionFailed)) throw err;
      // `fee`: waived meanwhile (the re-read answers 409); `rent`/`room`: a payment, checkout or fee moved the rent
    }
    await jitter(attempt);
  }
  throw conflict(RENT_MESSAGES.busy);
}
