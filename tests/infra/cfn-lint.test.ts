import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Fn } from 'aws-cdk-lib';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import { describe, expect, it } from 'vitest';
import { buildEveryOptionApp, buildTestApp, type TestApp } from './support/app.ts';

/**
 * Rules left out of the check, each with its reason. Everything else cfn-lint reports (errors and warnings) fails.
 */
const IGNORED_RULES: Record<string, string> = {
  W3005:
    'CDK itself adds DependsOn on the service role (and its policy) to every Lambda that already references the role with GetAtt; ' +
    'redundant, harmless, and not ours to change',
};

interface Finding {
  Filename: string;
  Level: string;
  Message: string;
  Rule: { Id: string };
  Location: { Path: (string | number)[] };
}

/** Every template `cdk synth` writes for the app, nested stacks' included. */
function synthTemplates({ app, outdir }: TestApp): string[] {
  app.synth();
  return readdirSync(outdir)
    .filter((f) => f.endsWith('.template.json'))
    .map((f) => join(outdir, f));
}

/** Runs AWS's cfn-lint (`cfn-lint` on the PATH; see the README's prerequisites) over the templates. */
function cfnLint(templates: string[]): Finding[] {
  const ignored = Object.keys(IGNORED_RULES).flatMap((rule) => ['--ignore-checks', rule]);
  const run = spawnSync('cfn-lint', ['--format', 'json', ...ignored, '--', ...templates], { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (run.error) throw new Error(`cfn-lint could not run (${run.error.message}): install it with \`pipx install cfn-lint\``);
  // exit status: 0 clean, else a bit field of error (2), warning (4), informational (8); 1 is a crash
  if (run.status === 1 || !run.stdout.trim().startsWith('[')) throw new Error(`cfn-lint failed: ${run.stderr || run.stdout}`);
  return JSON.parse(run.stdout) as Finding[];
}

const describeFindings = (findings: Finding[]) =>
  findings.map((f) => `${f.Rule.Id} ${f.Filename.split('/').pop()} ${f.Location.Path.join('/')}: ${f.Message}`);

describe('cfn-lint over every synthesized template', () => {
  it('finds nothing in the app as deployed, nested route stacks included', () => {
    const templates = synthTemplates(buildTestApp());
    expect(templates.filter((t) => t.endsWith('.nested.template.json')).length).toBeGreaterThanOrEqual(4);
    expect(templates.map((t) => t.split('/').pop())).toEqual(
      expect.arrayContaining(['BusinessSuiteData.template.json', 'BusinessSuiteApi.template.json', 'BusinessSuiteWeb.template.json']),
    );
    expect(describeFindings(cfnLint(templates))).toEqual([]);
  });

  it('finds nothing with every option on: tracing, invoice routes, a SPA deployment, a custom domain', () => {
    expect(describeFindings(cfnLint(synthTemplates(buildEveryOptionApp())))).toEqual([]);
  });

  it('is a live gate: a weak cross-stack reference split inside the web stack is reported (E1017)', () => {
    const testApp = buildTestApp();
    const host = Fn.select(2, Fn.split('/', testApp.stacks.api.api.apiEndpoint));
    new ssm.CfnParameter(testApp.stacks.web, 'CarelessHost', { type: 'String', value: host });
    const web = synthTemplates(testApp).filter((t) => t.endsWith('BusinessSuiteWeb.template.json'));
    const findings = cfnLint(web);
    expect(findings.map((f) => f.Rule.Id)).toContain('E1017');
    expect(JSON.stringify(findings)).toContain('CarelessHost');
  });
});
