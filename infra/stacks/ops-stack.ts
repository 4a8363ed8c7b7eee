import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

export interface OpsStackProps extends StackProps {
  /** Who is told when an alarm goes off (cdk context `alarmEmail`). @default no subscription */
  readonly alarmEmail?: string;
  readonly api: apigw.IHttpApi;
  readonly deadLetterQueue: sqs.IQueue;
  readonly dispatcher: lambda.IFunction;
  readonly worker: lambda.IFunction;
  /** The import queue's dead-letter queue and worker (ImportStack). */
  readonly importDeadLetterQueue: sqs.IQueue;
  readonly importWorker: lambda.IFunction;
  /** API 5xx share of requests, in %, that raises the alarm. @default 5 */
  readonly api5xxPercent?: number;
  /** API p99 latency, in ms, that raises the alarm. @default 3000 */
  readonly apiP99Ms?: number;
}

const FIVE_MINUTES = Duration.minutes(5);

/**
 * Operations (AUTOMATION.md "Ops"; README "Operations" says what each alarm means and what to do): CloudWatch alarms on
 * the dead-letter queues (scheduled work, imports), Lambda errors, the API's 5xx rate and p99 latency, each telling an SNS topic (SSL only) that
 * emails `alarmEmail`. Alarm and OK both notify, so the mail also says when it is over.
 */
export class OpsStack extends Stack {
  readonly topic: sns.Topic;
  readonly alarms: Readonly<
    Record<
      | 'deadLetters'
      | 'importDeadLetters'
      | 'dispatcherErrors'
      | 'workerErrors'
      | 'importWorkerErrors'
      | 'routeErrors'
      | 'api5xx'
      | 'apiLatency',
      cloudwatch.Alarm
    >
  >;

  constructor(scope: Construct, id: string, props: OpsStackProps) {
    super(scope, id, props);
    if (props.alarmEmail !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(props.alarmEmail)) {
      throw new Error(`Context alarmEmail must be an email address, got "${props.alarmEmail}"`);
    }
    this.topic = new sns.Topic(this, 'Alarms', { displayName: 'Business suite alarms', enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));

    const notBreaching = cloudwatch.TreatMissingData.NOT_BREACHING;
    const anyOf = (metric: cloudwatch.IMetric) => ({
      metric,
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: notBreaching,
    });

    const deadLetters = new cloudwatch.Alarm(this, 'DeadLetters', {
      alarmDescription:
        "A company's daily run failed three times and is in the dead-letter queue: its reminders, invoices or fees of that day did not all go out (README Operations).",
      ...anyOf(props.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' })),
    });
    const importDeadLetters = new cloudwatch.Alarm(this, 'ImportDeadLetters', {
      alarmDescription:
        "A CSV import's message (validate, run or undo) failed three times and is in the import dead-letter queue: that import stopped where it was (a re-run continues from there; README Operations).",
      ...anyOf(props.importDeadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' })),
    });
    const dispatcherErrors = new cloudwatch.Alarm(this, 'DispatcherErrors', {
      alarmDescription: 'The hourly dispatcher failed: companies due may not have been queued (they stay due and go at the next hour).',
      ...anyOf(props.dispatcher.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' })),
    });
    const workerErrors = new cloudwatch.Alarm(this, 'WorkerErrors', {
      alarmDescription: 'The worker crashed or timed out on a batch (a failed company alone is a partial batch failure, not an error).',
      ...anyOf(props.worker.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' })),
    });
    const importWorkerErrors = new cloudwatch.Alarm(this, 'ImportWorkerErrors', {
      alarmDescription:
        'The import worker crashed or timed out on a message (a failed step alone is a partial batch failure, not an error); the message is received again.',
      ...anyOf(props.importWorker.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' })),
    });
    // The route functions are more than a hundred and an alarm's metric math takes at most 10 metrics: the region's
    // Lambda errors (AWS/Lambda without dimensions, every function) minus the three background ones counted above.
    const allErrors = new cloudwatch.Metric({ namespace: 'AWS/Lambda', metricName: 'Errors', statistic: 'Sum', period: FIVE_MINUTES });
    const routeErrors = new cloudwatch.Alarm(this, 'RouteFunctionErrors', {
      alarmDescription:
        'API route functions failed to run (crash, timeout, out of memory): handled errors are answers, so any count here is a fault. Assumes the account and region hold this product only.',
      ...anyOf(
        new cloudwatch.MathExpression({
          expression: 'MAX([0, all - dispatcher - worker - importWorker])',
          usingMetrics: {
            all: allErrors,
            dispatcher: props.dispatcher.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
            worker: props.worker.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
            importWorker: props.importWorker.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
          },
          period: FIVE_MINUTES,
          label: 'Route function errors',
        }),
      ),
    });
    const api5xx = new cloudwatch.Alarm(this, 'Api5xxRate', {
      alarmDescription: `More than ${props.api5xxPercent ?? 5} % of API requests answered 5xx in 2 of the last 3 five-minute periods (with at least 20 requests).`,
      metric: new cloudwatch.MathExpression({
        // a quiet API (a few requests, one failing) is not an outage: the rate counts from 20 requests a period
        expression: 'IF(requests >= 20, 100 * errors / requests, 0)',
        usingMetrics: {
          errors: props.api.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' }),
          requests: props.api.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' }),
        },
        period: FIVE_MINUTES,
        label: 'API 5xx %',
      }),
      threshold: props.api5xxPercent ?? 5,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: notBreaching,
    });
    const apiLatency = new cloudwatch.Alarm(this, 'ApiP99Latency', {
      alarmDescription: `The API's p99 latency was above ${props.apiP99Ms ?? 3000} ms for 15 minutes.`,
      metric: props.api.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' }),
      threshold: props.apiP99Ms ?? 3000,
      evaluationPeriods: 3,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: notBreaching,
    });

    this.alarms = {
      deadLetters,
      importDeadLetters,
      dispatcherErrors,
      workerErrors,
      importWorkerErrors,
      routeErrors,
      api5xx,
      apiLatency,
    };
    const action = new SnsAction(this.topic);
    for (const alarm of Object.values(this.alarms)) {
      alarm.addAlarmAction(action);
      alarm.addOkAction(action);
    }
  }
}
