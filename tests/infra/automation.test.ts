/** Scheduled work and operations in CDK: the schedule, the queues, the worker's event source, least privilege, the alarms. */
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { MAX_RECEIVES } from '../../shared/work-queue.ts';
import { actionsOf, buildTestApp, type Statement, templateOf } from './support/app.ts';

type Resource = { Type: string; Properties: Record<string, any> };

const { stacks } = buildTestApp();
const automation = templateOf(stacks.automation);
const ops = templateOf(stacks.ops);
const resources = (type: string) => Object.entries(automation.findResources(type) as Record<string, Resource>);
const logicalIdOf = (construct: { node: { defaultChild?: unknown } }) =>
  stacks.automation.getLogicalId(construct.node.defaultChild as Parameters<typeof stacks.automation.getLogicalId>[0]);

/** Every statement of the inline policies attached to a role. */
function roleStatements(roleLogicalId: string): Statement[] {
  return resources('AWS::IAM::Policy')
    .filter(([, p]) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleLogicalId))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Statement[]);
}
const roleOfFunction = (fnLogicalId: string) =>
  (automation.toJSON().Resources[fnLogicalId].Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];

describe('the schedule', () => {
  it('invokes the dispatcher every hour with its own role, retrying twice within the hour', () => {
    automation.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(1 hour)',
      State: 'ENABLED',
      Target: {
        Arn: { 'Fn::GetAtt': [logicalIdOf(stacks.automation.dispatcher), 'Arn'] },
        RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3000 },
      },
    });
    const [[, schedule]] = resources('AWS::Scheduler::Schedule');
    const roleId = schedule.Properties.Target.RoleArn['Fn::GetAtt'][0];
    expect(actionsOf(roleStatements(roleId))).toEqual(['lambda:InvokeFunction']);
  });
});

describe('the queues', () => {
  const queueId = logicalIdOf(stacks.automation.queue);
  const dlqId = logicalIdOf(stacks.automation.deadLetterQueue);

  it('send a run to the dead-letter queue after 3 receives (as the local queue does); both encrypted', () => {
    expect(MAX_RECEIVES).toBe(3);
    automation.hasResource('AWS::SQS::Queue', {
      Properties: {
        RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: 3 },
        SqsManagedSseEnabled: true,
      },
    });
    automation.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
  });

  it('keep a message invisible for at least six times the worker timeout', () => {
    const workerTimeout = automation.toJSON().Resources[logicalIdOf(stacks.automation.worker)].Properties.Timeout as number;
    const visibility = automation.toJSON().Resources[queueId].Properties.VisibilityTimeout as number;
    expect(visibility).toBeGreaterThanOrEqual(6 * workerTimeout);
  });

  it('refuse anything but TLS', () => {
    for (const id of [queueId, dlqId]) {
      automation.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: id }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Action: 'sqs:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });
});

describe('the worker', () => {
  const workerId = logicalIdOf(stacks.automation.worker);

  it('reads the runs queue with partial batch failures', () => {
    automation.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: workerId },
      EventSourceArn: { 'Fn::GetAtt': [logicalIdOf(stacks.automation.queue), 'Arn'] },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BatchSize: 5,
      ScalingConfig: { MaximumConcurrency: 5 },
    });
  });

  it('reads and writes the table and the invoice bucket, reads the signing secret, consumes the queue, sends email, and nothing else', () => {
    const statements = roleStatements(roleOfFunction(workerId));
    const actions = new Set(actionsOf(statements));
    expect([...actions].filter((a) => !/^(dynamodb|secretsmanager|sqs|ses|s3):/.test(a))).toEqual([]);
    // S3 only on the invoice bucket (the billing emails' invoice PDFs)
    const s3 = statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('s3:')));
    expect(JSON.stringify(s3.map((s) => s.Resource))).not.toMatch(/"\*"/);
    expect(JSON.stringify(s3.map((s) => s.Resource))).toContain('InvoiceBucketArn');
    expect([...actions]).toEqual(
      expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:Query', 'secretsmanager:GetSecretValue', 'sqs:DeleteMessage']),
    );
    expect([...actions].filter((a) => a.startsWith('sqs:Send'))).toEqual([]);
  });
});

