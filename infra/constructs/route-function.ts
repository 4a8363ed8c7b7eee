import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Duration, RemovalPolicy, Stack, Tags, Validations } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { RouteDefinition } from '../../shared/routes.ts';
import { projectFunctionProps, secretsExtension } from './function-defaults.ts';
import { repoRoot } from './repo-root.ts';

/** Tag on every route function (value: the manifest name), so tools and tests can tell them from CDK helpers. */
export const ROUTE_TAG = 'business-suite:route';

export type TableAccessMode = 'RO' | 'RW';

export interface RouteFunctionProps {
  readonly route: RouteDefinition;
  /** @default 1024 */
  readonly memorySize?: number;
  /** @default 10 seconds */
  readonly timeout?: Duration;
  /** @default one month */
  readonly logRetention?: logs.RetentionDays;
  /**
   * A log group shared by several functions (Lambda names each stream after its function). @default the function's
   * own log group. The API stack shares one: a log group per function made 7 resources a route, and at 72 routes
   * the stack passed CloudFormation's 500-resource limit.
   */
  readonly logGroup?: logs.ILogGroup;
  /** X-Ray active tracing. @default false */
  readonly tracing?: boolean;
  /** Added to the defaults (LOG_LEVEL, TOKEN_ISSUER, TOKEN_AUDIENCE). */
  readonly environment?: Record<string, string>;
}

/**
 * One Lambda for one manifest route, with the project's defaults: Node.js 22 on arm64, the shared
 * esbuild settings, a log group with retention (its own, or one it shares), and the Parameters and Secrets extension so the
 * handler reads the signing secret over localhost:2773. Access is added with the bind* helpers.
 */
export class RouteFunction extends NodejsFunction {
  readonly route: RouteDefinition;

  constructor(scope: Construct, id: string, props: RouteFunctionProps) {
    const { route } = props;
    if (!existsSync(resolve(repoRoot, route.handler))) throw new Error(`Route ${route.name}: handler ${route.handler} does not exist`);
    const logGroup =
      props.logGroup ??
      new logs.LogGroup(scope, `${id}Logs`, {
        retention: props.logRetention ?? logs.RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      });
    super(scope, id, {
      ...projectFunctionProps({
        entry: route.handler,
        description: `${route.method} ${route.path}: ${route.spec}`,
        memorySize: props.memorySize ?? 1024,
        timeout: props.timeout ?? Duration.seconds(10),
        logGroup,
        tracing: props.tracing,
        environment: props.environment,
      }),
      paramsAndSecrets: secretsExtension(),
    });
    this.route = route;
    Tags.of(this).add(ROUTE_TAG, route.name);

    Validations.of(this).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        'AWSLambdaBasicExecutionRole only allows writing this function its own CloudWatch logs; the AWS-managed policy is the documented minimum for a Lambda.',
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Pinned to nodejs22.x on purpose: the shared esbuild target (infra/bundling.ts, node22) and the bench measure this runtime; moving to a newer runtime is a deliberate change to both.',
    });
    if (props.tracing) {
      Validations.of(this).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'X-Ray PutTraceSegments/PutTelemetryRecords do not support resource-level permissions.',
      });
    }
  }

  /** GET routes read (RO) unless their entry says `table: 'readwrite'`; every other method also writes (RW). Sets TABLE_NAME. */
  bindTable(table: ITableV2, options: { accessMode: TableAccessMode }): this {
    this.assertLocalReference(table);
    if (options.accessMode === 'RW') table.grantReadWriteData(this);
    else table.grantReadData(this);
    this.addEnvironment('TABLE_NAME', table.tableName);
    Validations.of(this).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagResource(this, table.tableArn)}/index/*]`,
      reason:
        "The grant helper adds <table>/index/* so queries can use the table's own GSIs; nothing beyond this one table and its indexes.",
    });
    return this;
  }

  /** Every route verifies tokens, so every function reads the signing secret (through the extension). */
  bindAuthSecret(secret: ISecret): this {
    secret.grantRead(this);
    this.addEnvironment('AUTH_SECRETS_ARN', secret.secretArn);
    return this;
  }

  /** Only for routes whose manifest entry asks for invoice access. Sets INVOICE_BUCKET. */
  bindInvoiceBucket(bucket: IBucket, access: 'read' | 'readwrite'): this {
    this.assertLocalReference(bucket);
    if (access === 'readwrite') bucket.grantReadWrite(this);
    else bucket.grantRead(this);
    this.addEnvironment('INVOICE_BUCKET', bucket.bucketName);
    const actions = ['s3:GetBucket*', 's3:GetObject*', 's3:List*', ...(access === 'readwrite' ? ['s3:DeleteObject*', 's3:Abort*'] : [])];
    Validations.of(this).acknowledge(
      {
        id: `AwsSolutions-IAM5[Resource::${nagResource(this, bucket.bucketArn)}/*]`,
        reason:
          "Invoices live under per-company prefixes (<companyId>/...) chosen at request time from the verified token, so the grant covers the objects of this one bucket; the handler builds every key from the token's company id.",
      },
      ...actions.map((action) => ({
        id: `AwsSolutions-IAM5[Action::${action}]`,
        reason: `Action wildcard from the S3 grant helper (${access === 'readwrite' ? 'grantReadWrite' : 'grantRead'}), limited to the invoice bucket.`,
      })),
    );
    return this;
  }

  /**
   * Only for routes whose manifest entry says `queue: true`: `sqs:SendMessage` on the import queue (nothing else: no
   * receive, no other queue). Sets IMPORT_QUEUE_URL (functions/import/queue.ts).
   */
  bindImportQueue(queue: IQueue): this {
    this.assertLocalReference(queue);
    queue.grant(this, 'sqs:SendMessage');
    this.addEnvironment('IMPORT_QUEUE_URL', queue.queueUrl);
    return this;
  }

  /**
   * Grants on a resource of another stack would be rewritten into a cross-stack reference after the
   * acknowledgments are recorded, so they would not match cdk-nag's findings: bind imported references.
   */
  private assertLocalReference(resource: ITableV2 | IBucket | IQueue): void {
    if (Stack.of(resource) !== Stack.of(this)) {
      throw new Error(
        `${this.node.path}: bind a reference imported into this stack (DataStack.importInto, ImportStack.importInto), not ${resource.node.path}`,
      );
    }
  }
}

/**
 * How cdk-nag prints a resource ARN in a finding id (strings as they are, Fn::Join flattened,
 * Fn::ImportValue as its export name, Fn::GetAtt as <Id.Attr>, Ref as <Id>).
 * Only for ARNs that resolve in this stack: an implicit cross-stack reference is rewritten at synth
 * time, after acknowledgments are recorded, so bind imported references instead.
 */
function nagResource(scope: Construct, arn: string): string {
  const visit = (node: unknown): string => {
    if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/\}/g, '>');
    const n = node as Record<string, unknown>;
    if (n['Fn::Join']) {
      const [delimiter, items] = n['Fn::Join'] as [string, unknown[]];
      return items.map(visit).join(delimiter);
    }
    if (n['Fn::ImportValue'] !== undefined) return visit(n['Fn::ImportValue']);
    if (n['Fn::GetAtt']) {
      const [id, attr] = n['Fn::GetAtt'] as [string, string];
      return `<${id}.${attr}>`;
    }
    if (n.Ref !== undefined) return `<${visit(n.Ref)}>`;
    return JSON.stringify(node);
  };
  return visit(Stack.of(scope).resolve(arn));
}
