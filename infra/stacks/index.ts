import { isAbsolute, resolve } from 'node:path';
import { type App, Tags } from 'aws-cdk-lib';
import type { ThrottleSettings } from 'aws-cdk-lib/aws-apigatewayv2';
import { mailSettings, type MailSettings } from '../constructs/email.ts';
import { repoRoot } from '../constructs/repo-root.ts';
import { ApiStack, type RouteGroups } from './api-stack.ts';
import { AutomationStack } from './automation-stack.ts';
import { DataStack } from './data-stack.ts';
import { ImportStack } from './import-stack.ts';
import { OpsStack } from './ops-stack.ts';
import { WebStack } from './web-stack.ts';

export interface BusinessSuiteProps {
  /** Prefix of the stack names. @default 'BusinessSuite' */
  readonly stackPrefix?: string;
  /** DynamoDB deletion protection. @default true */
  readonly deletionProtection?: boolean;
  /** X-Ray active tracing on the route functions. @default false */
  readonly tracing?: boolean;
  /** The built SPA; deployed only if it exists. @default no deployment */
  readonly webDistPath?: string;
  /** Routes to deploy, one nested stack per group. @default the manifest's deploy groups (shared/routes.ts) */
  readonly routeGroups?: RouteGroups;
  readonly apiThrottle?: ThrottleSettings;
  readonly domain?: { readonly names: string[]; readonly certificateArn: string };
  readonly logLevel?: string;
  /**
   * Email (SES): the sender (context `mailFrom`), the identity verified for it (context `mailIdentity`: the address,
   * default, or its domain) and the product's public URL for links (context `appUrl`, else https://<first domain name>).
   * @default no email: the stacks then refuse routes flagged `email`
   */
  readonly mail?: { readonly mailFrom: string; readonly identity?: string; readonly appUrl: string };
  /** Who the alarms email (context `alarmEmail`). @default no subscription (the topic still holds the alarms) */
  readonly alarmEmail?: string;
}

export interface BusinessSuiteStacks {
  readonly data: DataStack;
  readonly api: ApiStack;
  readonly web: WebStack;
  readonly automation: AutomationStack;
  readonly imports: ImportStack;
  readonly ops: OpsStack;
}

/**
 * Adds the stacks to an app and wires them. No synth, no validation plugins, no file output:
 * the CLI entry (infra/app.ts) and the tests both call this.
 */
export function buildApp(app: App, props: BusinessSuiteProps = {}): BusinessSuiteStacks {
  const prefix = props.stackPrefix ?? 'BusinessSuite';
  const mail: MailSettings | undefined = props.mail && mailSettings({ ...props.mail, configurationSetName: `${prefix}-mail` });
  // where the product is opened: the browser uploads import files from there straight to the private bucket
  const appOrigins = [...new Set([...(mail ? [mail.appUrl] : []), ...(props.domain?.names ?? []).map((name) => `https://${name}`)])];
  const data = new DataStack(app, `${prefix}Data`, {
    description: 'Business suite: DynamoDB table, invoice bucket, signing secret, SES identity',
    deletionProtection: props.deletionProtection,
    mail,
    appOrigins,
  });
  const imports = new ImportStack(app, `${prefix}Import`, {
    description: 'Business suite: CSV import queue and dead-letter queue, import worker',
    data,
    tracing: props.tracing,
    logLevel: props.logLevel,
  });
  const api = new ApiStack(app, `${prefix}Api`, {
    description: 'Business suite: HTTP API with one Lambda per manifest route',
    data,
    routeGroups: props.routeGroups,
    tracing: props.tracing,
    throttle: props.apiThrottle,
    logLevel: props.logLevel,
    mail,
    imports,
  });
  const web = new WebStack(app, `${prefix}Web`, {
    description: 'Business suite: CloudFront in front of the SPA bucket and the API',
    apiHost: api.apiHost,
    webDistPath: props.webDistPath,
    domain: props.domain,
  });
  const automation = new AutomationStack(app, `${prefix}Automation`, {
    description: 'Business suite: hourly dispatcher, runs queue and dead-letter queue, worker (scheduled work)',
    data,
    mail,
    tracing: props.tracing,
    logLevel: props.logLevel,
  });
  const ops = new OpsStack(app, `${prefix}Ops`, {
    description: 'Business suite: alarms (dead letters, Lambda errors, API 5xx rate and p99 latency) to an SNS topic',
    alarmEmail: props.alarmEmail,
    api: api.api,
    deadLetterQueue: automation.deadLetterQueue,
    dispatcher: automation.dispatcher,
    worker: automation.worker,
    importDeadLetterQueue: imports.deadLetterQueue,
    importWorker: imports.worker,
  });
  for (const stack of [data, imports, api, web, automation, ops]) Tags.of(stack).add('application', 'business-suite');
  return { data, api, web, automation, imports, ops };
}

/**
 * Reads the app's settings from CDK context (cdk.json or `-c key=value`; command-line values are
 * strings, so booleans and numbers are parsed here).
 */
export function propsFromContext(app: App): BusinessSuiteProps {
  const ctx = (key: string): unknown => app.node.tryGetContext(key);
  const webDist = ctx('webDist');
  const domainNames = ctx('domainNames');
  const certificateArn = ctx('certificateArn');
  const throttle = ctx('apiThrottle');
  const names = typeof domainNames === 'string' ? domainNames.split(',').map((d) => d.trim()) : (domainNames as string[] | undefined);
  const mailFrom = optionalString(ctx('mailFrom'), 'mailFrom');
  const appUrl = optionalString(ctx('appUrl'), 'appUrl') ?? (names?.[0] ? `https://${names[0]}` : undefined);
  if (mailFrom && !appUrl) throw new Error('Context appUrl (the https URL links in emails open) is needed with mailFrom, or domainNames');
  return {
    stackPrefix: optionalString(ctx('stackPrefix'), 'stackPrefix'),
    deletionProtection: optionalBoolean(ctx('deletionProtection'), 'deletionProtection'),
    tracing: optionalBoolean(ctx('tracing'), 'tracing'),
    logLevel: optionalString(ctx('logLevel'), 'logLevel'),
    alarmEmail: optionalString(ctx('alarmEmail'), 'alarmEmail'),
    webDistPath: typeof webDist === 'string' && webDist !== '' ? (isAbsolute(webDist) ? webDist : resolve(repoRoot, webDist)) : undefined,
    apiThrottle: typeof throttle === 'string' ? (JSON.parse(throttle) as ThrottleSettings) : (throttle as ThrottleSettings | undefined),
    domain:
      domainNames && certificateArn
        ? {
            names: names!,
            certificateArn: String(certificateArn),
          }
        : undefined,
    mail: mailFrom ? { mailFrom, identity: optionalString(ctx('mailIdentity'), 'mailIdentity'), appUrl: appUrl! } : undefined,
  };
}

function optionalBoolean(value: unknown, key: string): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(`Context ${key} must be true or false, got ${JSON.stringify(value)}`);
}

function optionalString(value: unknown, key: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context ${key} must be a string, got ${JSON.stringify(value)}`);
  return value;
}
