import { ROLE_DESCRIPTIONS } from '../../../../../shared/account/permissions.ts';
import type { Me } from '../../../../../shared/account/schemas.ts';
import { useScopeOptions } from '../api/linked-accounts.ts';
import { accessText, appsText, roleText } from '../powers-form.ts';
import './PowersFields.css';

/** The signed-in account's own role, apps and access (ROLES.md): every account sees what it may do. */
export function MyAccessCard({ me }: { me: Me }) {
  const scope = useScopeOptions({ buildings: me.apps.includes('rent'), warehouses: me.apps.includes('inventory') });
  return (
    <section className="card my-access" aria-labelledby="my-access-title">
      <div className="card-header">
        <h2 id="my-access-title" className="card-title">
          Your access
        </h2>
      </div>
      <dl className="details">
        <div>
          <dt>Role</dt>
          <dd>
            {roleText(me.role)}
            <span className="muted"> · {ROLE_DESCRIPTIONS[me.role]}</span>
          </dd>
        </div>
        <div>
          <dt>Apps</dt>
          <dd>{appsText(me.apps)}</dd>
        </div>
        <div>
          <dt>Access</dt>
          <dd>{accessText(me, scope.names)}</dd>
        </div>
      </dl>
    </section>
  );
}
