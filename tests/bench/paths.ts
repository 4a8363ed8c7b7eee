import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Every bench artefact goes here (git-ignored). */
export const benchDir = join(repoRoot, '.bench');
export const benchFile = (name: string) => fileURLToPath(new URL(name, import.meta.url));
