/** Rent collection (AUTOMATION.md "Rent collection"): a rent's notices and fees, Send reminder now, waiving a fee; spread into the manifest. */
import type { MessageResponse } from '../route.ts';
import { defineRoute, io } from '../route.ts';
import type { RentNoticesQuery, RentNoticesResponse, SendReminderInput, SendReminderResponse } from './collection-schemas.ts';
import type { WaiveFeeInput } from './schemas.ts';

export const collectionRoutes = {
  waiveFee: defineRoute({
    name: 'waiveFee',
    method: 'POST',
    path: '/api/automation/waive-fee',
    handler: 'functions/rent/handlers/waive-fee.ts',
    // the owner, and the master password as paying takes it
    access: 'user',
    permission: 'rent.fee.waive',
    spec: 'AUTOMATION.md "Rent collection": POST /api/automation/waive-fee { feeId, masterPassword, reason }',
    types: io<{ body: WaiveFeeInput; response: MessageResponse }>(),
  }),
  rentNotices: defineRoute({
    name: 'rentNotices',
    method: 'GET',
    path: '/api/automation/rent-notices',
    handler: 'functions/rent/handlers/rent-notices.ts',
    access: 'user',
    permission: 'rent.read',
    spec: 'AUTOMATION.md Rent collection: GET /api/automation/rent-notices?rent_id= (the emails sent and the late fees of a rent)',
    types: io<{ query: RentNoticesQuery; response: RentNoticesResponse }>(),
  }),
  sendReminder: defineRoute({
    name: 'sendReminder',
    method: 'POST',
    path: '/api/automation/send-reminder',
    handler: 'functions/rent/handlers/send-reminder.ts',
    access: 'user',
    permission: 'rent.invoice.send',
    // the email carries an invoice link to the period's PDF, rendered and stored on the way
    invoices: 'readwrite',
    email: true,
    spec: 'AUTOMATION.md Rent collection: POST /api/automation/send-reminder { rent_id } (Send reminder now: the oldest unpaid period)',
    types: io<{ body: SendReminderInput; response: SendReminderResponse }>(),
  }),
};
