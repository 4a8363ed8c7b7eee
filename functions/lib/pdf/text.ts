import type { PDFFont } from 'pdf-lib';

/**
 * Text helpers for pdf-lib's standard fonts. Those fonts only know WinAnsi (Latin-1 plus a few
 * typographic marks); pdf-lib throws on anything else, so user text is made safe first instead of
 * failing a whole invoice over one character in a tenant's name.
 */

/** Letters that do not decompose into a base letter plus accents (NFD leaves them whole). */
const LOOKALIKES: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŀ: 'L',
  ŀ: 'l',
  Ŧ: 'T',
  ŧ: 't',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u00a0': ' ',
};

const charsetCache = new WeakMap<PDFFont, Set<number>>();

function charset(font: PDFFont): Set<number> {
  let set = charsetCache.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    charsetCache.set(font, set);
  }
  return set;
}

/** One line of text the font can draw: whitespace runs become one space, accents are kept where WinAnsi has them, the rest becomes '?'. */
export function safeText(font: PDFFont, value: string | null | undefined): string {
  const known = charset(font);
  const oneLine = String(value ?? '')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
  let out = '';
  for (const ch of oneLine) {
    const code = ch.codePointAt(0)!;
    if (known.has(code)) {
      out += ch;
      continue;
    }
    // A combining mark left over after NFC belongs to the letter before it, which is already drawn.
    if (/^[\u0300-\u036f]$/.test(ch)) continue;
    out += LOOKALIKES[ch] ?? nearestDrawable(ch, known) ?? '?';
  }
  return out;
}

/** "ễ" → "ê" → …: drops accents from the outside in until the letter is one the font has ("Ŝ" → "S"). */
function nearestDrawable(ch: string, known: Set<number>): string | null {
  let decomposed = ch.normalize('NFD');
  while (/[\u0300-\u036f]$/.test(decomposed)) {
    decomposed = decomposed.slice(0, -1);
    const candidate = decomposed.normalize('NFC');
    if (candidate && [...candidate].every((c) => known.has(c.codePointAt(0)!))) return candidate;
  }
  return null;
}

/** Shortens text with an ellipsis until it fits `maxWidth` points. */
export function fitText(font: PDFFont, size: number, text: string, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  const ellipsis = '\u2026';
  let lo = 0;
  let hi = text.length;
  // Longest prefix that fits together with the ellipsis (binary search: names can be long).
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (font.widthOfTextAtSize(text.slice(0, mid).trimEnd() + ellipsis, size) <= maxWidth) lo = mid;
    else hi = mid - 1;
  }
  return lo === 0 ? ellipsis : text.slice(0, lo).trimEnd() + ellipsis;
}

/** Word-wraps text into at most `maxLines` lines of `maxWidth`; the last line is shortened when text remains. */
export function wrapText(font: PDFFont, size: number, text: string, maxWidth: number, maxLines: number): string[] {
  const words = text.split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const lines: string[] = [];
  let current = '';
  let i = 0;
  for (; i < words.length; i++) {
    const candidate = current ? `${current} ${words[i]}` : words[i];
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) {
      lines.push(current);
      if (lines.length === maxLines) break;
    }
    current = words[i];
  }
  if (lines.length < maxLines && current) {
    lines.push(current);
    if (i >= words.length) return lines.map((l) => fitText(font, size, l, maxWidth));
  }
  // Text left over: the last line carries it, shortened.
  const rest = [lines.pop() ?? '', ...words.slice(i)].filter(Boolean).join(' ');
  lines.push(fitText(font, size, rest, maxWidth));
  return lines;
}
