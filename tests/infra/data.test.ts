import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { tableDefinition } from '../../shared/table.ts';
import { buildTestApp, templateOf } from './support/app.ts';

describe('data stack', () => {
  const { stacks } = buildTestApp();
  const template = templateOf(stacks.data);

  it('has one on-demand table keyed and indexed as shared/table.ts says', () => {
    template.resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
    template.resourceCountIs('AWS::DynamoDB::Table', 0);
    const keyAttributes = [
      tableDefinition.partitionKey,
      tableDefinition.sortKey,
      ...tableDefinition.indexes.flatMap((i) => [i.partitionKey, i.sortKey]),
    ];
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayEquals(keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' }))),
      GlobalSecondaryIndexes: Match.arrayEquals(
        tableDefinition.indexes.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      ),
      TimeToLiveSpecification: { AttributeName: tableDefinition.ttlAttribute, Enabled: true },
    });
  });

  it('protects the table: point-in-time recovery, deletion protection, retained on stack deletion', () => {
    template.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        Replicas: [
          Match.objectLike({
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
            DeletionProtectionEnabled: true,
          }),
        ],
      },
    });
  });

  it('turns deletion protection off only when the context says so', () => {
    const { stacks: off } = buildTestApp({}, { deletionProtection: 'false' });
    templateOf(off.data).hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      Replicas: [Match.objectLike({ DeletionProtectionEnabled: false })],
    });
    expect(() => buildTestApp({}, { deletionProtection: 'no' })).toThrow(/deletionProtection must be true or false/);
  });

  it('keeps invoices in a versioned bucket with lifecycle rules and access logs, retained', () => {
    const invoiceBucketId = stacks.data.getLogicalId(stacks.data.invoiceBucket.node.defaultChild as never);
    const bucket = template.toJSON().Resources[invoiceBucketId];
    expect(bucket.DeletionPolicy).toBe('Retain');
    expect(bucket.Properties).toMatchObject({
      VersioningConfiguration: { Status: 'Enabled' },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      LoggingConfiguration: { DestinationBucketName: { Ref: expect.stringMatching(/^AccessLogs/) }, LogFilePrefix: 'invoices/' },
    });
    expect(bucket.Properties.LifecycleConfiguration.Rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 7 }, Status: 'Enabled' }),
        expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 90 }, Status: 'Enabled' }),
      ]),
    );
  });

  it('generates the signing secret as JSON {"key": <64 alphanumerics>}', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: {
        SecretStringTemplate: '{}',
        GenerateStringKey: 'key',
        ExcludePunctuation: true,
        PasswordLength: 64,
      },
    });
  });

  it('exports what the API stack imports, under stable names', () => {
    const outputs = template.toJSON().Outputs as Record<string, { Export: { Name: string } }>;
    expect(
      Object.values(outputs)
        .map((o) => o.Export.Name)
        .sort(),
    ).toEqual([
      'BusinessSuiteData:AuthSecretArn',
      'BusinessSuiteData:InvoiceBucketArn',
      'BusinessSuiteData:InvoiceBucketName',
      'BusinessSuiteData:TableArn',
    ]);
  });
});
