/** Rent payments (spec part 1 §5 Make a Payment): a payment moves every occupancy and money figure. */
import { rentRoutes } from '../../../../../shared/rent/routes.ts';
import { useMutation, useQuery } from '../../../lib/api-query.ts';
import { occupancyRoutes } from './occupancy.ts';

/** Everything a payment (or its void) moves: the rooms and figures, and the rent's list of payments. */
const paymentRoutes = [...occupancyRoutes, rentRoutes.rentPayments];

/** The payment dialog shows refusals itself (a wrong master password), so no toast. */
export const usePayRent = () => useMutation(rentRoutes.payRent, { revalidates: paymentRoutes, silent: true });

/** A rent's payments, newest first (CORRECTIONS.md GET /api/payment/rent-payments), voided ones marked. */
export const useRentPayments = (rentId: string) => useQuery(rentRoutes.rentPayments, rentId ? { query: { rent_id: rentId } } : null);

/**
 * Voiding a rent payment (master password, like paying) moves the same figures back: the unit, the level and the
 * building, the reports and the payments list. The dialog shows refusals (a wrong password, voided twice).
 */
export const useVoidRentPayment = () => useMutation(rentRoutes.rentPaymentVoid, { revalidates: paymentRoutes, silent: true });
