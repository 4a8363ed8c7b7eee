import { Link, Outlet, Route, Routes } from 'react-router-dom';
import { RentToolbar } from './components/RentToolbar.tsx';
import { AddBuildingPage } from './pages/AddBuildingPage.tsx';
import { AddTenantPage } from './pages/AddTenantPage.tsx';
import { BuildingOverviewPage } from './pages/BuildingOverviewPage.tsx';
import { BuildingsPage } from './pages/BuildingsPage.tsx';
import { LevelPage } from './pages/LevelPage.tsx';
import { UnitPage } from './pages/UnitPage.tsx';
import { rentPaths } from './rent-paths.ts';
import './rent.css';

/** Every rent page carries the rent toolbar (spec §2). */
function RentLayout() {
  return (
    <div className="rent-area">
      <RentToolbar />
      <Outlet />
    </div>
  );
}

function RentNotFound() {
  return (
    <section className="card empty-state">
      <h1 className="page-title">Not Found</h1>
      <p className="muted">404 Page Not Found</p>
      <Link to={rentPaths.buildings} className="btn btn-primary">
        All buildings
      </Link>
    </section>
  );
}

/** Everything under /hms (the router mounts this at /hms/*). */
export function RentRoutes() {
  return (
    <Routes>
      <Route element={<RentLayout />}>
        <Route index element={<BuildingsPage />} />
        <Route path="hotel-portal/add-new-build" element={<AddBuildingPage />} />
        <Route path="hotel-portal/building/:buildingNumber" element={<BuildingOverviewPage />} />
        <Route path="hotel-portal/building/:buildingNumber/level/:levelNumber" element={<LevelPage />}>
          <Route path="edit-room/:roomId" element={<UnitPage />} />
        </Route>
        <Route path="add-new-tenant" element={<AddTenantPage />} />
        <Route path="*" element={<RentNotFound />} />
      </Route>
    </Routes>
  );
}
