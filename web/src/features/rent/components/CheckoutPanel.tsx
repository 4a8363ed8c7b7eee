import * as RENT_MESSAGES from '../../../../../shared/rent/messages.ts';
import { validateCheckout } from '../../../../../shared/rent/rules.ts';
import { formatDate, formatMoney } from '../../../../../shared/domain/format.ts';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { notify } from '../../../lib/notify.ts';
import { useForm } from '../../../lib/use-form.ts';
import type { RoomDetails } from '../../../../../shared/rent/schemas.ts';
import { useCheckoutTenant } from '../api/rents.ts';
import { statusTone, todayIso, unitStatus } from '../status.ts';
import { DoorIcon } from './rent-icons.tsx';
import { StatusBadge } from './StatusBadge.tsx';

/** Checkout tab (spec §4/§5): the current rent read-only, and a checkout date. */
export function CheckoutPanel({ room }: { room: RoomDetails }) {
  const checkoutTenant = useCheckoutTenant();
  const { values, set, problem, busy, handleSubmit } = useForm(
    { checkoutDate: todayIso() },
    {
      validate: ({ checkoutDate }) => validateCheckout(room.rent_start_date ?? '', checkoutDate) ?? { ok: true, data: checkoutDate },
      onSubmit: async (checkoutDate) => {
        const res = await checkoutTenant({ body: { room_id: String(room.id), checkoutDate } });
        notify.success(res?.message ?? RENT_MESSAGES.tenantCheckedOut);
      },
    },
  );

  if (!room.current_rent_id) {
    return (
      <div className="panel-empty">
        <DoorIcon size={22} />
        <p>No tenant to checkout.</p>
      </div>
    );
  }

  const status = unitStatus(room);
  const readOnly = [
    { label: 'Tenant Name', value: room.tenant_name || 'N/A' },
    { label: 'Tenant Phone', value: room.tenant_phone || 'N/A' },
    { label: 'Rent Price', value: formatMoney(room.rent_price) },
    { label: 'Deposit', value: formatMoney(room.deposit) },
    { label: 'Rent Start Date', value: formatDate(room.rent_start_date) },
    { label: 'Rent End Date', value: formatDate(room.rent_end_date) },
  ];

  return (
    <form className="form" onSubmit={handleSubmit} noValidate aria-label="Checkout">
      <div className="readonly-grid">
        <div className="field">
          <span className="field-label">Status</span>
          <span className="readonly-status">
            <StatusBadge label={status} tone={statusTone(status, 'unit')} />
          </span>
        </div>
        {readOnly.map(({ label, value }) => (
          <TextField key={label} label={label} value={value} onChange={() => {}} readOnly />
        ))}
      </div>
      <TextField
        label="Checkout Date"
        name="checkoutDate"
        type="date"
        required
        value={values.checkoutDate}
        min={room.rent_start_date ?? undefined}
        onChange={set('checkoutDate')}
      />
      <FormMessage message={problem} />
      <div className="dialog-actions">
        <button type="submit" className="btn btn-danger" aria-disabled={busy}>
          <DoorIcon size={18} />
          {busy ? 'Checking out...' : 'Checkout Tenant'}
        </button>
      </div>
    </form>
  );
}
