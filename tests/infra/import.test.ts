/**
 * CSV import in CDK (IMPORT.md): the import queue and its dead-letter queue, the worker's event source and least
 * privilege, the routes flagged `queue` (and only they) sending to the queue, and the invoice bucket's CORS rule for
 * the browser's presigned PUT.
 */
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { type RouteDefinition, routes } from '../../shared/routes.ts';
import { importRoutes } from '../../shared/import/routes.ts';
import { MAX_RECEIVES } from '../../shared/work-queue.ts';
import { ApiStack } from '../../infra/stacks/api-stack.ts';
import { actionsOf, apiRouteFunctions, buildTestApp, type Statement, statementsOf, syntheticRoutes, templateOf } from './support/app.ts';

type Resource = { Type: string; Properties: Record<string, any> };

const { stacks } = buildTestApp();
const imports = templateOf(stacks.imports);
const resources = (type: string) => Object.entries(imports.findResources(type) as Record<string, Resource>);
const logicalIdOf = (construct: { node: { defaultChild?: unknown } }) =>
  stacks.imports.getLogicalId(construct.node.defaultChild as Parameters<typeof stacks.imports.getLogicalId>[0]);
const queueId = logicalIdOf(stacks.imports.queue);
const dlqId = logicalIdOf(stacks.imports.deadLetterQueue);
const workerId = logicalIdOf(stacks.imports.worker);

const QUEUE_ARN = { 'Fn::ImportValue': 'BusinessSuiteImport:ImportQueueArn' };
const QUEUE_URL = { 'Fn::ImportValue': 'BusinessSuiteImport:ImportQueueUrl' };

describe('the import queues', () => {
  it('send a message to the dead-letter queue after 3 receives, as the automation queue does; both encrypted, kept 4 and 14 days', () => {
    expect(MAX_RECEIVES).toBe(3);
    imports.resourceCountIs('AWS::SQS::Queue', 2);
    imports.hasResource('AWS::SQS::Queue', {
      Properties: {
        RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: 3 },
        SqsManagedSseEnabled: true,
        MessageRetentionPeriod: 4 * 24 * 3600,
      },
    });
    expect(imports.toJSON().Resources[dlqId].Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 24 * 3600,
    });
  });

  it('keep a message invisible for six times the worker timeout (15 minutes)', () => {
    const worker = imports.toJSON().Resources[workerId].Properties;
    expect(worker.Timeout).toBe(900);
    expect(imports.toJSON().Resources[queueId].Properties.VisibilityTimeout).toBe(6 * 900);
  });

  it('refuse anything but TLS', () => {
    for (const id of [queueId, dlqId]) {
      imports.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: id }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Action: 'sqs:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });

  it('are exported by name for the API stack, which deploys after this stack (and this one after the data stack)', () => {
    const outputs = imports.toJSON().Outputs;
    expect(outputs.ImportQueueArn).toEqual({
      Value: { 'Fn::GetAtt': [queueId, 'Arn'] },
      Export: { Name: 'BusinessSuiteImport:ImportQueueArn' },
    });
    expect(outputs.ImportQueueUrl).toEqual({ Value: { Ref: queueId }, Export: { Name: 'BusinessSuiteImport:ImportQueueUrl' } });
    expect(stacks.api.dependencies).toContain(stacks.imports);
    expect(stacks.imports.dependencies).toEqual([stacks.data]);
  });
});

describe('the import worker', () => {
  const worker = imports.toJSON().Resources[workerId].Properties;
  const roleId = (worker.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const statements: Statement[] = resources('AWS::IAM::Policy')
    .filter(([, p]) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Statement[]);
  const actions = actionsOf(statements);

  it('runs on nodejs22.x, arm64, 1024 MB, 15 minutes, and knows the table, the bucket and its own queue', () => {
    expect(worker).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      MemorySize: 1024,
      Timeout: 900,
      Handler: 'index.handler',
    });
    const env = worker.Environment.Variables;
    expect(env.IMPORT_QUEUE_URL).toEqual({ Ref: queueId });
    expect(env.INVOICE_BUCKET).toEqual({ 'Fn::ImportValue': 'BusinessSuiteData:InvoiceBucketName' });
    expect(env.TABLE_NAME).toBeDefined();
    expect(worker.LoggingConfig).toEqual({ LogGroup: { Ref: expect.any(String) } });
  });

  it('reads the import queue one message at a time, with partial batch failures', () => {
    imports.resourceCountIs('AWS::Lambda::EventSourceMapping', 1);
    imports.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: workerId },
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: 5 },
    });
  });

  it('reads and writes the table and the imports/ objects of the bucket, consumes its queue, sends to it only, and nothing else', () => {
    expect(actions.filter((a) => !/^(dynamodb|sqs|s3):/.test(a))).toEqual([]);
    expect(actions).toEqual(
      expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:BatchWriteItem', 'dynamodb:Query', 's3:GetObject*', 's3:PutObject']),
    );
    const s3 = statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('s3:')));
    expect(s3.flatMap((s) => (Array.isArray(s.Resource) ? s.Resource : [s.Resource]))).toEqual([
      { 'Fn::ImportValue': 'BusinessSuiteData:InvoiceBucketArn' },
      { 'Fn::Join': ['', [{ 'Fn::ImportValue': 'BusinessSuiteData:InvoiceBucketArn' }, '/imports/*']] },
    ]);
    const sqs = statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('sqs:')));
    for (const statement of sqs) expect(statement.Resource).toEqual({ 'Fn::GetAtt': [queueId, 'Arn'] });
    expect(actionsOf(sqs).filter((a) => a.startsWith('sqs:Send'))).toEqual(['sqs:SendMessage']);
    expect(actionsOf(sqs)).toEqual(expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:ChangeMessageVisibility']));
  });
});

