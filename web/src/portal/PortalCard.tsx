import type { ReactNode } from 'react';

/** The portal's pages outside a session (signing in, a link, a problem): one card in the middle of the screen. */
export function PortalCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main id="main" className="portal-public">
      <div className="card portal-public-card">
        <p className="portal-public-brand">Tenant and customer portal</p>
        <h1 className="portal-public-title">{title}</h1>
        {intro ? <p className="portal-public-intro">{intro}</p> : null}
        {children}
      </div>
    </main>
  );
}
