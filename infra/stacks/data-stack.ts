import { CfnOutput, Duration, Fn, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { tableDefinition } from '../../shared/table.ts';
import { EmailSending, type MailSettings } from '../constructs/email.ts';
import { PrivateBucket } from '../constructs/private-bucket.ts';

export interface DataStackProps extends StackProps {
  /** DynamoDB deletion protection on the table. @default true */
  readonly deletionProtection?: boolean;
  /** How long overwritten or deleted invoice versions are kept. @default 90 days */
  readonly invoiceNoncurrentRetention?: Duration;
  /** How long S3 access logs are kept. @default 365 days */
  readonly accessLogRetention?: Duration;
  /** The SES identity and configuration set to declare. @default none */
  readonly mail?: MailSettings;
  /**
   * The product's origins (https://<host>): the browser PUTs import files into the invoice bucket with a presigned
   * URL from these pages (IMPORT.md "Import" 3), so the bucket answers their CORS preflight. @default none
   */
  readonly appOrigins?: readonly string[];
}

/** What a consumer stack gets from the data stack: references, never the constructs themselves. */
export interface DataResources {
  readonly table: dynamodb.ITableV2;
  readonly invoiceBucket: s3.IBucket;
  readonly authSecret: secretsmanager.ISecret;
}

/**
 * Everything stateful: the one table, the private invoice bucket and the token-signing secret.
 *
 * Consumers import them through named exports (`importInto`) rather than implicit cross-stack
 * references: the data stack then cannot be torn down or have these values changed under a live API,
 * and the ARNs read the same in every template, so cdk-nag acknowledgments for the grant helpers'
 * wildcards (`<TableArn>/index/*`, `<InvoiceBucketArn>/*`) name a stable resource.
 */
export class DataStack extends Stack {
  readonly table: dynamodb.TableV2;
  readonly invoiceBucket: s3.Bucket;
  readonly authSecret: secretsmanager.Secret;
  /** The sender identity and the configuration set (functions are granted by name: infra/constructs/email.ts). */
  readonly email?: EmailSending;
  /** CloudFormation export names, `<stack name>:<value>`. */
  readonly exportNames: {
    readonly tableArn: string;
    readonly invoiceBucketArn: string;
    readonly invoiceBucketName: string;
    readonly authSecretArn: string;
  };

  constructor(scope: Construct, id: string, props: DataStackProps = {}) {
    super(scope, id, props);

    const key = (name: string): dynamodb.Attribute => ({ name, type: dynamodb.AttributeType.STRING });
    this.table = new dynamodb.TableV2(this, 'Table', {
      partitionKey: key(tableDefinition.partitionKey),
      sortKey: key(tableDefinition.sortKey),
      billing: dynamodb.Billing.onDemand(),
      globalSecondaryIndexes: tableDefinition.indexes.map((index) => ({
        indexName: index.name,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      })),
      timeToLiveAttribute: tableDefinition.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: props.deletionProtection ?? true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const accessLogs = new PrivateBucket(this, 'AccessLogs', {
      isLogBucket: true,
      expireObjectsAfter: props.accessLogRetention ?? Duration.days(365),
    });

    // Invoices are stored under <companyId>/...; versioning keeps a replaced or deleted PDF recoverable. Import files
    // arrive under imports/<companyId>/ straight from the browser (a presigned PUT from the app's origin).
    this.invoiceBucket = new PrivateBucket(this, 'Invoices', {
      browserUploadOrigins: props.appOrigins,
      versioned: true,
      noncurrentVersionRetention: props.invoiceNoncurrentRetention ?? Duration.days(90),
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'invoices/',
    });

    this.authSecret = new secretsmanager.Secret(this, 'AuthSecret', {
      description: 'Business suite token and link signing key, read by the API functions through the Parameters and Secrets extension',
      generateSecretString: {
        secretStringTemplate: '{}',
        generateStringKey: 'key',
        excludePunctuation: true,
        passwordLength: 64,
      },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const publish = (id: string, value: string): string => {
      const exportName = `${this.stackName}:${id}`;
      new CfnOutput(this, id, { value, exportName });
      return exportName;
    };
    this.exportNames = {
      tableArn: publish('TableArn', this.table.tableArn),
      invoiceBucketArn: publish('InvoiceBucketArn', this.invoiceBucket.bucketArn),
      invoiceBucketName: publish('InvoiceBucketName', this.invoiceBucket.bucketName),
      authSecretArn: publish('AuthSecretArn', this.authSecret.secretArn),
    };

    if (props.mail) this.email = new EmailSending(this, 'Email', props.mail);

    Validations.of(this.authSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The key signs access tokens and invoice links; automatic rotation would invalidate every live session and shared link at once. Rotate deliberately, as an operation.',
    });
  }

  /** References to the data resources inside `consumer`, which is made to deploy after this stack. */
  importInto(consumer: Stack): DataResources {
    if (consumer === this) throw new Error('importInto is for other stacks; use the constructs directly');
    // a nested stack deploys with its top-level stack: that one waits for the exports
    let deployed = consumer;
    while (deployed.nestedStackParent) deployed = deployed.nestedStackParent;
    deployed.addStackDependency(this, 'imports the table, invoice bucket and signing secret');
    const scope = new Construct(consumer, 'DataImports');
    const names = this.exportNames;
    return {
      table: dynamodb.TableV2.fromTableAttributes(scope, 'Table', {
        tableArn: Fn.importValue(names.tableArn),
        globalIndexes: tableDefinition.indexes.map((index) => index.name),
      }),
      invoiceBucket: s3.Bucket.fromBucketAttributes(scope, 'InvoiceBucket', {
        bucketArn: Fn.importValue(names.invoiceBucketArn),
        bucketName: Fn.importValue(names.invoiceBucketName),
      }),
      authSecret: secretsmanager.Secret.fromSecretCompleteArn(scope, 'AuthSecret', Fn.importValue(names.authSecretArn)),
    };
  }
}