describe('the dispatcher', () => {
  const dispatcherId = logicalIdOf(stacks.automation.dispatcher);
  const statements = roleStatements(roleOfFunction(dispatcherId));

  it('may only Query the dispatch index, update the schedule items’ run attributes and send to the runs queue', () => {
    expect(statements.find((s) => s.Action === 'dynamodb:Query')?.Resource).toEqual({
      'Fn::Join': ['', [{ 'Fn::ImportValue': 'BusinessSuiteData:TableArn' }, '/index/gsi1']],
    });
    const update = statements.find((s) => s.Action === 'dynamodb:UpdateItem') as Statement & { Condition: unknown };
    expect(update.Resource).toEqual({ 'Fn::ImportValue': 'BusinessSuiteData:TableArn' });
    expect(update.Condition).toEqual({
      'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['pk', 'sk', 'nextRunAt', 'gsi1sk', 'timeZone'] },
    });
    const actions = actionsOf(statements);
    expect(actions.filter((a) => a.startsWith('dynamodb:')).sort()).toEqual(['dynamodb:Query', 'dynamodb:UpdateItem']);
    expect(actions.filter((a) => !a.startsWith('dynamodb:')).sort()).toEqual([
      'sqs:GetQueueAttributes',
      'sqs:GetQueueUrl',
      'sqs:SendMessage',
    ]);
    const send = statements.find((s) => actionsOf([s]).includes('sqs:SendMessage'))!;
    expect(send.Resource).toEqual({ 'Fn::GetAtt': [logicalIdOf(stacks.automation.queue), 'Arn'] });
  });

  it('knows the queue and the table', () => {
    const env = automation.toJSON().Resources[dispatcherId].Properties.Environment.Variables;
    expect(env.AUTOMATION_QUEUE_URL).toEqual({ Ref: logicalIdOf(stacks.automation.queue) });
    expect(env.TABLE_NAME).toBeDefined();
  });
});

describe('the alarms', () => {
  const alarms = Object.values(ops.findResources('AWS::CloudWatch::Alarm') as Record<string, Resource>);
  const topicRef = { Ref: stacks.ops.getLogicalId(stacks.ops.topic.node.defaultChild as Parameters<typeof stacks.ops.getLogicalId>[0]) };

  it('are eight, and each tells the topic when it goes off and when it is over', () => {
    expect(alarms).toHaveLength(8);
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions).toEqual([topicRef]);
      expect(alarm.Properties.OKActions).toEqual([topicRef]);
      expect(alarm.Properties.AlarmDescription).toMatch(/\S/);
      expect(alarm.Properties.TreatMissingData).toBe('notBreaching');
    }
  });

  it('go off on any message in either dead-letter queue (scheduled runs, imports)', () => {
    const deadLetters = alarms.filter((a) => a.Properties.MetricName === 'ApproximateNumberOfMessagesVisible');
    expect(deadLetters).toHaveLength(2);
    for (const alarm of deadLetters) {
      expect(alarm.Properties).toMatchObject({
        Namespace: 'AWS/SQS',
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        EvaluationPeriods: 1,
      });
    }
    const queues = deadLetters.map((a) => JSON.stringify(a.Properties.Dimensions));
    expect(queues.filter((q) => q.includes('RunsDeadLetters'))).toHaveLength(1);
    expect(queues.filter((q) => q.includes('ImportDeadLetters'))).toHaveLength(1);
  });

  it('go off on any error of the dispatcher, of the two workers, and of the route functions (the region’s errors less those three)', () => {
    const lambdaErrors = alarms.filter((a) => a.Properties.MetricName === 'Errors');
    expect(lambdaErrors.map((a) => a.Properties.Namespace)).toEqual(['AWS/Lambda', 'AWS/Lambda', 'AWS/Lambda']);
    const routes = alarms.find((a) =>
      a.Properties.Metrics?.some((m: { Expression?: string }) => m.Expression?.includes('all - dispatcher - worker - importWorker')),
    );
    expect(routes?.Properties).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    const all = routes!.Properties.Metrics.find((m: { Id: string }) => m.Id === 'all');
    expect(all.MetricStat.Metric).toEqual({ Namespace: 'AWS/Lambda', MetricName: 'Errors' });
  });

  it('go off on the API’s 5xx rate (from 20 requests) and its p99 latency', () => {
    const rate = alarms.find((a) =>
      a.Properties.Metrics?.some((m: { Expression?: string }) => m.Expression?.includes('100 * errors / requests')),
    );
    expect(rate?.Properties).toMatchObject({
      Threshold: 5,
      EvaluationPeriods: 3,
      DatapointsToAlarm: 2,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    const names = rate!.Properties.Metrics.filter((m: { MetricStat?: unknown }) => m.MetricStat).map(
      (m: { MetricStat: { Metric: { Namespace: string; MetricName: string } } }) =>
        `${m.MetricStat.Metric.Namespace} ${m.MetricStat.Metric.MetricName}`,
    );
    expect(names.sort()).toEqual(['AWS/ApiGateway 5xx', 'AWS/ApiGateway Count']);
    ops.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/ApiGateway',
      MetricName: 'Latency',
      ExtendedStatistic: 'p99',
      Threshold: 3000,
      EvaluationPeriods: 3,
    });
  });

  it('reach an SSL-only topic with the email subscription from context alarmEmail', () => {
    ops.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com', TopicArn: topicRef });
    ops.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
      },
    });
    const other = templateOf(buildTestApp({}, { alarmEmail: 'night-shift@example.org' }).stacks.ops);
    other.hasResourceProperties('AWS::SNS::Subscription', { Endpoint: 'night-shift@example.org' });
    expect(() => buildTestApp({}, { alarmEmail: 'not an address' })).toThrow(/alarmEmail must be an email address/);
  });
});
