import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { buildEveryOptionApp, buildTestApp, type TestApp } from './support/app.ts';

interface Violation {
  ruleName: string;
  severity: string;
  description: string;
  violatingConstructs?: { constructPath: string }[];
  violatingResources?: { constructPath?: string }[];
}

/**
 * Synthesizes the way `cdk synth` does, with AwsSolutionsChecks registered as in infra/app.ts. cdk-nag 3
 * runs as a policy-validation plugin after synthesis (after cross-stack references are resolved), so
 * this is the only faithful place to look: the report it writes lists every unacknowledged finding.
 */
function synthWithNag({ app, outdir }: TestApp): { violations: Violation[]; error?: unknown } {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  let error: unknown;
  try {
    app.synth();
  } catch (e) {
    error = e;
  }
  const reportFile = join(outdir, 'validation-report.json');
  const report = existsSync(reportFile)
    ? (JSON.parse(readFileSync(reportFile, 'utf8')) as {
        pluginReports: { pluginName?: string; summary?: { pluginName?: string }; violations: Violation[] }[];
      })
    : { pluginReports: [] };
  const violations = report.pluginReports
    .filter((r) => JSON.stringify(r.summary ?? r.pluginName ?? '').includes('AwsSolutions'))
    .flatMap((r) => r.violations);
  return { violations, error };
}

const describeViolations = (violations: Violation[]) =>
  violations.map(
    (v) => `${v.severity} ${v.ruleName} at ${(v.violatingConstructs ?? v.violatingResources ?? []).map((c) => c.constructPath).join(', ')}`,
  );

describe('cdk-nag AwsSolutions', () => {
  it('finds no unacknowledged errors in the app as deployed (warnings are allowed)', () => {
    const { violations, error } = synthWithNag(buildTestApp());
    expect(describeViolations(violations.filter((v) => v.severity === 'error'))).toEqual([]);
    expect(error).toBeUndefined();
  });

  it('finds no unacknowledged errors with every option on: tracing, invoice routes, a SPA deployment, a custom domain', () => {
    const testApp = buildEveryOptionApp();
    const { violations, error } = synthWithNag(testApp);
    expect(describeViolations(violations.filter((v) => v.severity === 'error'))).toEqual([]);
    expect(error).toBeUndefined();
  });

  it('is a live gate: an unacknowledged finding fails synthesis and is reported', () => {
    const testApp = buildTestApp();
    new s3.Bucket(testApp.stacks.web, 'Careless');
    const { violations, error } = synthWithNag(testApp);
    expect(error).toBeDefined();
    const errors = violations.filter((v) => v.severity === 'error');
    expect(errors.map((v) => v.ruleName)).toEqual(expect.arrayContaining(['AwsSolutions-S1', 'AwsSolutions-S10']));
    expect(JSON.stringify(errors)).toContain('BusinessSuiteWeb/Careless');
  });

  it('checks the nested stacks that hold the route functions too', () => {
    const testApp = buildTestApp();
    const rent = testApp.stacks.api.routeStacks.get('rent');
    if (!rent) throw new Error('no rent route stack');
    new s3.Bucket(rent, 'Careless');
    const { violations, error } = synthWithNag(testApp);
    expect(error).toBeDefined();
    expect(JSON.stringify(violations.filter((v) => v.severity === 'error'))).toContain('RentRoutes/Careless');
  });
});
