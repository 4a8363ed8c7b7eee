/** Rent collection on the unit page: the emails sent about the current rent and its late fees, Send reminder now. */
import { collectionRoutes } from '../../../../../shared/rent/collection-routes.ts';
import { rentRoutes } from '../../../../../shared/rent/routes.ts';
import { useMutation, useQuery } from '../../../lib/api-query.ts';
import { occupancyRoutes } from './occupancy.ts';

/** A rent's notices (emails sent) and late fees (AUTOMATION.md GET /api/automation/rent-notices). */
export const useRentNotices = (rentId: string) => useQuery(collectionRoutes.rentNotices, rentId ? { query: { rent_id: rentId } } : null);

/** Sends at once and records a notice; the email carries a new invoice link, so the rent's links change too. */
export const useSendReminder = () =>
  useMutation(collectionRoutes.sendReminder, { revalidates: [collectionRoutes.rentNotices, rentRoutes.rentInvoiceLinkList] });

/**
 * Waiving a late fee (owner, master password) moves the rent's figures like a payment does: the unit, level, building
 * and reports, and the rent's notices and fees. The dialog shows refusals (a wrong password, waived meanwhile).
 */
export const useWaiveFee = () =>
  useMutation(collectionRoutes.waiveFee, { revalidates: [...occupancyRoutes, collectionRoutes.rentNotices], silent: true });
