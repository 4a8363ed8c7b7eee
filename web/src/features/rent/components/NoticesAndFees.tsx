import { useId, useState } from 'react';
import { formatDate, formatDateTime, formatMoney } from '../../../../../shared/domain/format.ts';
import type { RentFeeRow, RentNoticeRow } from '../../../../../shared/rent/collection-schemas.ts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { MailIcon } from '../../../components/ui/icons.tsx';
import { QueryState } from '../../../components/ui/QueryState.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { notify } from '../../../lib/notify.ts';
import { useRentNotices, useSendReminder } from '../api/collection.ts';
import { WalletIcon } from './rent-icons.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { WaiveFeeDialog } from './WaiveFeeDialog.tsx';
import { usePowers } from '../../../lib/powers.ts';

const KIND_LABELS: Record<RentNoticeRow['kind'], string> = { invoice: 'Invoice', reminder: 'Reminder' };

function NoticeItem({ notice }: { notice: RentNoticeRow }) {
  return (
    <li className="rent-payment">
      <div className="rent-payment-text">
        <span className="rent-payment-amount">{KIND_LABELS[notice.kind]}</span>
        <span>Period from {formatDate(notice.period_start)}</span>
        <span className="muted">To {notice.to}</span>
        <span className="muted">Sent {formatDateTime(notice.sent_at)}</span>
      </div>
    </li>
  );
}

function FeeItem({ fee, onWaive }: { fee: RentFeeRow; onWaive?: () => void }) {
  const detailsId = useId();
  return (
    <li className={`rent-payment ${fee.waived ? 'is-voided' : ''}`}>
      <div className="rent-payment-text" id={detailsId}>
        <span className="rent-payment-amount numeric">{fee.waived ? <s>{formatMoney(fee.amount)}</s> : formatMoney(fee.amount)}</span>
        <span>Late fee, period from {formatDate(fee.period_start)}</span>
        <span className="muted">Posted {formatDateTime(fee.posted_at)}</span>
        {fee.waived ? (
          <span className="rent-payment-void">
            <StatusBadge label="Waived" tone="vacant" />
            {fee.waive_reason ? <span className="muted"> {fee.waive_reason}</span> : null}
          </span>
        ) : null}
      </div>
      {!fee.waived && onWaive ? (
        <div className="rent-payment-actions">
          <button type="button" className="btn btn-danger-ghost btn-sm" onClick={onWaive} aria-describedby={detailsId}>
            Waive<span className="visually-hidden"> late fee of {formatMoney(fee.amount)}</span>
          </button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * "Notices & fees" of the current rent (AUTOMATION.md "Rent collection"): the emails sent to the tenant (invoice,
 * reminders: kind, period, to, when), the late fees posted (waived ones marked, with the reason; `canWaive`, the
 * owner, gets Waive on the others: master password and reason), and Send reminder now (after confirming; the toast says to whom and for which period).
 */
export function NoticesAndFees({ rentId, canWaive }: { rentId: string; canWaive: boolean }) {
  const notices = useRentNotices(rentId);
  const sendReminder = useSendReminder();
  const { can } = usePowers();
  const [confirming, setConfirming] = useState(false);
  const [waiving, setWaiving] = useState<RentFeeRow | null>(null);
  const titleId = useId();
  const noticesId = useId();
  const feesId = useId();

  return (
    <section className="rent-payments notices-fees" aria-labelledby={titleId}>
      <div className="notices-fees-head">
        <h3 className="invoice-links-title" id={titleId}>
          <MailIcon size={16} /> Notices &amp; fees
        </h3>
        {can('rent.invoice.send') ? (
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setConfirming(true)}>
            <MailIcon size={16} /> Send reminder now
          </button>
        ) : null}
      </div>
      <QueryState
        query={notices}
        errorText="Notices and fees could not be loaded."
        loading={
          <p className="muted invoice-links-empty" role="status">
            <Spinner size="sm" /> Loading notices...
          </p>
        }
      >
        {(data) => (
          <>
            <h4 className="notices-fees-subtitle" id={noticesId}>
              Emails sent
            </h4>
            {data.notices.length === 0 ? (
              <p className="muted invoice-links-empty">No emails sent yet.</p>
            ) : (
              <ul className="rent-payment-list" aria-labelledby={noticesId}>
                {data.notices.map((n) => (
                  <NoticeItem key={n.id} notice={n} />
                ))}
              </ul>
            )}
            <h4 className="notices-fees-subtitle" id={feesId}>
              <WalletIcon size={14} /> Late fees
            </h4>
            {data.fees.length === 0 ? (
              <p className="muted invoice-links-empty">No late fees.</p>
            ) : (
              <ul className="rent-payment-list" aria-labelledby={feesId}>
                {data.fees.map((f) => (
                  <FeeItem key={f.id} fee={f} onWaive={canWaive ? () => setWaiving(f) : undefined} />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
      {waiving ? <WaiveFeeDialog fee={waiving} onClose={() => setWaiving(null)} /> : null}
      <ConfirmDialog
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        title="Send reminder now"
        message="Email the tenant a reminder about the oldest unpaid period now, with a link to its invoice?"
        confirmLabel="Send reminder"
        busyLabel="Sending..."
        icon={<MailIcon size={16} />}
        onConfirm={async () => {
          const res = await sendReminder({ body: { rent_id: rentId } });
          notify.success(res.message);
        }}
      />
    </section>
  );
}
