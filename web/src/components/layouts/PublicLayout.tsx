import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { Logo } from '../ui/Logo.tsx';
import { FacebookBrandIcon, GitHubBrandIcon, LinkedInBrandIcon, XBrandIcon } from '../ui/icons.tsx';

export function PublicHeader() {
  return (
    <header className="public-header">
      <div className="container public-header-inner">
        <Logo />
        <nav className="public-nav" aria-label="Main">
          <NavLink to={paths.pricing.href()} className="public-nav-link">
            Pricing
          </NavLink>
          <Link to={paths.apps.href()} className="btn btn-ghost">
            Login
          </Link>
          <Link to={paths.signup.href()} className="btn btn-primary">
            Sign Up
          </Link>
        </nav>
      </div>
    </header>
  );
}

const socialLinks = [
  { name: 'Business Suite on X', href: 'https://x.com/', icon: <XBrandIcon /> },
  { name: 'Business Suite on LinkedIn', href: 'https://www.linkedin.com/', icon: <LinkedInBrandIcon /> },
  { name: 'Business Suite on GitHub', href: 'https://github.com/', icon: <GitHubBrandIcon /> },
  { name: 'Business Suite on Facebook', href: 'https://www.facebook.com/', icon: <FacebookBrandIcon /> },
];

export function PublicFooter() {
  return (
    <footer className="public-footer">
      <div className="container public-footer-inner">
        <div className="public-footer-brand">
          <Logo inverted />
          <p>Rent management and inventory management for growing companies, in one secure cloud workspace.</p>
        </div>
        <nav className="public-footer-links" aria-label="Footer">
          <h2 className="footer-heading">Product</h2>
          <ul>
            <li>
              <Link to={paths.pricing.href('ims')}>Inventory plans</Link>
            </li>
            <li>
              <Link to={paths.pricing.href('rms')}>Rent plans</Link>
            </li>
            <li>
              <Link to={paths.signup.href()}>Create an account</Link>
            </li>
          </ul>
        </nav>
        <nav className="public-footer-links" aria-label="Company">
          <h2 className="footer-heading">Company</h2>
          <ul>
            <li>
              <Link to={paths.contactUs.href()}>Contact Us</Link>
            </li>
            <li>
              <Link to={paths.login.href()}>Sign in</Link>
            </li>
          </ul>
        </nav>
        <div className="public-footer-social">
          <h2 className="footer-heading">Follow us</h2>
          <ul className="social-links">
            {socialLinks.map((s) => (
              <li key={s.name}>
                <a href={s.href} aria-label={s.name} title={s.name} target="_blank" rel="noopener noreferrer">
                  {s.icon}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="container public-footer-bottom">
        <p>© {new Date().getFullYear()} Business Suite. All rights reserved.</p>
      </div>
    </footer>
  );
}

/** Header, page and footer for the public pages. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="public-layout">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <PublicHeader />
      <main id="main" className="public-main">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
