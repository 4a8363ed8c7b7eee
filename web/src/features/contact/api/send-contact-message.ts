import type { ContactInput } from '../../../../../shared/schemas/auth.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /api/public/contact (public) → 201 { message }. */
export const sendContactMessage = (input: ContactInput) =>
  api.post<{ message?: string }>('/public/contact', input, { auth: false, defaultError: 'Failed to send your message' });
