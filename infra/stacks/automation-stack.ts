import { Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { grantSendEmail, type MailSettings } from '../constructs/email.ts';
import { projectFunctionProps, secretsExtension } from '../constructs/function-defaults.ts';
import { workQueue } from '../constructs/work-queue.ts';
import type { DataStack } from './data-stack.ts';

export interface AutomationStackProps extends StackProps {
  readonly data: Pick<DataStack, 'importInto' | 'exportNames'>;
  /** Sender and links: the worker emails tenants and the owner digest. */
  readonly mail?: MailSettings;
  /** How often the dispatcher looks for companies due. @default 1 hour */
  readonly dispatchEvery?: Duration;
  /** The worker's timeout (one company's day). @default 5 minutes */
  readonly workerTimeout?: Duration;
  /** Companies run at once (the worker's SQS concurrency). @default 5 */
  readonly workerConcurrency?: number;
  readonly logRetention?: logs.RetentionDays;
  readonly tracing?: boolean;
  readonly logLevel?: string;
}

/**
 * Scheduled work (AUTOMATION.md "Scheduled work"): an EventBridge Scheduler schedule invokes the dispatcher every hour;
 * it Queries the sparse index of companies due (gsi1 AUTORUN) and sends one message per company to the runs queue; the
 * worker (SQS event source, partial batch failures) runs that company's jobs. A run that fails three receives goes to
 * the dead-letter queue, where the Ops stack's alarm sees it.
 */
export class AutomationStack extends Stack {
  readonly queue: sqs.Queue;
  readonly deadLetterQueue: sqs.Queue;
  readonly dispatcher: NodejsFunction;
  readonly worker: NodejsFunction;
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, props: AutomationStackProps) {
    super(scope, id, props);
    if (!props.mail) throw new Error('The automation worker sends email: set context mailFrom and appUrl (README "Email")');
    const { table, authSecret, invoiceBucket } = props.data.importInto(this);
    const workerTimeout = props.workerTimeout ?? Duration.minutes(5);
    const logGroup = new logs.LogGroup(this, 'FunctionLogs', {
      retention: props.logRetention ?? logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const environment = { LOG_LEVEL: props.logLevel ?? 'info', TABLE_NAME: table.tableName };

    ({ queue: this.queue, deadLetterQueue: this.deadLetterQueue } = workQueue(
      this,
      { queue: 'Runs', deadLetters: 'RunsDeadLetters' },
      workerTimeout,
    ));

    this.dispatcher = new NodejsFunction(
      this,
      'Dispatcher',
      projectFunctionProps({
        entry: 'functions/automation/dispatcher.ts',
        description: 'Hourly: companies due for their daily run (sparse index) → one message each on the runs queue',
        memorySize: 512,
        timeout: Duration.minutes(2),
        logGroup,
        tracing: props.tracing,
        environment: { ...environment, AUTOMATION_QUEUE_URL: this.queue.queueUrl },
      }),
    );
    // Least privilege: Query the one index it reads, update only the schedule items' run attributes, send to the queue.
    this.dispatcher.addToRolePolicy(new iam.PolicyStatement({ actions: ['dynamodb:Query'], resources: [`${table.tableArn}/index/gsi1`] }));
    this.dispatcher.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:UpdateItem'],
        resources: [table.tableArn],
        // the schedule item's keys, the two attributes a move sets and the one its condition reads besides them
        conditions: { 'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['pk', 'sk', 'nextRunAt', 'gsi1sk', 'timeZone'] } },
      }),
    );
    this.queue.grantSendMessages(this.dispatcher);

    this.worker = new NodejsFunction(this, 'Worker', {
      ...projectFunctionProps({
        entry: 'functions/automation/worker.ts',
        description: "One company's daily run: the jobs of functions/automation/jobs.ts, then the owner digest",
        memorySize: 1024,
        timeout: workerTimeout,
        logGroup,
        tracing: props.tracing,
        environment: { ...environment, AUTH_SECRETS_ARN: authSecret.secretArn },
      }),
      // invoice links in the emails are signed with the key of the signing secret
      paramsAndSecrets: secretsExtension(),
    });
    table.grantReadWriteData(this.worker);
    authSecret.grantRead(this.worker);
    // the billing emails carry an invoice link whose PDF is rendered and stored on the way (like the share call)
    invoiceBucket.grantReadWrite(this.worker);
    this.worker.addEnvironment('INVOICE_BUCKET', invoiceBucket.bucketName);
    grantSendEmail(this.worker, props.mail);
    this.worker.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: 5,
        reportBatchItemFailures: true,
        maxConcurrency: props.workerConcurrency ?? 5,
      }),
    );

    const scheduleRole = new iam.Role(this, 'DispatchScheduleRole', {
      description: 'EventBridge Scheduler invokes the automation dispatcher',
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
    });
    this.schedule = new Schedule(this, 'DispatchSchedule', {
      description: 'Business suite: look for companies due for their daily run',
      schedule: ScheduleExpression.rate(props.dispatchEvery ?? Duration.hours(1)),
      // a late or retried dispatch is harmless (it sends only what is still due) but pointless after the next one
      target: new LambdaInvoke(this.dispatcher, { role: scheduleRole, retryAttempts: 2, maxEventAge: Duration.minutes(50) }),
    });
    Validations.of(scheduleRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${this.getLogicalId(this.dispatcher.node.defaultChild as lambda.CfnFunction)}.Arn>:*]`,
      reason: "The Scheduler target's grant covers the dispatcher function and its versions (<arn>:*); nothing else.",
    });

    for (const fn of [this.dispatcher, this.worker]) {
      Validations.of(fn).acknowledge(
        {
          id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          reason:
            'AWSLambdaBasicExecutionRole only allows writing this function its own CloudWatch logs; the AWS-managed policy is the documented minimum for a Lambda.',
        },
        {
          id: 'AwsSolutions-L1',
          reason:
            'Pinned to nodejs22.x like the route functions: the shared esbuild target (infra/bundling.ts, node22) and the bench measure this runtime.',
        },
      );
    }
    if (props.tracing) {
      for (const fn of [this.dispatcher, this.worker]) {
        Validations.of(fn).acknowledge({
          id: 'AwsSolutions-IAM5[Resource::*]',
          reason: 'X-Ray PutTraceSegments/PutTelemetryRecords do not support resource-level permissions.',
        });
      }
    }
    Validations.of(this.worker).acknowledge(
      {
        id: `AwsSolutions-IAM5[Resource::${props.data.exportNames.invoiceBucketArn}/*]`,
        reason:
          "Invoices live under per-company prefixes (<companyId>/...) built from the run's company id, so the grant covers the objects of this one bucket.",
      },
      ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map((action) => ({
        id: `AwsSolutions-IAM5[Action::${action}]`,
        reason: 'Action wildcard from the S3 grant helper (grantReadWrite), limited to the invoice bucket.',
      })),
    );
    Validations.of(this.worker).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${props.data.exportNames.tableArn}/index/*]`,
      reason:
        "The grant helper adds <table>/index/* so the jobs' queries can use the table's GSIs; nothing beyond this one table and its indexes.",
    });
  }
}
