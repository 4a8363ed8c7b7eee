import type { ReactNode } from 'react';
import { Logo } from '../ui/Logo.tsx';
import { CheckIcon } from '../ui/icons.tsx';

/** Split layout for sign-in and sign-up: brand panel on the left, the form card on the right. */
export function AuthLayout({
  title,
  subtitle,
  children,
  wide = false,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="auth-layout">
      <aside className="auth-aside">
        <Logo inverted />
        <div className="auth-aside-copy">
          <p className="auth-aside-title">Rentals and inventory, one workspace.</p>
          <ul className="auth-aside-list">
            <li>
              <CheckIcon size={18} /> Real-time occupancy, stock and cash figures
            </li>
            <li>
              <CheckIcon size={18} /> Automated rent collection, reorder points and maintenance alerts
            </li>
            <li>
              <CheckIcon size={18} /> Secure, scalable hosting with role-based access
            </li>
          </ul>
        </div>
        <p className="auth-aside-foot">Trusted by property managers and wholesalers.</p>
      </aside>
      <main id="main" className="auth-main">
        <div className={`auth-card ${wide ? 'auth-card-wide' : ''}`}>
          <div className="auth-card-logo">
            <Logo />
          </div>
          <h1 className="auth-title">{title}</h1>
          {subtitle ? <p className="auth-subtitle">{subtitle}</p> : null}
          {children}
        </div>
      </main>
    </div>
  );
}
