import { useState } from 'react';
import type { LinkedAccount } from '../../../../../shared/account/schemas.ts';
import { formatDateTime } from '../../../../../shared/domain/format.ts';
import { HistoryButton } from '../../../components/history/HistoryPanel.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { MailIcon, PencilIcon, PlusIcon, UsersIcon } from '../../../components/ui/icons.tsx';
import { notify } from '../../../lib/notify.ts';
import { useLinkedAccounts, useLinkedAccountChanges, useScopeOptions } from '../api/linked-accounts.ts';
import { accessText, appsText, invitedText, roleText } from '../powers-form.ts';
import { InviteModal } from './InviteModal.tsx';
import { LinkAccountModal } from './LinkAccountModal.tsx';
import { ManageLinkedAccountModal } from './ManageLinkedAccountModal.tsx';
import './LinkedAccountsCard.css';

const COLUMNS = 8;

/**
 * Linked accounts (ROLES.md "Screens"): No., Name, Email, Role, Apps, Access, Last Login, Action (History and Manage;
 * a pending invitation: when it expires, and Withdraw), with Invite and Link New. For who manages accounts.
 */
export function LinkedAccountsCard() {
  const { data, error, isLoading, mutate } = useLinkedAccounts(true);
  const changes = useLinkedAccountChanges();
  const scope = useScopeOptions({ buildings: true, warehouses: true });
  const [linking, setLinking] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [withdrawing, setWithdrawing] = useState<LinkedAccount | null>(null);
  // the row being managed, read from the latest list when it opens; the dialog keeps what is typed while the list
  // refetches behind it (a stale save says so in the dialog, whose Reload shows the record as it now is)
  const [managingId, setManagingId] = useState<string | null>(null);
  const rows = data ?? [];
  const managing = rows.find((account) => account.id === managingId && !account.invited) ?? null;
  const refresh = () => void mutate();

  return (
    <section className="card" aria-labelledby="linked-title">
      <div className="card-header">
        <div>
          <h2 id="linked-title" className="card-title">
            Linked accounts
          </h2>
          <p className="card-subtitle">
            Your teammates&apos; logins. Each has a role, the apps it works in and the buildings and warehouses it sees.
          </p>
        </div>
        <div className="button-row">
          <button type="button" className="btn btn-secondary" onClick={() => setInviting(true)}>
            <MailIcon size={18} /> Invite
          </button>
          <button type="button" className="btn btn-primary" onClick={() => setLinking(true)}>
            <PlusIcon size={18} /> Link New
          </button>
        </div>
      </div>
      {isLoading ? (
        <div className="card-loading" role="status">
          <Spinner /> <span>Loading...</span>
        </div>
      ) : error ? (
        <div className="inline-error">
          <p>Linked accounts could not be loaded.</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={refresh}>
            Try again
          </button>
        </div>
      ) : (
        // eight columns scroll sideways on a phone: the region takes focus so the keyboard can scroll it too
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="table-wrap" role="region" aria-label="Accounts and invitations" tabIndex={0}>
          <table className="table linked-accounts-table">
            <caption className="visually-hidden">Linked accounts</caption>
            <thead>
              <tr>
                <th scope="col">No.</th>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Apps</th>
                <th scope="col">Access</th>
                <th scope="col">Last Login</th>
                <th scope="col" className="align-end">
                  Action
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={COLUMNS}>
                    <div className="table-empty">
                      <UsersIcon />
                      <span>No linked accounts yet. Invite a teammate, or use Link New to give them a login yourself.</span>
                    </div>
                  </td>
                </tr>
              ) : (
                rows.map((account, index) => (
                  <tr key={account.id} className={account.invited ? 'linked-account-invited' : undefined}>
                    <td className="numeric">{index + 1}</td>
                    <td>{account.name}</td>
                    <td>{account.email}</td>
                    <td>{roleText(account.role)}</td>
                    <td>{appsText(account.apps)}</td>
                    <td>{accessText(account, scope.names)}</td>
                    <td>
                      {account.invited
                        ? invitedText(account.invite_expires_at)
                        : account.last_seen
                          ? formatDateTime(account.last_seen)
                          : 'Never'}
                    </td>
                    <td className="align-end linked-account-actions">
                      {account.invited ? (
                        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setWithdrawing(account)}>
                          Withdraw<span className="visually-hidden"> the invitation of {account.name}</span>
                        </button>
                      ) : (
                        <>
                          <HistoryButton kind="account" id={account.id} label={account.name} />
                          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setManagingId(account.id)}>
                            <PencilIcon size={16} /> Manage<span className="visually-hidden"> — edit or unlink {account.name}</span>
                          </button>
                        </>
                      )}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      <LinkAccountModal isOpen={linking} onOpenChange={setLinking} onLinked={refresh} />
      <InviteModal isOpen={inviting} onOpenChange={setInviting} options={scope} />
      {managing ? (
        <ManageLinkedAccountModal
          key={managing.id}
          account={managing}
          options={scope}
          onClose={() => setManagingId(null)}
          onChanged={refresh}
        />
      ) : null}
      <ConfirmDialog
        isOpen={withdrawing !== null}
        onClose={() => setWithdrawing(null)}
        title="Withdraw invitation"
        message={withdrawing ? `Withdraw the invitation of ${withdrawing.name} (${withdrawing.email})? Its link stops working.` : ''}
        confirmLabel="Withdraw"
        busyLabel="Withdrawing..."
        tone="danger"
        onConfirm={async () => {
          if (!withdrawing) return;
          const res = await changes.withdraw({ query: { id: withdrawing.id } });
          notify.success(res.message);
        }}
      />
    </section>
  );
}
