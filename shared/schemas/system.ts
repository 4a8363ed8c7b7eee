import { z } from 'zod';

export const echoSchema = z.object({
  message: z
    .string({ error: 'message is required' })
    .trim()
    .min(1, { error: 'message is required' })
    .max(500, { error: 'message must be at most 500 characters' }),
});
export type EchoInput = z.infer<typeof echoSchema>;
