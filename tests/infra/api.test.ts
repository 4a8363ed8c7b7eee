import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { type RouteDefinition, routes } from '../../shared/routes.ts';
import { MAX_ROUTES_PER_STACK } from '../../infra/stacks/api-stack.ts';
import {
  actionsOf,
  apiRouteFunctions,
  buildTestApp,
  type RouteFunctionResource,
  statementsOf,
  syntheticRoutes,
  templateOf,
} from './support/app.ts';

const TABLE_WRITES = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
const S3_WRITES = ['s3:PutObject', 's3:DeleteObject*'];

function apiStacks(routeList?: readonly RouteDefinition[]) {
  return buildTestApp(routeList ? { routeGroups: { synthetic: routeList } } : {}).stacks;
}

function functionFor(fns: RouteFunctionResource[], route: RouteDefinition): RouteFunctionResource {
  const matches = fns.filter((f) => f.routeName === route.name);
  expect(matches, `functions tagged ${route.name}`).toHaveLength(1);
  return matches[0];
}

describe.each([
  ['the manifest', routes],
  ['a synthetic manifest with every method and invoice access', syntheticRoutes],
])('API stack from %s', (_label, routeList) => {
  const stacks = apiStacks(routeList === routes ? undefined : routeList);
  const parent = templateOf(stacks.api);
  const parts = [...stacks.api.routeStacks.values()].map(templateOf);
  const fns = apiRouteFunctions(stacks);
  const all = (type: string) => parts.flatMap((t) => Object.values(t.findResources(type)));

  it('has exactly one Lambda and one HTTP API route per manifest entry, and nothing else', () => {
    expect(fns.map((f) => f.routeName).sort()).toEqual(routeList.map((r) => r.name).sort());
    // no helper Lambdas (log retention etc.) sneak into the API stacks
    expect(all('AWS::Lambda::Function')).toHaveLength(routeList.length);
    parent.resourceCountIs('AWS::Lambda::Function', 0);
    const routeKeys = all('AWS::ApiGatewayV2::Route').map((r) => r.Properties.RouteKey);
    expect(routeKeys.sort()).toEqual(routeList.map((r) => `${r.method} ${r.path}`).sort());
  });

  it("keeps every nested stack well under CloudFormation's 500 resources", () => {
    for (const part of parts) expect(Object.keys(part.toJSON().Resources).length).toBeLessThanOrEqual(6 * MAX_ROUTES_PER_STACK + 1);
    expect(Object.keys(parent.toJSON().Resources).length).toBeLessThan(50);
  });

  it('wires each route to the function built for that manifest entry', () => {
    for (const route of routeList) {
      const fn = functionFor(fns, route);
      const integrations = fn.template.findResources('AWS::ApiGatewayV2::Integration');
      const [apiRoute] = Object.values(
        fn.template.findResources('AWS::ApiGatewayV2::Route', {
          Properties: { RouteKey: `${route.method} ${route.path}` },
        }),
      );
      const target = apiRoute.Properties.Target['Fn::Join'][1][1].Ref as string;
      expect(integrations[target].Properties).toMatchObject({
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
        IntegrationUri: { 'Fn::GetAtt': [fn.logicalId, 'Arn'] },
      });
    }
  });

  it('runs every function on nodejs22.x, arm64, 1024 MB, 10 s, ESM handler, logging to a log group with retention', () => {
    for (const fn of fns) {
      expect(fn.resource.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        MemorySize: 1024,
        Timeout: 10,
        Handler: 'index.handler',
        LoggingConfig: { LogGroup: { Ref: expect.any(String) } },
      });
      const logGroupId = fn.resource.Properties.LoggingConfig.LogGroup.Ref;
      expect(fn.template.toJSON().Resources[logGroupId].Properties.RetentionInDays).toBe(30);
    }
  });

  it('gives every function the Parameters and Secrets extension and the settings handlers read', () => {
    for (const fn of fns) {
      expect(fn.resource.Properties.Layers).toEqual([
        { 'Fn::FindInMap': ['ParamsandsecretslayerMap', { Ref: 'AWS::Region' }, '1x0x103xarm64'] },
      ]);
      const env = fn.resource.Properties.Environment.Variables;
      expect(Object.keys(env)).toEqual(
        expect.arrayContaining([
          'TABLE_NAME',
          'AUTH_SECRETS_ARN',
          'TOKEN_ISSUER',
          'TOKEN_AUDIENCE',
          'LOG_LEVEL',
          'PARAMETERS_SECRETS_EXTENSION_HTTP_PORT',
        ]),
      );
      expect(env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT).toBe('2773');
      expect(env.AUTH_SECRETS_ARN).toEqual({ 'Fn::ImportValue': 'BusinessSuiteData:AuthSecretArn' });
    }
  });

  it('lets every function read the signing secret, and only that secret', () => {
    for (const fn of fns) {
      const secretStatements = statementsOf(fn).filter((s) => actionsOf([s]).some((a) => a.startsWith('secretsmanager:')));
      expect(secretStatements).toHaveLength(1);
      expect(secretStatements[0].Resource).toEqual({ 'Fn::ImportValue': 'BusinessSuiteData:AuthSecretArn' });
      expect(actionsOf(secretStatements).sort()).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']);
    }
  });

  it('gives GET routes read-only table access (unless the entry asks for table: readwrite) and every other method read-write', () => {
    for (const route of routeList) {
      const actions = actionsOf(statementsOf(functionFor(fns, route)));
      expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
      if (route.method === 'GET' && route.table !== 'readwrite') {
        expect(
          actions.filter((a) => TABLE_WRITES.includes(a)),
          `${route.name} must not write`,
        ).toEqual([]);
      } else {
        expect(actions, `${route.name} must write`).toEqual(expect.arrayContaining(TABLE_WRITES));
      }
    }
  });

  it('lets a GET route write the table only when its entry says table: readwrite', () => {
    const writers = routeList.filter((r) => r.method === 'GET' && r.table === 'readwrite');
    // the public invoice link records its first opening (the sender's list shows it); the rent collection settings
    // schedule a company from before scheduled work on their first read (functions/automation/README.md); the portal's
    // invoice keeps the rent invoice's number and fingerprint as Print Invoice does (issue 31: one number per invoice)
    expect(writers.map((r) => r.name).sort()).toEqual(
      routeList === routes ? ['portalInvoice', 'publicInvoice', 'rentSettings'] : ['openThing'],
    );
    for (const route of writers) {
      expect(actionsOf(statementsOf(functionFor(fns, route))), route.name).toEqual(expect.arrayContaining(['dynamodb:UpdateItem']));
    }
  });

  it('gives S3 access only to routes whose manifest entry asks for invoices, at the level asked', () => {
    for (const route of routeList) {
      const fn = functionFor(fns, route);
      const s3Actions = actionsOf(statementsOf(fn)).filter((a) => a.startsWith('s3:'));
      const env = fn.resource.Properties.Environment.Variables;
      if (!route.invoices) {
        expect(s3Actions, `${route.name} must not touch S3`).toEqual([]);
        expect(env.INVOICE_BUCKET).toBeUndefined();
        continue;
      }
      expect(env.INVOICE_BUCKET).toEqual({ 'Fn::ImportValue': 'BusinessSuiteData:InvoiceBucketName' });
      expect(s3Actions).toEqual(expect.arrayContaining(['s3:GetObject*']));
      if (route.invoices === 'read') expect(s3Actions.filter((a) => S3_WRITES.includes(a))).toEqual([]);
      else expect(s3Actions).toEqual(expect.arrayContaining(S3_WRITES));
      const s3Resources = statementsOf(fn)
        .filter((s) => actionsOf([s]).some((a) => a.startsWith('s3:')))
        .flatMap((s) => (Array.isArray(s.Resource) ? s.Resource : [s.Resource]));
      // the invoice bucket and its objects, nothing else
      expect(JSON.stringify(s3Resources)).not.toContain('"*"');
      for (const resource of s3Resources) expect(JSON.stringify(resource)).toContain('BusinessSuiteData:InvoiceBucketArn');
    }
  });

  it('attaches only the basic execution managed policy to function roles', () => {
    for (const fn of fns) {
      const roleId = fn.resource.Properties.Role['Fn::GetAtt'][0];
      const role = fn.template.toJSON().Resources[roleId];
      expect(JSON.stringify(role.Properties.ManagedPolicyArns)).toMatch(
        /^\[\{"Fn::Join":\["",\["arn:",\{"Ref":"AWS::Partition"\},":iam::aws:policy\/service-role\/AWSLambdaBasicExecutionRole"\]\]\}\]$/,
      );
    }
  });
});

