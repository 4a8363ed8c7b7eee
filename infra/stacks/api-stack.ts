import { RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { type RouteDefinition, routes as manifest } from '../../shared/routes.ts';
import { RouteFunction } from '../constructs/route-function.ts';
import type { DataStack } from './data-stack.ts';

export interface ApiStackProps extends StackProps {
  /** Source of the table, invoice bucket and signing secret (imported by export name). */
  readonly data: Pick<DataStack, 'importInto'>;
  /** The routes to deploy. @default the manifest in shared/routes.ts */
  readonly routes?: readonly RouteDefinition[];
  /** X-Ray active tracing on every route function. @default false */
  readonly tracing?: boolean;
  /** Stage-wide throttling. @default 100 requests/s steady, 200 burst */
  readonly throttle?: apigw.ThrottleSettings;
  /** Function and access log retention. @default one month */
  readonly logRetention?: logs.RetentionDays;
  readonly tokenIssuer?: string;
  readonly tokenAudience?: string;
  readonly logLevel?: string;
}

/** The HTTP API and one Lambda per manifest route. */
export class ApiStack extends Stack {
  readonly api: apigw.HttpApi;
  readonly functions: ReadonlyMap<string, RouteFunction>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const routes = props.routes ?? manifest;
    assertRoutesDeployable(routes);
    const { table, invoiceBucket, authSecret } = props.data.importInto(this);
    const logRetention = props.logRetention ?? logs.RetentionDays.ONE_MONTH;

    this.api = new apigw.HttpApi(this, 'HttpApi', {
      description: 'Business suite API; reached through CloudFront under /api/*',
      createDefaultStage: false,
    });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', { retention: logRetention });
    new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle ?? { rateLimit: 100, burstLimit: 200 },
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            protocol: '$context.protocol',
            responseLength: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            userAgent: '$context.identity.userAgent',
          }),
        ),
      },
    });

    // One log group for every route function (streams are named after their function): a group per function
    // would make 7 resources a route, past CloudFormation's 500 per stack at 72 routes.
    const functionLogs = new logs.LogGroup(this, 'FunctionLogs', { retention: logRetention, removalPolicy: RemovalPolicy.DESTROY });
    const functions = new Map<string, RouteFunction>();
    for (const route of routes) {
      const fn = new RouteFunction(this, route.name, {
        route,
        tracing: props.tracing,
        logRetention,
        logGroup: functionLogs,
        environment: {
          TOKEN_ISSUER: props.tokenIssuer ?? 'business-suite',
          TOKEN_AUDIENCE: props.tokenAudience ?? 'business-suite-api',
          LOG_LEVEL: props.logLevel ?? 'info',
        },
      })
        .bindTable(table, { accessMode: route.method === 'GET' && route.table !== 'readwrite' ? 'RO' : 'RW' })
        .bindAuthSecret(authSecret);
      if (route.invoices) fn.bindInvoiceBucket(invoiceBucket, route.invoices);

      const httpRoute = new apigw.HttpRoute(this, `${route.name}Route`, {
        httpApi: this.api,
        routeKey: apigw.HttpRouteKey.with(route.path, apigw.HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${route.name}Integration`, fn),
      });
      Validations.of(httpRoute).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          'Authorization is enforced in the Lambda by the shared middy stack (jose-verified HS256 access token, per-route access from the manifest); public routes are public by design.',
      });
      functions.set(route.name, fn);
    }
    this.functions = functions;
  }
}

/** Checked when the stack is built: CloudFront only forwards /api/*, and routes map 1:1 to functions. */
function assertRoutesDeployable(routes: readonly RouteDefinition[]): void {
  const names = new Set<string>();
  const keys = new Set<string>();
  for (const route of routes) {
    if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(route.name)) throw new Error(`Route name "${route.name}" is not a valid construct id`);
    if (!route.path.startsWith('/api/')) throw new Error(`Route ${route.name}: path ${route.path} is not under /api/`);
    const key = `${route.method} ${route.path}`;
    if (names.has(route.name)) throw new Error(`Duplicate route name ${route.name}`);
    if (keys.has(key)) throw new Error(`Duplicate route ${key}`);
    names.add(route.name);
    keys.add(key);
  }
}
