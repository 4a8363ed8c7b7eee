import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { FullScreenSpinner } from '../../components/ui/Spinner.tsx';
import { ActivityIcon, BoltIcon, ChevronDownIcon, LogoutIcon, SettingsIcon } from '../../components/ui/icons.tsx';
import { paths } from '../../config/paths.ts';
import { logout as endSession } from '../../features/auth/api/session.ts';
import { useAuth } from '../../lib/auth.tsx';
import { notify } from '../../lib/notify.ts';

export function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  return ((parts[0][0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1][0] ?? '') : '')).toUpperCase();
}

/** The account menu (react-aria Menu): Account settings, Activity and Automation (the owner's only) and Logout. */
export function AccountMenu() {
  const { auth, clearAuth } = useAuth();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  async function logout() {
    setLoggingOut(true);
    try {
      const res = await endSession();
      navigate(paths.login.href(), { replace: true });
      clearAuth();
      if (res?.message) notify.success(res.message);
    } catch {
      // the client already showed the server's message or "Failed to logout"
      setLoggingOut(false);
    }
  }

  return (
    <>
      <MenuTrigger>
        {/* named by its visible text first (WCAG 2.5.3: label in name), spaced so the words don't run together */}
        <Button className="account-button">
          <span className="avatar" aria-hidden="true">
            {initials(auth.fullName || auth.email)}
          </span>{' '}
          <span className="account-button-text">
            <span className="account-name">{auth.fullName}</span>{' '}
            <span className="account-role">{auth.role === 'owner' ? 'Owner' : 'Staff'}</span>
          </span>
          <span className="visually-hidden"> — Account menu</span>
          <ChevronDownIcon size={16} />
        </Button>
        <Popover className="popover" placement="bottom end" offset={8}>
          <Menu
            className="menu"
            aria-label="Account"
            onAction={(key) => {
              if (key === 'account') navigate(paths.accountSettings.href());
              if (key === 'activity') navigate(paths.activity.href());
              if (key === 'automation') navigate(paths.automation.href());
              if (key === 'logout') void logout();
            }}
          >
            <MenuItem id="account" className="menu-item" textValue="Account">
              <SettingsIcon size={18} /> Account
            </MenuItem>
            {auth.role === 'owner' ? (
              // the company's activity is the owner's (GET /api/audit/all is owner only)
              <MenuItem id="activity" className="menu-item" textValue="Activity">
                <ActivityIcon size={18} /> Activity
              </MenuItem>
            ) : null}
            {auth.role === 'owner' ? (
              // the rent collection settings and Run now are the owner's (the automation calls are owner only)
              <MenuItem id="automation" className="menu-item" textValue="Automation">
                <BoltIcon size={18} /> Automation
              </MenuItem>
            ) : null}
            <Separator className="menu-separator" />
            <MenuItem id="logout" className="menu-item" textValue="Logout">
              <LogoutIcon size={18} /> Logout
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      {loggingOut ? <FullScreenSpinner label="Signing out..." /> : null}
    </>
  );
}
