import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.ts';

let client: DynamoDBDocumentClient | undefined;

/** The one document client, built once per container (locally: pointed at DynamoDB Local). */
export function db(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: config.region,
      ...(config.dynamoEndpoint
        ? { endpoint: config.dynamoEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {}),
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return client;
}

export function tableName(): string {
  return config.tableName;
}
