import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { RouteDefinition } from '../../../shared/routes.ts';
import { ROUTE_TAG } from '../../../infra/constructs/route-function.ts';
import { type BusinessSuiteProps, type BusinessSuiteStacks, buildApp, propsFromContext } from '../../../infra/stacks/index.ts';

const cdkJson = JSON.parse(readFileSync(new URL('../../../cdk.json', import.meta.url), 'utf8')) as {
  context: Record<string, unknown>;
};

export interface TestApp {
  readonly app: App;
  readonly stacks: BusinessSuiteStacks;
  readonly outdir: string;
}

/**
 * The app exactly as `cdk synth` builds it (cdk.json context, context-derived props), except that
 * Lambda bundling is skipped (fast) and web/dist is ignored unless a test passes a dist directory.
 */
export function buildTestApp(overrides: Partial<BusinessSuiteProps> = {}, context: Record<string, unknown> = {}): TestApp {
  const outdir = mkdtempSync(join(tmpdir(), 'infra-test-'));
  const app = new App({
    outdir,
    context: { ...cdkJson.context, webDist: '', ...context, 'aws:cdk:bundling-stacks': [] },
  });
  const stacks = buildApp(app, { ...propsFromContext(app), ...overrides });
  return { app, stacks, outdir };
}

/** The app with every option on: tracing, invoice routes (synthetic manifest), a SPA deployment, a custom domain. */
export function buildEveryOptionApp(): TestApp {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html>');
  writeFileSync(join(dist, 'assets', 'index-1.js'), '');
  return buildTestApp(
    { routeGroups: { synthetic: syntheticRoutes }, webDistPath: dist },
    { tracing: true, domainNames: 'suite.example.com', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' },
  );
}

const templates = new WeakMap<Stack, Template>();
/** Template.fromStack re-synthesizes each time; tests ask often. */
export function templateOf(stack: Stack): Template {
  let template = templates.get(stack);
  if (!template) {
    template = Template.fromStack(stack);
    templates.set(stack, template);
  }
  return template;
}

type Resource = { Type: string; Properties: Record<string, any>; [key: string]: unknown };

export interface RouteFunctionResource {
  /** The template (a nested stack's) the function is in. */
  readonly template: Template;
  readonly logicalId: string;
  readonly routeName: string;
  readonly resource: Resource;
}

/** Lambda functions carrying the route tag (CDK's own helper functions do not). */
export function routeFunctions(template: Template): RouteFunctionResource[] {
  return Object.entries(template.findResources('AWS::Lambda::Function') as Record<string, Resource>).flatMap(([logicalId, resource]) => {
    const tag = (resource.Properties.Tags as { Key: string; Value: string }[] | undefined)?.find((t) => t.Key === ROUTE_TAG);
    return tag ? [{ template, logicalId, routeName: tag.Value, resource }] : [];
  });
}

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

/** The route functions of an API stack, from its nested stacks (one per route group). */
export function apiRouteFunctions(stacks: BusinessSuiteStacks): RouteFunctionResource[] {
  return [...stacks.api.routeStacks.values()].flatMap((nested) => routeFunctions(templateOf(nested)));
}

/** Every policy statement attached to a function's execution role (inline policies). */
export function statementsOf(fn: RouteFunctionResource): Statement[] {
  const { template } = fn;
  const roleId = (fn.resource.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return Object.values(template.findResources('AWS::IAM::Policy') as Record<string, Resource>)
    .filter((p) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
}

export function actionsOf(statements: Statement[]): string[] {
  return statements.filter((s) => s.Effect === 'Allow').flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
}

/** A synthetic manifest covering every method and both invoice access levels; handlers are real files. */
export const syntheticRoutes: RouteDefinition[] = [
  {
    name: 'listThings',
    method: 'GET',
    path: '/api/things',
    handler: 'functions/platform/handlers/health.ts',
    access: 'user',
    permission: 'account.self',
    body: false,
    spec: 'test',
  },
  {
    name: 'createThing',
    method: 'POST',
    path: '/api/things',
    handler: 'functions/platform/handlers/echo.ts',
    access: 'user',
    permission: 'account.self',
    body: true,
    spec: 'test',
  },
  {
    name: 'replaceThing',
    method: 'PUT',
    path: '/api/things/{id}',
    handler: 'functions/platform/handlers/echo.ts',
    access: 'user',
    permission: 'account.manage',
    body: true,
    spec: 'test',
  },
  {
    name: 'patchThing',
    method: 'PATCH',
    path: '/api/things/{id}',
    handler: 'functions/platform/handlers/echo.ts',
    access: 'user',
    permission: 'account.manage',
    body: true,
    spec: 'test',
  },
  {
    name: 'deleteThing',
    method: 'DELETE',
    path: '/api/things/{id}',
    handler: 'functions/platform/handlers/echo.ts',
    access: 'user',
    permission: 'account.manage',
    body: false,
    spec: 'test',
  },
  {
    name: 'downloadInvoice',
    method: 'GET',
    path: '/api/invoices/{id}/pdf',
    handler: 'functions/platform/handlers/health.ts',
    access: 'user',
    permission: 'account.self',
    body: false,
    spec: 'test',
    invoices: 'read',
  },
  {
    name: 'issueInvoice',
    method: 'POST',
    path: '/api/invoices',
    handler: 'functions/platform/handlers/echo.ts',
    access: 'user',
    permission: 'account.manage',
    body: true,
    spec: 'test',
    invoices: 'readwrite',
  },
  {
    name: 'openThing',
    method: 'GET',
    path: '/api/things/{id}/open',
    handler: 'functions/platform/handlers/health.ts',
    access: 'public',
    permission: 'public',
    body: false,
    spec: 'test',
    table: 'readwrite',
  },
];
