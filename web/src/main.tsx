import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './styles/global.css';
import { lazyNamed } from './app/lazy.ts';
import { AppRoutes } from './app/router.tsx';
import { AuthProvider } from './lib/auth.tsx';

const Toasts = lazyNamed(() => import('./app/toasts/Toasts.tsx'), 'Toasts');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AuthProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      {/* Loads beside the first screen, not before it. */}
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </AuthProvider>
  </StrictMode>,
);
