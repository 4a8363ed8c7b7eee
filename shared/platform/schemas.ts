import * as z from 'zod/mini';
import { requiredText } from './common.ts';

export const echoSchema = z.object({
  message: requiredText('message is required', 500),
});
export type EchoInput = z.infer<typeof echoSchema>;