describe('routes flagged queue', () => {
  const fns = apiRouteFunctions(stacks);
  const flagged = routes.filter((r) => r.queue).map((r) => r.name);

  it('are the import calls that hand work to the worker', () => {
    expect(flagged.sort()).toEqual([importRoutes.importRun.name, importRoutes.importUndo.name, importRoutes.importValidate.name].sort());
  });

  it('may send to the import queue (SendMessage only) and know its URL; no other route touches SQS', () => {
    for (const fn of fns) {
      const sqs = statementsOf(fn).filter((s) => actionsOf([s]).some((a) => a.startsWith('sqs:')));
      const env = fn.resource.Properties.Environment.Variables;
      if (!flagged.includes(fn.routeName)) {
        expect(sqs, `${fn.routeName} must not touch SQS`).toEqual([]);
        expect(env.IMPORT_QUEUE_URL, fn.routeName).toBeUndefined();
        continue;
      }
      expect(sqs).toEqual([{ Effect: 'Allow', Action: 'sqs:SendMessage', Resource: QUEUE_ARN }]);
      expect(env.IMPORT_QUEUE_URL).toEqual(QUEUE_URL);
    }
  });

  it('import the queue only into the nested stack whose routes send to it', () => {
    const withQueue = [...stacks.api.routeStacks.entries()]
      .filter(([, nested]) => JSON.stringify(templateOf(nested).toJSON()).includes('BusinessSuiteImport:'))
      .map(([group]) => group);
    expect(withQueue).toEqual(['import']);
  });

  it('are refused by an API stack without the import stack', () => {
    const { app, stacks: other } = buildTestApp();
    const queueing: RouteDefinition = { ...syntheticRoutes[1], name: 'queueThing', queue: true };
    expect(() => new ApiStack(app, 'Bare', { data: other.data, routeGroups: { test: [queueing] } })).toThrow(
      /queueThing send to the import queue/,
    );
    expect(() => new ApiStack(app, 'BareOk', { data: other.data, routeGroups: { test: [syntheticRoutes[1]] } })).not.toThrow();
  });
});

describe('the invoice bucket takes the browser’s presigned PUT (import files)', () => {
  const corsOf = (s: typeof stacks) => {
    const data = templateOf(s.data).toJSON().Resources as Record<string, Resource>;
    const invoiceId = s.data.getLogicalId(s.data.invoiceBucket.node.defaultChild as never);
    const others = Object.entries(data).filter(([id, r]) => r.Type === 'AWS::S3::Bucket' && id !== invoiceId);
    return { invoices: data[invoiceId].Properties.CorsConfiguration, others: others.map(([, r]) => r.Properties.CorsConfiguration) };
  };

  it('from the app’s origin (context appUrl), PUT with content-type only; the other buckets allow no CORS', () => {
    const { invoices, others } = corsOf(stacks);
    expect(invoices).toEqual({
      CorsRules: [
        {
          Id: 'browser-upload',
          AllowedMethods: ['PUT'],
          AllowedOrigins: ['https://suite.example.com'],
          AllowedHeaders: ['content-type'],
          MaxAge: 3600,
        },
      ],
    });
    expect(others).toEqual([undefined]);
    for (const stack of [stacks.web, stacks.api]) {
      for (const bucket of Object.values(templateOf(stack).findResources('AWS::S3::Bucket')))
        expect(bucket.Properties.CorsConfiguration).toBeUndefined();
    }
  });

  it('from every custom domain name too, each once', () => {
    const { stacks: custom } = buildTestApp(
      {},
      { domainNames: 'suite.example.com,app.example.org', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' },
    );
    expect(corsOf(custom).invoices.CorsRules[0].AllowedOrigins).toEqual(['https://suite.example.com', 'https://app.example.org']);
  });

  it('and stays private: every public access block on, no public policy', () => {
    const invoiceId = stacks.data.getLogicalId(stacks.data.invoiceBucket.node.defaultChild as never);
    expect(templateOf(stacks.data).toJSON().Resources[invoiceId].Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
  });
});
