import { fileURLToPath } from 'node:url';

/** The repository root: manifest handler paths, web/dist and package-lock.json are relative to it. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
