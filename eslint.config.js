// ESLint (flat config): TypeScript, React hooks, accessibility, and the architecture's import boundaries.
import { readdirSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = dirname(fileURLToPath(import.meta.url));
const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** ARCHITECTURE.md "Top level": what each folder may import (paths from the repository root). */
const boundaries = [
  { target: ['shared'], from: ['functions', 'web', 'infra', 'tests'], message: 'shared/ imports nothing outside itself.' },
  { target: ['functions'], from: ['web', 'infra', 'tests'], message: 'functions/ may import shared/ only.' },
  { target: ['web'], from: ['functions', 'infra', 'tests'], message: 'web/ may import shared/ only.' },
  { target: ['infra'], from: ['web/src', 'tests'], message: 'infra/ may import shared/ and functions/ only.' },
  ...features.map((feature) => ({
    target: [`web/src/features/${feature}`],
    from: ['web/src/features'],
    except: [`web/src/features/${feature}`],
    message: 'Features never import each other: move what both need to web/src/components or web/src/lib.',
  })),
  {
    target: ['web/src/components', 'web/src/lib', 'web/src/config'],
    from: ['web/src/features'],
    message: 'Shared web code must not depend on a feature.',
  },
];

const inside = (path, folder) => path === folder || path.startsWith(folder + '/');

/**
 * The import boundaries as a small local rule: a relative import is resolved against the importing
 * file and checked against the zones above. (A plugin for this pulls a native resolver whose builds
 * for other platforms this registry does not carry, which breaks `npm ci`.)
 */
const boundariesPlugin = {
  rules: {
    'import-boundaries': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = relative(root, context.filename).split(sep).join('/');
        const zones = boundaries.filter((z) => z.target.some((t) => inside(file, t)));
        if (!zones.length) return {};
        const check = (node) => {
          const spec = node.source?.value;
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const target = relative(root, resolve(dirname(context.filename), spec))
            .split(sep)
            .join('/');
          for (const zone of zones) {
            if (zone.from.some((f) => inside(target, f)) && !(zone.except ?? []).some((e) => inside(target, e))) {
              context.report({ node: node.source, message: `Unexpected import of "${spec}": ${zone.message}` });
              return;
            }
          }
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['node_modules/', 'web/dist/', 'cdk.out/', '.data/', '.bench/', 'coverage/', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { local: boundariesPlugin },
    rules: {
      'local/import-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='scan']", message: 'No Scan: every read is a Query or a Get.' },
        { selector: "NewExpression[callee.name='ScanCommand']", message: 'No Scan: every read is a Query or a Get.' },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ['tests/**/*.{ts,tsx,mjs}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
);
