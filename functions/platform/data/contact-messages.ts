/** Contact messages from the public site (access patterns: ../README.md). */
import { putItem } from '../../lib/dynamo/transact.ts';
import { contactMessageToItem, type ContactMessageRecord } from '../records.ts';

export async function saveContactMessage(message: ContactMessageRecord): Promise<void> {
  await putItem('message', { Item: contactMessageToItem(message) });
}
