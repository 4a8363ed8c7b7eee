import type { AccountRole } from '../account/permissions.ts';
import * as z from 'zod/mini';
import { requiredText } from '../schemas/common.ts';

export const echoSchema = z.object({
  message: requiredText('message is required', 500),
});
export type EchoInput = z.infer<typeof echoSchema>;

export interface HealthResponse {
  status: 'ok';
  time: string;
}

/** The echo of a body with the verified identity (proves auth, parsing and validation end to end). */
export interface EchoResponse {
  message: string;
  companyId: string;
  email: string;
  role: AccountRole;
}
