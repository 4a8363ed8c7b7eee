/**
 * The Import screen's route (IMPORT.md "Flow"), in its own chunk so the first screen's JS does not carry it: the
 * screen shows the toolbar of its kind's app, with that app's stylesheet (the toolbars do not import it).
 */
import { lazyNamed } from './lazy.ts';
import { ImportPage } from '../features/import/pages/ImportPage.tsx';
import { NoAccessPage } from './pages/NoAccessPage.tsx';

const withStylesheet = <M,>(module: Promise<M>, stylesheet: Promise<unknown>) => Promise.all([module, stylesheet]).then(([m]) => m);
const InventoryToolbar = lazyNamed(
  () =>
    withStylesheet(
      import('../features/inventory/components/InventoryToolbar.tsx'),
      // @ts-expect-error -- a stylesheet, which Vite loads; the TypeScript config declares no CSS modules
      import('../features/inventory/inventory.css'),
    ),
  'InventoryToolbar',
);
const RentToolbar = lazyNamed(
  () =>
    withStylesheet(
      import('../features/rent/components/RentToolbar.tsx'),
      // @ts-expect-error -- a stylesheet, which Vite loads; the TypeScript config declares no CSS modules
      import('../features/rent/rent.css'),
    ),
  'RentToolbar',
);

export function ImportRoute() {
  return <ImportPage toolbars={{ inventory: <InventoryToolbar />, rent: <RentToolbar /> }} refused={<NoAccessPage />} />;
}
