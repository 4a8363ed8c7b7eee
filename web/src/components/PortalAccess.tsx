import { useState } from 'react';
import { formatDate } from '../../../shared/domain/format.ts';
import { portalRoutes } from '../../../shared/portal/routes.ts';
import type { PortalInviteBody } from '../../../shared/portal/types.ts';
import { useMutation, useQuery } from '../lib/api-query.ts';
import { notify } from '../lib/notify.ts';
import { usePowers } from '../lib/powers.ts';
import './portal-access.css';

/**
 * A tenant's or customer's portal line (PORTAL.md "The company's side"): "Portal: invited dd/mm/yyyy, last visit
 * dd/mm/yyyy", and "Invite to the portal" for an account that may edit them, once the owner turned the portal on.
 */
export function PortalAccess({ who, app }: { who: PortalInviteBody; app: 'rent' | 'inventory' }) {
  const status = useQuery(portalRoutes.portalPerson, { query: who }, { silent: true });
  const invite = useMutation(portalRoutes.portalInvite, { revalidates: [portalRoutes.portalPerson] });
  const { can } = usePowers();
  const [busy, setBusy] = useState(false);
  const s = status.data;
  if (!s) return <span className="muted">{status.error ? 'Portal: not available' : 'Portal: checking...'}</span>;

  const day = (iso: string | null) => (iso ? formatDate(iso.slice(0, 10)) : null);
  const line = !s.portalOn
    ? `off for ${app === 'rent' ? 'Rent Management' : 'Inventory Management'} (Account settings → Portal)`
    : [s.invitedAt ? `invited ${day(s.invitedAt)}` : 'not invited yet', s.lastVisitAt ? `last visit ${day(s.lastVisitAt)}` : null]
        .filter(Boolean)
        .join(', ');
  const mayInvite = s.portalOn && s.hasEmail && can(app === 'rent' ? 'rent.tenant.write' : 'inventory.partner.write');

  async function send() {
    if (busy) return;
    setBusy(true);
    try {
      const res = await invite({ body: who });
      notify.success(res.message);
    } catch {
      // the API client toasted the server's message
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="portal-access">
      <span>Portal: {line}</span>
      {s.portalOn && !s.hasEmail ? <span className="muted"> (add an email to invite them)</span> : null}
      {mayInvite ? (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void send()} aria-disabled={busy}>
          {busy ? 'Sending...' : s.invitedAt ? 'Send a new portal link' : 'Invite to the portal'}
        </button>
      ) : null}
    </span>
  );
}
