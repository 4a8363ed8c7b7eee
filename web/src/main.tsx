import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import './styles/global.css';
import { router } from './app/router.tsx';
import { paths } from './config/paths.ts';
import { onSessionExpired } from './lib/api-client.ts';
import { AuthProvider } from './lib/auth.tsx';
import { DEFAULT_TOAST_PLACE, TOAST_DEFAULT_MS, TOAST_LIMIT } from './lib/notify.ts';

// A failed silent refresh ends the session: back to /login, remembering the page.
onSessionExpired(() => {
  void router.navigate(paths.login.href(), { replace: true, state: { from: router.state.location } });
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AuthProvider>
      <RouterProvider router={router} />
      {/* Each toast picks its corner away from the control that raised it (notify.ts); hovering does not hold it. */}
      <ToastContainer
        position={DEFAULT_TOAST_PLACE}
        autoClose={TOAST_DEFAULT_MS}
        limit={TOAST_LIMIT}
        newestOnTop
        closeOnClick={false}
        pauseOnHover={false}
        pauseOnFocusLoss
        theme="light"
      />
    </AuthProvider>
  </StrictMode>,
);
