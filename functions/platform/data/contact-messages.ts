import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { keys } from './keys.ts';

export async function saveContactMessage(message: { id: string; name: string; email: string; message: string; receivedAt: string; sourceIp: string }) {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.contactMessage(message.receivedAt.slice(0, 7), message.id), ...message },
    }),
  );
}
