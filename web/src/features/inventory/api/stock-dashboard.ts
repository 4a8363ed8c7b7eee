/** The stock dashboard (/ims/stock-dashboard): warehouse figures and the low-stock list, both paged. */
import { inventoryRoutes } from '../../../../../shared/inventory/routes.ts';
import { usePagedQuery } from '../../../lib/api-query.ts';

export const useWarehouseFigures = () => usePagedQuery(inventoryRoutes.stockDashboard, { query: {} }, { limit: 24 });

export const useLowStock = () => usePagedQuery(inventoryRoutes.stockLow, { query: {} });
