import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';

/**
 * esbuild settings for every Lambda bundle, shared by the CDK API stack (NodejsFunction) and the
 * bench, so the bench measures exactly what is deployed.
 */
export const lambdaBundling = {
  target: 'node22',
  platform: 'node',
  format: 'esm',
  minify: true,
  sourceMap: false,
  /** The AWS SDK is bundled (tree-shaken, pinned), not taken from the runtime. */
  externalModules: [] as string[],
  mainFields: ['module', 'main'],
  /** Lambda's credentials are in its environment: the SDK's default chain is replaced (see the module). */
  alias: {
    '@aws-sdk/credential-provider-node': fileURLToPath(new URL('../functions/lib/lambda-credentials.ts', import.meta.url)),
    /** Loaded on first use: @middy/core imports them for streamed responses, which no handler sends (see the module). */
    'node:stream/web': fileURLToPath(new URL('../functions/lib/lazy-streams.ts', import.meta.url)),
    'node:stream/promises': fileURLToPath(new URL('../functions/lib/lazy-streams.ts', import.meta.url)),
  } as Record<string, string>,
  /** ESM bundles that include CommonJS dependencies need a `require`. */
  banner: "import{createRequire as __cr}from'module';const require=__cr(import.meta.url);",
} as const;

/** The esbuild options NodejsFunction runs with for every Lambda (infra/constructs/function-defaults.ts), as esbuild takes them. */
export function lambdaEsbuildOptions(): BuildOptions {
  return {
    bundle: true,
    platform: lambdaBundling.platform,
    target: lambdaBundling.target,
    format: lambdaBundling.format,
    minify: lambdaBundling.minify,
    sourcemap: lambdaBundling.sourceMap,
    external: [...lambdaBundling.externalModules],
    mainFields: [...lambdaBundling.mainFields],
    banner: { js: lambdaBundling.banner },
    alias: { ...lambdaBundling.alias },
    logLevel: 'warning',
  };
}
