/** Late-fee helpers for integration tests: posting as the collection job does (in-process), waiving through the API. */
import { fromCents, toCents } from '../../shared/domain/money.ts';
import { collectionRoutes } from '../../shared/rent/collection-routes.ts';
import { systemAuditContext } from '../../functions/lib/audit.ts';
import { verifyAccessToken } from '../../functions/lib/tokens.ts';
import { listFeesOfRent, postLateFee } from '../../functions/rent/data/fees.ts';
import { feeIdOf } from '../../functions/rent/ids.ts';
import type { TestApi } from './gateway.ts';
import type { Company } from './rent.ts';

export const companyIdOfToken = async (token: string) => (await verifyAccessToken(token)).companyId;

/** Posts a fee of `amount` dollars on the rent's period (the job's call); answers its id and whether it was new. */
export async function postFee(
  company: Company,
  rentId: string,
  periodStart: string,
  amount: number,
  seq = 1,
): Promise<{ feeId: string; posted: boolean }> {
  const companyId = await companyIdOfToken(company.token);
  const posted = await postLateFee({
    companyId,
    rentId,
    periodStart,
    seq,
    amountCents: toCents(amount),
    postedAt: new Date().toISOString(),
    audit: systemAuditContext(companyId, 'late_fee.post', 'automation'),
  });
  return { feeId: feeIdOf(rentId, periodStart, seq), posted };
}

/** The rent's fees as the data layer lists them, amounts in dollars. */
export async function feesOf(company: Company, rentId: string) {
  const fees = await listFeesOfRent(await companyIdOfToken(company.token), rentId);
  return fees.map((f) => ({ ...f, amount: fromCents(f.amountCents) }));
}

export function waiveFee(api: TestApi, token: string, body: Record<string, unknown>) {
  return api.call('POST', collectionRoutes.waiveFee.path, { token, body });
}
