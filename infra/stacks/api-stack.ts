import { Fn, NestedStack, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { deployGroups, type RouteDefinition } from '../../shared/routes.ts';
import { grantSendEmail, type MailSettings } from '../constructs/email.ts';
import { RouteFunction } from '../constructs/route-function.ts';
import type { DataStack } from './data-stack.ts';
import type { ImportStack } from './import-stack.ts';

export interface ApiStackProps extends StackProps {
  /** Source of the table, invoice bucket and signing secret (imported by export name). */
  readonly data: Pick<DataStack, 'importInto'>;
  /**
   * The routes to deploy, by group: one nested stack per group (its key names the stack).
   * @default the manifest's deploy groups in shared/routes.ts (its areas, inventory in two)
   */
  readonly routeGroups?: RouteGroups;
  /** X-Ray active tracing on every route function. @default false */
  readonly tracing?: boolean;
  /** Stage-wide throttling. @default 100 requests/s steady, 200 burst */
  readonly throttle?: apigw.ThrottleSettings;
  /** Function and access log retention. @default one month */
  readonly logRetention?: logs.RetentionDays;
  readonly tokenIssuer?: string;
  readonly tokenAudience?: string;
  readonly logLevel?: string;
  /** Sender and links for the routes flagged `email` (only they are granted SES). @default none: such a route is refused */
  readonly mail?: MailSettings;
  /**
   * Source of the import queue (imported by export name) for the routes flagged `queue` (only they may send to it).
   * @default none: such a route is refused
   */
  readonly imports?: Pick<ImportStack, 'importInto'>;
}

export type RouteGroups = Readonly<Record<string, readonly RouteDefinition[]>>;

/**
 * Most routes one nested stack may hold: a route is 6 resources (function, role, policy, integration, route,
 * permission) and CloudFormation allows 500 per stack, with room left for the stack's shared log group.
 */
export const MAX_ROUTES_PER_STACK = 80;

/**
 * The HTTP API and its stage here; one Lambda per manifest route, in one nested stack per area (a single stack
 * passed CloudFormation's 500-resource limit at 82 routes; the product has more than a hundred).
 */
export class ApiStack extends Stack {
  readonly api: apigw.HttpApi;
  /**
   * The API's host name (<id>.execute-api.<region>.<suffix>), joined from the API id rather than cut out of the
   * endpoint URL: another stack receives the id as a weak cross-stack reference (Fn::GetStackOutput), which
   * CloudFormation accepts inside Fn::Join but not inside Fn::Split (cfn-lint E1017; tests/infra/cfn-lint.test.ts).
   */
  readonly apiHost: string;
  readonly functions: ReadonlyMap<string, RouteFunction>;
  /** The nested stacks holding the route functions, by group name. */
  readonly routeStacks: ReadonlyMap<string, NestedStack>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const groups =
      props.routeGroups ??
      Object.fromEntries(Object.entries(deployGroups).map(([group, entries]) => [group, Object.values(entries) as RouteDefinition[]]));
    assertRoutesDeployable(groups);
    const sending = Object.values(groups)
      .flat()
      .filter((r) => r.email);
    if (sending.length && !props.mail) {
      throw new Error(`Routes ${sending.map((r) => r.name).join(', ')} send email: set context mailFrom and appUrl (README "Email")`);
    }
    const queueing = Object.values(groups)
      .flat()
      .filter((r) => r.queue);
    if (queueing.length && !props.imports) {
      throw new Error(
        `Routes ${queueing.map((r) => r.name).join(', ')} send to the import queue: pass the import stack (ApiStackProps.imports)`,
      );
    }
    const logRetention = props.logRetention ?? logs.RetentionDays.ONE_MONTH;

    this.api = new apigw.HttpApi(this, 'HttpApi', {
      description: 'Business suite API; reached through CloudFront under /api/*',
      createDefaultStage: false,
    });
    this.apiHost = Fn.join('', [this.api.apiId, '.execute-api.', this.region, '.', this.urlSuffix]);
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

    const functions = new Map<string, RouteFunction>();
    const routeStacks = new Map<string, NestedStack>();
    for (const [group, routes] of Object.entries(groups)) {
      if (routes.length === 0) continue;
      const nested = new NestedStack(this, `${stackIdOf(group)}Routes`, {
        description: `Business suite: the ${routes.length} ${group} routes of the HTTP API`,
      });
      routeStacks.set(group, nested);
      const { table, invoiceBucket, authSecret } = props.data.importInto(nested);
      // imported only into the nested stacks whose routes send to it
      const importQueue = routes.some((r) => r.queue) ? props.imports!.importInto(nested) : undefined;
      // One log group for the group's functions (streams are named after their function): a group per function
      // would make 7 resources a route.
      const functionLogs = new logs.LogGroup(nested, 'FunctionLogs', { retention: logRetention, removalPolicy: RemovalPolicy.DESTROY });
      for (const route of routes) {
        const fn = new RouteFunction(nested, route.name, {
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
        if (route.email) grantSendEmail(fn, props.mail!);
        if (route.queue) fn.bindImportQueue(importQueue!);

        const httpRoute = new apigw.HttpRoute(nested, `${route.name}Route`, {
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
    }
    this.routeStacks = routeStacks;
    this.functions = functions;
  }
}

/** Checked when the stack is built: CloudFront only forwards /api/*, and routes map 1:1 to functions. */
function assertRoutesDeployable(groups: RouteGroups): void {
  for (const [group, routes] of Object.entries(groups)) {
    if (!/^[a-z][A-Za-z0-9]*$/.test(group)) throw new Error(`Route group "${group}" must be a camelCase word`);
    if (routes.length > MAX_ROUTES_PER_STACK) {
      throw new Error(
        `Route group ${group} has ${routes.length} routes; a nested stack holds at most ${MAX_ROUTES_PER_STACK}: split the area`,
      );
    }
  }
  const routes = Object.values(groups).flat();
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

const stackIdOf = (group: string) => group[0].toUpperCase() + group.slice(1);
