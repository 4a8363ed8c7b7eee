import { Route, Routes } from 'react-router-dom';
import { BuildingsPage } from './pages/BuildingsPage.tsx';

/**
 * Everything under /hms (the router mounts this at /hms/*). The rent management release replaces this
 * module and its pages; nothing outside features/rent needs to change.
 */
export function RentRoutes() {
  return (
    <Routes>
      <Route index element={<BuildingsPage />} />
      <Route path="*" element={<BuildingsPage />} />
    </Routes>
  );
}
