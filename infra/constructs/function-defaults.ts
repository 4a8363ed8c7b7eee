import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Duration } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { type NodejsFunctionProps, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { lambdaBundling } from '../bundling.ts';
import { repoRoot } from './repo-root.ts';

/**
 * The project's Lambda defaults, for the route functions and the background ones (dispatcher, worker) alike:
 * Node.js 22 on arm64, the shared esbuild settings (infra/bundling.ts, what the bench measures).
 */
export function projectFunctionProps(props: {
  /** The handler module, relative to the repository root. */
  entry: string;
  description: string;
  memorySize: number;
  timeout: Duration;
  logGroup: logs.ILogGroup;
  tracing?: boolean;
  environment?: Record<string, string>;
}): NodejsFunctionProps {
  const entry = resolve(repoRoot, props.entry);
  if (!existsSync(entry)) throw new Error(`Handler ${props.entry} does not exist`);
  return {
    description: props.description.slice(0, 256),
    entry,
    handler: 'handler',
    projectRoot: repoRoot,
    depsLockFilePath: resolve(repoRoot, 'package-lock.json'),
    runtime: lambda.Runtime.NODEJS_22_X,
    architecture: lambda.Architecture.ARM_64,
    memorySize: props.memorySize,
    timeout: props.timeout,
    logGroup: props.logGroup,
    tracing: props.tracing ? lambda.Tracing.ACTIVE : lambda.Tracing.DISABLED,
    bundling: {
      target: lambdaBundling.target,
      format: lambdaBundling.format === 'esm' ? OutputFormat.ESM : OutputFormat.CJS,
      minify: lambdaBundling.minify,
      sourceMap: lambdaBundling.sourceMap,
      externalModules: [...lambdaBundling.externalModules],
      mainFields: [...lambdaBundling.mainFields],
      banner: lambdaBundling.banner,
      esbuildArgs: Object.fromEntries(Object.entries(lambdaBundling.alias).map(([from, to]) => [`--alias:${from}`, to])),
    },
    environment: props.environment,
  };
}

/** The Parameters and Secrets extension: a function reads the signing secret over localhost:2773 (functions/lib/config.ts). */
export const secretsExtension = () =>
  lambda.ParamsAndSecretsLayerVersion.fromVersion(lambda.ParamsAndSecretsVersions.V1_0_103, {
    cacheEnabled: true,
    logLevel: lambda.ParamsAndSecretsLogLevel.WARN,
  });
