/** The email that tells a tenant or customer what became of the payment they reported (one per reported payment). */
import { sendOnce } from '../../lib/email/send-once.ts';
import { reportedPaymentEmail } from '../../lib/email/templates/reported-payment.ts';
import { log, serializeError } from '../../lib/logger.ts';
import type { ReportedPaymentRecord } from '../data/reported-payments.ts';
import * as portalKeys from '../keys.ts';
import { loadCompany, loadPerson } from './people.ts';

/**
 * Emails the person (the email on their tenant or customer record now) once per reported payment (`REPPAY#<id>#EMAIL`,
 * claimed before the send). The decision stands whatever happens to the email: a refused or failed send is logged and
 * recorded on its claim, not turned into an error for the decision that was made. A person without an email is skipped.
 */
export async function emailDecision(r: ReportedPaymentRecord, now: Date): Promise<void> {
  if (r.status === 'reported') return;
  try {
    const [person, company] = await Promise.all([loadPerson(r.companyId, r.personKind, r.personId), loadCompany(r.companyId)]);
    if (!person?.email.trim()) return;
    await sendOnce({
      key: portalKeys.reportedPaymentEmail(r.companyId, r.id),
      kind: 'reported-payment',
      attributes: { reportedId: r.id, decision: r.status },
      message: reportedPaymentEmail({
        to: person.email,
        personName: person.name,
        companyName: company?.name ?? 'Your landlord',
        decision: r.status,
        amountCents: r.amountCents,
        reference: r.reference,
        paidOn: r.date,
        decidedAt: r.decidedAt ?? now.toISOString(),
        what: r.what,
        reason: r.reason,
      }),
      now,
    });
  } catch (err) {
    log('warn', 'reported payment email not sent', { reportedId: r.id, error: serializeError(err) });
  }
}
