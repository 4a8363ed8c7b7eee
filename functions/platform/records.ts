/** The platform area's records and the items that store them. */
import type { Item } from '../lib/dynamo/item.ts';
import * as platformKeys from './keys.ts';

export interface ContactMessageRecord {
  id: string;
  name: string;
  email: string;
  message: string;
  receivedAt: string;
  sourceIp: string;
}

export const contactMessageToItem = (message: ContactMessageRecord): Item => ({
  ...platformKeys.contactMessage(message.receivedAt.slice(0, 7), message.id),
  ...message,
});
