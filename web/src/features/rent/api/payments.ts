/** Rent payments (spec part 1 §5 Make a Payment): a payment moves every occupancy and money figure. */
import { rentRoutes } from '../../../../../shared/rent/routes.ts';
import { useMutation } from '../../../lib/api-query.ts';
import { occupancyRoutes } from './occupancy.ts';

/** The payment dialog shows refusals itself (a wrong master password), so no toast. */
export const usePayRent = () => useMutation(rentRoutes.payRent, { revalidates: occupancyRoutes, silent: true });
