/** Rent collection (AUTOMATION.md "Rent collection"): the routes of late fees and notices, spread into the manifest. */
import type { MessageResponse } from '../route.ts';
import { defineRoute, io } from '../route.ts';
import type { WaiveFeeInput } from './schemas.ts';

export const collectionRoutes = {
  waiveFee: defineRoute({
    name: 'waiveFee',
    method: 'POST',
    path: '/api/automation/waive-fee',
    handler: 'functions/rent/handlers/waive-fee.ts',
    // the owner, and the master password as paying takes it
    access: 'admin',
    spec: 'AUTOMATION.md "Rent collection": POST /api/automation/waive-fee { feeId, masterPassword, reason }',
    types: io<{ body: WaiveFeeInput; response: MessageResponse }>(),
  }),
};