describe('HTTP API stage', () => {
  const template = templateOf(apiStacks().api);

  it('is the $default stage with access logging to a log group and throttling', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: {
        DestinationArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^AccessLogs'), 'Arn'] },
        Format: Match.stringLikeRegexp('\\$context\\.requestId'),
      },
      DefaultRouteSettings: { ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 },
    });
  });
});

describe('API stack input checks', () => {
  const base = syntheticRoutes[0];
  it.each([
    ['a path outside /api/', [{ ...base, path: '/health' }], /not under \/api\//],
    ['a duplicate method and path', [base, { ...base, name: 'other' }], /Duplicate route GET \/api\/things/],
    ['a duplicate name', [base, { ...base, method: 'POST' as const }], /Duplicate route name listThings/],
    ['a missing handler file', [{ ...base, handler: 'functions/nope.ts' }], /handler functions\/nope\.ts does not exist/],
  ])('rejects %s when the stack is built', (_label, routeList, message) => {
    expect(() => buildTestApp({ routeGroups: { test: routeList } })).toThrow(message);
  });
});

describe('tracing', () => {
  it('is off by default and active when the context turns it on', () => {
    const off = apiRouteFunctions(buildTestApp().stacks);
    expect(off.every((f) => f.resource.Properties.TracingConfig === undefined)).toBe(true);
    const { stacks } = buildTestApp({}, { tracing: 'true' });
    const on = apiRouteFunctions(stacks);
    expect(on.map((f) => f.resource.Properties.TracingConfig)).toEqual(on.map(() => ({ Mode: 'Active' })));
  });
});
