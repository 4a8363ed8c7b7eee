import { Suspense } from 'react';
import { Link, Outlet, Route, Routes } from 'react-router-dom';
import { lazyNamed } from '../../app/lazy.ts';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { childPattern, paths, type AnyPagePath } from '../../config/paths.ts';
import { RentToolbar } from './components/RentToolbar.tsx';
import { AddBuildingPage } from './pages/AddBuildingPage.tsx';
import { AddTenantPage } from './pages/AddTenantPage.tsx';
import { BuildingOverviewPage } from './pages/BuildingOverviewPage.tsx';
import { BuildingsPage } from './pages/BuildingsPage.tsx';
import { LevelPage } from './pages/LevelPage.tsx';
import { MaintenancePage } from './pages/MaintenancePage.tsx';
import { MaintenanceRequestPage } from './pages/MaintenanceRequestPage.tsx';
import { TenantPage } from './pages/TenantPage.tsx';
import { TenantsPage } from './pages/TenantsPage.tsx';
import { UnitPage } from './pages/UnitPage.tsx';
import './rent.css';
import './maintenance.css';

// Insights (INSIGHTS.md) is its own chunk: it brings nivo, which no other rent screen needs up front.
const RentInsightsPage = lazyNamed(() => import('./insights/RentInsightsPage.tsx'), 'RentInsightsPage');

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
      <Link to={paths.rent.buildings.href()} className="btn btn-primary">
        All buildings
      </Link>
    </section>
  );
}

const rent = paths.rent;
const inArea = (page: AnyPagePath) => childPattern(rent.buildings, page);

/** Everything under /hms (the router mounts this at /hms/*, so the patterns here are relative to it). */
export function RentRoutes() {
  return (
    <Routes>
      <Route element={<RentLayout />}>
        <Route index element={<BuildingsPage />} />
        <Route path={inArea(rent.addBuilding)} element={<AddBuildingPage />} />
        <Route path={inArea(rent.building)} element={<BuildingOverviewPage />} />
        <Route path={inArea(rent.level)} element={<LevelPage />}>
          <Route path={childPattern(rent.level, rent.unit)} element={<UnitPage />} />
        </Route>
        <Route path={inArea(rent.addTenant)} element={<AddTenantPage />} />
        <Route path={inArea(rent.tenants)} element={<TenantsPage />} />
        <Route path={inArea(rent.tenant)} element={<TenantPage />} />
        <Route path={inArea(rent.maintenance)} element={<MaintenancePage />} />
        <Route path={inArea(rent.maintenanceRequest)} element={<MaintenanceRequestPage />} />
        <Route
          path={inArea(rent.insights)}
          element={
            <Suspense fallback={<Spinner />}>
              <RentInsightsPage />
            </Suspense>
          }
        />
        <Route path="*" element={<RentNotFound />} />
      </Route>
    </Routes>
  );
}
