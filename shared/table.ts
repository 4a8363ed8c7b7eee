/**
 * The one table definition: key names, global secondary indexes and the TTL attribute.
 * Used by the CDK data stack, the local runtime (CreateTable) and the data layer's key builders.
 */
export interface IndexDefinition {
  readonly name: string;
  readonly partitionKey: string;
  readonly sortKey: string;
}

export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Sparse, generic indexes: an item appears in an index only when it carries that index's keys. */
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ] as readonly IndexDefinition[],
  /** Epoch seconds; DynamoDB deletes the item some time after it passes (sessions, throttles, used challenges). */
  ttlAttribute: 'expiresAt',
} as const;

export type IndexName = 'gsi1' | 'gsi2' | 'gsi3';
