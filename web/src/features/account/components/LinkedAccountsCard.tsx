import { useState } from 'react';
import { formatDateTime } from '../../../../../shared/domain/format.ts';
import { HistoryButton } from '../../../components/history/HistoryPanel.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { PencilIcon, PlusIcon, UsersIcon } from '../../../components/ui/icons.tsx';
import { useLinkedAccounts } from '../api/linked-accounts.ts';
import { LinkAccountModal } from './LinkAccountModal.tsx';
import { ManageLinkedAccountModal } from './ManageLinkedAccountModal.tsx';

/** Linked accounts table (No., Name, Email, Last Login, Action: History and Manage) with Link New; owner only. */
export function LinkedAccountsCard() {
  const { data, error, isLoading, mutate } = useLinkedAccounts(true);
  const [linking, setLinking] = useState(false);
  // the row being managed, read from the latest list when it opens; the dialog keeps what is typed while the list
  // refetches behind it (a stale save says so in the dialog, whose Reload shows the record as it now is)
  const [managingId, setManagingId] = useState<string | null>(null);
  const managing = (data ?? []).find((account) => account.id === managingId) ?? null;
  const refresh = () => void mutate();

  return (
    <section className="card" aria-labelledby="linked-title">
      <div className="card-header">
        <div>
          <h2 id="linked-title" className="card-title">
            Linked accounts
          </h2>
          <p className="card-subtitle">
            Staff logins for your company. They can work in both apps but cannot manage accounts or the master password.
          </p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => setLinking(true)}>
          <PlusIcon size={18} /> Link New
        </button>
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
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">Linked accounts</caption>
            <thead>
              <tr>
                <th scope="col">No.</th>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Last Login</th>
                <th scope="col" className="align-end">
                  Action
                </th>
              </tr>
            </thead>
            <tbody>
              {(data ?? []).length === 0 ? (
                <tr>
                  <td colSpan={5}>
                    <div className="table-empty">
                      <UsersIcon />
                      <span>No linked accounts yet. Use Link New to give a teammate their own login.</span>
                    </div>
                  </td>
                </tr>
              ) : (
                (data ?? []).map((account, index) => (
                  <tr key={account.id}>
                    <td className="numeric">{index + 1}</td>
                    <td>{account.name}</td>
                    <td>{account.email}</td>
                    <td>{account.last_seen ? formatDateTime(account.last_seen) : 'Never'}</td>
                    <td className="align-end">
                      <HistoryButton kind="account" id={account.id} label={account.name} />
                      <button type="button" className="btn btn-ghost btn-sm" onClick={() => setManagingId(account.id)}>
                        <PencilIcon size={16} /> Manage<span className="visually-hidden"> — edit or unlink {account.name}</span>
                      </button>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      <LinkAccountModal isOpen={linking} onOpenChange={setLinking} onLinked={refresh} />
      {managing ? (
        <ManageLinkedAccountModal key={managing.id} account={managing} onClose={() => setManagingId(null)} onChanged={refresh} />
      ) : null}
    </section>
  );
}
