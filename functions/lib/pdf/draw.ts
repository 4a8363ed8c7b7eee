/** What the PDF renderers (rent and order invoices, statements) share: the A4 grid, the palette and the text helpers. */
import { rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { fitText, safeText, wrapText } from './text.ts';

// A4 in points, and the grid everything sits on.
export const PAGE: [number, number] = [595.28, 841.89];
export const MARGIN = 48;
export const LEFT = MARGIN;
export const RIGHT = PAGE[0] - MARGIN;
export const WIDTH = RIGHT - LEFT;
export const FOOTER_TOP = MARGIN + 22;

export const INK = rgb(0.12, 0.15, 0.2);
export const MUTED = rgb(0.42, 0.45, 0.5);
export const ACCENT = rgb(0.09, 0.27, 0.45);
export const ACCENT_SOFT = rgb(0.91, 0.94, 0.97);
export const RULE = rgb(0.85, 0.87, 0.9);
export const ZEBRA = rgb(0.97, 0.975, 0.98);
export const WHITE = rgb(1, 1, 1);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export interface TextStyle {
  font: PDFFont;
  size: number;
  color?: RGB;
}

export function draw(page: PDFPage, text: string, x: number, y: number, style: TextStyle): void {
  page.drawText(text, { x, y, font: style.font, size: style.size, color: style.color ?? INK });
}

export function drawRight(page: PDFPage, text: string, right: number, y: number, style: TextStyle): void {
  draw(page, text, right - style.font.widthOfTextAtSize(text, style.size), y, style);
}

/** Draws user text safely: unsupported characters replaced, shortened to fit. */
export function drawFitted(
  page: PDFPage,
  value: string | null | undefined,
  x: number,
  y: number,
  maxWidth: number,
  style: TextStyle,
): void {
  const text = fitText(style.font, style.size, safeText(style.font, value), maxWidth);
  if (text) draw(page, text, x, y, style);
}

/** A table's header band: the accent bar and its white bold labels, each at `x` (left) or ending at `right`. */
export function drawHeaderBand(
  page: PDFPage,
  fonts: Fonts,
  top: number,
  height: number,
  cells: ReadonlyArray<{ readonly text: string; readonly x: number } | { readonly text: string; readonly right: number }>,
): number {
  page.drawRectangle({ x: LEFT, y: top - height, width: WIDTH, height, color: ACCENT });
  const style = { font: fonts.bold, size: 8.5, color: WHITE };
  const y = top - height + 8.5;
  for (const cell of cells) {
    if ('x' in cell) draw(page, cell.text, cell.x, y, style);
    else drawRight(page, cell.text, cell.right, y, style);
  }
  return top - height;
}

/** A party of a document: who it is from, to or for. */
export interface PdfParty {
  readonly name: string;
  readonly address: string;
  readonly phone: string;
  readonly email: string;
}

/**
 * Parties side by side under their headings ("FROM", "TO"): name, address (at most 3 lines), phone and email, each
 * kept to its column. Returns the y below the lowest.
 */
export function drawParties(page: PDFPage, fonts: Fonts, blocks: ReadonlyArray<readonly [string, PdfParty]>, top: number): number {
  const gap = 30;
  const columnWidth = (WIDTH - gap) / 2;
  const label = { font: fonts.bold, size: 8, color: ACCENT };
  const strong = { font: fonts.bold, size: 10.5 };
  const body = { font: fonts.regular, size: 9.5 };
  let lowest = top;
  blocks.forEach(([heading, party], i) => {
    const x = LEFT + i * (columnWidth + gap);
    let y = top - 24;
    draw(page, heading, x, y, label);
    y -= 16;
    drawFitted(page, party.name || 'N/A', x, y, columnWidth, strong);
    y -= 14;
    for (const line of wrapText(fonts.regular, body.size, safeText(fonts.regular, party.address), columnWidth, 3)) {
      draw(page, line, x, y, body);
      y -= 12.5;
    }
    for (const value of [party.phone ? `Tel. ${party.phone}` : '', party.email]) {
      if (!value.trim()) continue;
      drawFitted(page, value, x, y, columnWidth, body);
      y -= 12.5;
    }
    lowest = Math.min(lowest, y);
  });
  return lowest;
}
