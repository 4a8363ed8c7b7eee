import { useState, type ReactNode } from 'react';
import * as PORTAL_MESSAGES from '../../../shared/portal/messages.ts';
import type { PortalMe } from '../../../shared/portal/types.ts';
import { PhoneLink } from '../components/ui/PhoneLink.tsx';
import { LogoutIcon } from '../components/ui/icons.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { signOut } from './api.ts';
import { usePortalSession } from './session.ts';

/**
 * A signed-in portal page: the company's name and Sign out on top, a short menu of the page's sections, the sections in
 * one column on a phone (two on a wide screen), and how to reach the company at the bottom.
 */
export function PortalShell({
  me,
  subtitle,
  sections,
  children,
}: {
  me: PortalMe;
  subtitle: string;
  /** The page's sections in order: id and menu text. */
  sections: readonly (readonly [id: string, label: string])[];
  children: ReactNode;
}) {
  useDocumentTitle(`${me.company.name} portal`);
  const session = usePortalSession();
  const [leaving, setLeaving] = useState(false);
  const { company } = me;

  async function onSignOut() {
    setLeaving(true);
    try {
      await signOut();
      session.restart(PORTAL_MESSAGES.signedOut);
    } catch {
      // the client showed why; the session is still on
      setLeaving(false);
    }
  }

  return (
    <div className="portal">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className="portal-header">
        <div className="portal-bar">
          <p className="portal-company">
            <span className="portal-company-name">{company.name}</span>
            <span className="portal-company-kind">{me.app === 'rent' ? 'Tenant portal' : 'Customer portal'}</span>
          </p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void onSignOut()} disabled={leaving}>
            <LogoutIcon size={16} />
            {leaving ? 'Signing out...' : 'Sign out'}
          </button>
        </div>
      </header>
      <main id="main" className="portal-main">
        <div className="portal-intro">
          <h1 className="page-title">Hello, {me.person.name}</h1>
          <p className="page-subtitle">{subtitle}</p>
        </div>
        <nav className="portal-menu" aria-label="On this page">
          <ul>
            {sections.map(([id, label]) => (
              <li key={id}>
                <a href={`#${id}`}>{label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="portal-grid">{children}</div>
      </main>
      <footer className="portal-footer">
        <h2 className="portal-footer-title">Contact {company.name}</h2>
        <ul className="portal-contact">
          {company.address ? <li>{company.address}</li> : null}
          {company.phone ? (
            <li>
              <PhoneLink phone={company.phone} />
            </li>
          ) : null}
          {company.email ? (
            <li>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
          ) : null}
        </ul>
      </footer>
    </div>
  );
}
