import { CfnOutput, Duration, Fn, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { projectFunctionProps } from '../constructs/function-defaults.ts';
import { workQueue } from '../constructs/work-queue.ts';
import type { DataStack } from './data-stack.ts';

export interface ImportStackProps extends StackProps {
  readonly data: Pick<DataStack, 'importInto' | 'exportNames'>;
  /** The worker's timeout: one message works until a minute before it, then hands the rest on. @default 15 minutes */
  readonly workerTimeout?: Duration;
  /** Import messages worked at once (the worker's SQS concurrency). @default 5 */
  readonly workerConcurrency?: number;
  readonly logRetention?: logs.RetentionDays;
  readonly tracing?: boolean;
  readonly logLevel?: string;
}

/** Where the import's files live in the private (invoice) bucket: functions/import/keys.ts. */
export const IMPORT_OBJECTS = 'imports/*';

/**
 * CSV import in the background (IMPORT.md "Import" 3-5, the SQS worker pattern of AUTOMATION.md): the routes flagged
 * `queue` in the manifest send `{ companyId, importId, step, from }` to the import queue; the worker (SQS event source,
 * one message at a time, partial batch failures) validates, runs or undoes the import and, when its time is nearly up,
 * sends the rest on as a new message. A message that fails three receives goes to the dead-letter queue, where the Ops
 * stack's alarm sees it.
 *
 * The API stack's route functions get the queue through named exports (`importInto`), as they get the table and the
 * bucket from the data stack: the queue's ARN reads the same in every template, and this stack cannot be torn down
 * under a live API.
 */
export class ImportStack extends Stack {
  readonly queue: sqs.Queue;
  readonly deadLetterQueue: sqs.Queue;
  readonly worker: NodejsFunction;
  /** CloudFormation export names, `<stack name>:<value>`. */
  readonly exportNames: { readonly queueArn: string; readonly queueUrl: string };

  constructor(scope: Construct, id: string, props: ImportStackProps) {
    super(scope, id, props);
    const { table, invoiceBucket } = props.data.importInto(this);
    const workerTimeout = props.workerTimeout ?? Duration.minutes(15);
    const logGroup = new logs.LogGroup(this, 'FunctionLogs', {
      retention: props.logRetention ?? logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    ({ queue: this.queue, deadLetterQueue: this.deadLetterQueue } = workQueue(
      this,
      { queue: 'Imports', deadLetters: 'ImportDeadLetters' },
      workerTimeout,
    ));

    this.worker = new NodejsFunction(
      this,
      'Worker',
      projectFunctionProps({
        entry: 'functions/import/worker.ts',
        description: 'CSV import: validates, runs or undoes one import from its batch `from`, handing the rest on to a new message',
        memorySize: 1024,
        timeout: workerTimeout,
        logGroup,
        tracing: props.tracing,
        environment: {
          LOG_LEVEL: props.logLevel ?? 'info',
          TABLE_NAME: table.tableName,
          INVOICE_BUCKET: invoiceBucket.bucketName,
          IMPORT_QUEUE_URL: this.queue.queueUrl,
        },
      }),
    );
    table.grantReadWriteData(this.worker);
    // the uploaded files, the checked rows and the errors: imports/<companyId>/... only, never the invoices
    invoiceBucket.grantReadWrite(this.worker, IMPORT_OBJECTS);
    // a long import hands its rest on to a new message on its own queue (SendMessage only)
    this.worker.addToRolePolicy(new iam.PolicyStatement({ actions: ['sqs:SendMessage'], resources: [this.queue.queueArn] }));
    this.worker.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: 1,
        reportBatchItemFailures: true,
        maxConcurrency: props.workerConcurrency ?? 5,
      }),
    );

    const publish = (exportId: string, value: string): string => {
      const exportName = `${this.stackName}:${exportId}`;
      new CfnOutput(this, exportId, { value, exportName });
      return exportName;
    };
    this.exportNames = {
      queueArn: publish('ImportQueueArn', this.queue.queueArn),
      queueUrl: publish('ImportQueueUrl', this.queue.queueUrl),
    };

    Validations.of(this.worker).acknowledge(
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
      {
        id: `AwsSolutions-IAM5[Resource::${props.data.exportNames.invoiceBucketArn}/${IMPORT_OBJECTS}]`,
        reason:
          "The import's files live under imports/<companyId>/..., keys built from the message's company id, so the grant covers that prefix of this one bucket.",
      },
      ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map((action) => ({
        id: `AwsSolutions-IAM5[Action::${action}]`,
        reason: 'Action wildcard from the S3 grant helper (grantReadWrite), limited to the imports/ prefix of the invoice bucket.',
      })),
      {
        id: `AwsSolutions-IAM5[Resource::${props.data.exportNames.tableArn}/index/*]`,
        reason:
          "The grant helper adds <table>/index/* so the import's duplicate checks can query the table's GSIs; nothing beyond this one table and its indexes.",
      },
    );
    if (props.tracing) {
      Validations.of(this.worker).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'X-Ray PutTraceSegments/PutTelemetryRecords do not support resource-level permissions.',
      });
    }
  }

  /** A reference to the import queue inside `consumer` (by export name), which is made to deploy after this stack. */
  importInto(consumer: Stack): sqs.IQueue {
    if (consumer === this) throw new Error('importInto is for other stacks; use the queue directly');
    // a nested stack deploys with its top-level stack: that one waits for the exports
    let deployed = consumer;
    while (deployed.nestedStackParent) deployed = deployed.nestedStackParent;
    deployed.addStackDependency(this, 'imports the import queue');
    const scope = new Construct(consumer, 'ImportQueueImports');
    return sqs.Queue.fromQueueAttributes(scope, 'Queue', {
      queueArn: Fn.importValue(this.exportNames.queueArn),
      queueUrl: Fn.importValue(this.exportNames.queueUrl),
    });
  }
}
