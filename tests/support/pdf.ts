/** A PDF's text as poppler's `pdftotext -layout` reads it (the invoice tests compare the figures a person sees). */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let dir: string | undefined;
let files = 0;

export function pdfText(bytes: Uint8Array): string {
  dir ??= mkdtempSync(join(tmpdir(), 'pdf-text-'));
  const file = join(dir, `file-${++files}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The figure on the invoice's "Balance due" line ("$1,234.50"). */
export const balanceDueOf = (text: string) => /Balance due\s+(\S+)/.exec(text)?.[1];
