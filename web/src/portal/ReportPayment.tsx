import { useState } from 'react';
import type { ReportPaymentBody, ReportedPayment } from '../../../shared/portal/types.ts';
import { formatDate, formatMoney } from '../../../shared/domain/format.ts';
import { DateField } from '../components/ui/DateField.tsx';
import { QueryState } from '../components/ui/QueryState.tsx';
import { SelectField } from '../components/ui/SelectField.tsx';
import { FormMessage, TextField } from '../components/ui/TextField.tsx';
import { ApiError } from '../lib/api-client.ts';
import { localToday } from '../lib/dates.ts';
import { notify } from '../lib/notify.ts';
import { useForm } from '../lib/use-form.ts';
import { useReportPayment, useReportedPayments, usePortalRents } from './api.ts';
import {
  amountText,
  checkReportPayment,
  MAX_REFERENCE_LENGTH,
  PAYMENT_METHODS,
  reportedLabel,
  reportPaymentFieldOf,
} from './portal-rules.ts';
import { rentName } from './Rents.tsx';
import { Facts, MoreButton, Section, StatusBadge } from './ui.tsx';

export interface PaymentTarget {
  /** The select's value: a rent id, or an order id as text. */
  value: string;
  label: string;
  /** What it owes now (suggested as the amount). */
  owed: number;
  /** The body's `rentId` or `orderId`. */
  ref: Pick<ReportPaymentBody, 'rentId' | 'orderId'>;
}

/**
 * "I paid": what the payment was for, the amount, the day, how and its reference. The company sees it as reported and
 * confirms or declines it; nothing counts as paid before then. One target: shown as text, not a choice.
 */
export function ReportPaymentForm({
  targets,
  targetLabel,
  onReported,
}: {
  targets: PaymentTarget[];
  targetLabel: string;
  onReported?: () => void;
}) {
  const report = useReportPayment();
  const first = targets[0];
  // the API's refusal about one field (an amount above what is owed, a reference used before), shown at that field
  const [refused, setRefused] = useState<{ field: string; message: string } | null>(null);
  const { values, set, setValues, busy, handleSubmit, errorOf, formProblem, reset } = useForm(
    { target: first?.value ?? '', amount: amountText(first?.owed), date: localToday(), method: '', reference: '' },
    {
      validate: (form) => {
        setRefused(null);
        return checkReportPayment(form, targets.find((t) => t.value === form.target)?.ref ?? null, localToday());
      },
      onSubmit: async (body) => {
        try {
          const res = await report({ body });
          notify.success(res.message);
          reset();
          onReported?.();
        } catch (err) {
          const field = err instanceof ApiError ? reportPaymentFieldOf(err.message) : null;
          if (!field) throw err;
          setRefused({ field, message: err instanceof Error ? err.message : '' });
        }
      },
    },
  );
  type Field = 'amount' | 'date' | 'method' | 'reference';
  const messageAt = (field: Field) => errorOf(field) ?? (refused?.field === field ? refused.message : undefined);
  const methodError = messageAt('method');
  const choose = (value: string) =>
    setValues((v) => {
      const before = targets.find((t) => t.value === v.target);
      const after = targets.find((t) => t.value === value);
      // the suggested amount follows the choice, unless the person typed their own
      const suggested = v.amount === amountText(before?.owed);
      return { ...v, target: value, amount: suggested ? amountText(after?.owed) : v.amount };
    });

  return (
    <form className="form" onSubmit={handleSubmit} noValidate>
      {targets.length > 1 ? (
        <SelectField
          label={targetLabel}
          name="target"
          value={values.target}
          onChange={choose}
          options={targets.map((t) => ({ value: t.value, label: t.label }))}
        />
      ) : (
        <p className="portal-fixed">
          <span className="field-label">{targetLabel}</span> {first?.label}
        </p>
      )}
      <div className="portal-form-row">
        <TextField
          label="Amount paid ($)"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          required
          value={values.amount}
          onChange={set('amount')}
          error={messageAt('amount')}
        />
        <DateField
          label="Date paid"
          name="date"
          value={values.date}
          onChange={set('date')}
          max={localToday()}
          required
          errorMessage={messageAt('date')}
        />
      </div>
      <div className="portal-form-row">
        <SelectField
          label="Method"
          name="method"
          value={values.method}
          onChange={set('method')}
          options={PAYMENT_METHODS}
          placeholder="Choose how you paid"
          required
          aria-invalid={methodError ? true : undefined}
          hint={methodError ? <span className="field-error">{methodError}</span> : undefined}
        />
        <TextField
          label="Reference"
          name="reference"
          required
          maxLength={MAX_REFERENCE_LENGTH}
          value={values.reference}
          onChange={set('reference')}
          error={messageAt('reference')}
          hint="The bank transfer's reference, a receipt or cheque number; for cash, who you gave it to."
        />
      </div>
      <FormMessage message={errorOf('target') ?? formProblem} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Sending...' : 'Report payment'}
      </button>
    </form>
  );
}

/** A tenant's "Report a payment": on one of their rents, the current one first. */
export function TenantReportPayment() {
  const rents = usePortalRents();
  return (
    <Section id="report-payment" title="Report a payment" intro="Tell us about a payment you made so it can be matched and confirmed.">
      <QueryState
        query={rents}
        errorText="Your rents could not be loaded, so a payment cannot be reported yet."
        empty="You have no rents to pay."
      >
        {(list) => (
          <ReportPaymentForm
            targetLabel="Rent"
            targets={list.map((rent) => ({
              value: rent.rentId,
              label: `${rentName(rent)}${rent.isCurrent ? '' : ' (past)'}`,
              owed: rent.balance,
              ref: { rentId: rent.rentId },
            }))}
          />
        )}
      </QueryState>
    </Section>
  );
}

/** The payments the person reported and what became of them (Reported, Confirmed, Declined with the reason). */
export function ReportedPaymentsSection({ wide = false }: { wide?: boolean }) {
  const payments = useReportedPayments();
  return (
    <Section id="reported-payments" title="Reported payments" wide={wide}>
      <QueryState
        query={payments}
        errorText="Your reported payments could not be loaded."
        empty={payments.hasMore ? undefined : 'You have not reported a payment yet.'}
      >
        {(list) => (
          <ul className={`portal-list ${wide ? 'portal-list-grid' : ''}`}>
            {list.map((payment) => (
              <li key={payment.id}>
                <ReportedPaymentItem payment={payment} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <MoreButton list={payments} label="Show older payments" />
    </Section>
  );
}

function ReportedPaymentItem({ payment }: { payment: ReportedPayment }) {
  return (
    <article className="portal-item" aria-label={`${formatMoney(payment.amount)} for ${payment.what}`}>
      <div className="portal-card-head">
        <p className="portal-item-title">
          <span className="numeric">{formatMoney(payment.amount)}</span> for {payment.what}
        </p>
        <StatusBadge status={payment.status} label={reportedLabel(payment.status)} />
      </div>
      <Facts
        items={[
          ['Paid on', formatDate(payment.date)],
          ['Method', payment.method],
          payment.reference ? ['Reference', payment.reference] : null,
          ['Reported', formatDate(payment.reportedAt)],
          payment.decidedAt ? [payment.status === 'declined' ? 'Declined' : 'Confirmed', formatDate(payment.decidedAt)] : null,
        ]}
      />
      {payment.status === 'declined' && payment.reason ? <p className="portal-reason">Reason: {payment.reason}</p> : null}
    </article>
  );
}
