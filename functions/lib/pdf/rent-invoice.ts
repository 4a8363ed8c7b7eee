/**
 * The rent invoice as a PDF: a pure function of an InvoiceDocument (no clock, no I/O), drawn with
 * pdf-lib and the standard Helvetica fonts (nothing to bundle). Amounts and dates are formatted
 * once, by shared/domain/format.ts, exactly as the web app shows them.
 */
import { PDFDocument, StandardFonts, type PDFPage } from 'pdf-lib';
import type { IsoDate } from '../../../shared/domain/dates.ts';
import { floorLabel } from '../../../shared/rent/floors.ts';
import { formatCents, formatDate } from '../../../shared/domain/format.ts';
import {
  ACCENT,
  ACCENT_SOFT,
  draw,
  drawFitted,
  drawRight,
  FOOTER_TOP,
  INK,
  LEFT,
  MARGIN,
  MUTED,
  PAGE,
  RIGHT,
  RULE,
  WIDTH,
  ZEBRA,
  type Fonts,
  drawHeaderBand,
} from './draw.ts';
import { fitText, safeText, wrapText } from './text.ts';

export interface InvoiceLineItem {
  /** e.g. "Monthly rent, period 3" */
  readonly description: string;
  readonly from: IsoDate;
  readonly to: IsoDate;
  readonly amountCents: number;
  readonly paidCents: number;
  readonly balanceCents: number;
  /** A late fee's line (not a period's rent). */
  readonly fee?: boolean;
}

export interface InvoiceDocument {
  readonly invoiceNumber: string;
  /** The number of the invoice of the same range this one replaces (its figures changed). */
  readonly replaces?: string;
  readonly issueDate: IsoDate;
  /** Stamped into the PDF's metadata; a parameter so the same input gives the same bytes. */
  readonly generatedAt: Date;
  readonly company: { readonly name: string; readonly address: string; readonly phone: string };
  readonly tenant: { readonly name: string; readonly phone: string; readonly email: string };
  readonly unit: {
    readonly buildingName: string;
    readonly buildingNumber: string | number;
    /** Stored level (1 = ground floor). */
    readonly level: number;
    readonly roomNumber: string;
    /** The building's address (the property's); empty on buildings added without one. */
    readonly address?: string;
  };
  readonly rent: {
    readonly type: string;
    readonly priceCents: number;
    readonly startDate: IsoDate;
    readonly endDate: IsoDate;
    readonly checkoutDate?: IsoDate | null;
  };
  /** The invoice range the sender chose. */
  readonly period: { readonly from: IsoDate; readonly to: IsoDate };
  readonly lines: readonly InvoiceLineItem[];
  readonly totals: { readonly totalCents: number; readonly paidCents: number; readonly balanceCents: number };
}

// A4 in points, and the grid everything sits on.

const ROW_HEIGHT = 22;
const TABLE_HEADER_HEIGHT = 24;
const TOTALS_HEIGHT = 110;

/** Table columns: x positions of left edges; amounts are right-aligned at their column's right edge. */
const COLUMNS = {
  index: { x: LEFT + 8, width: 20 },
  // wide enough for `Late fee — period from dd/mm/yyyy` (147 pt at 9.5 pt)
  description: { x: LEFT + 32, width: 150 },
  period: { x: LEFT + 188, width: 120 },
  amount: { right: LEFT + 370 },
  paid: { right: LEFT + 435 },
  balance: { right: RIGHT - 8 },
};

const dateRange = (from: IsoDate, to: IsoDate) => `${formatDate(from)} \u2013 ${formatDate(to)}`;

export function unitLabel(unit: InvoiceDocument['unit']): { building: string; level: string; room: string } {
  const name = unit.buildingName.trim();
  const number = String(unit.buildingNumber ?? '').trim();
  let building = name || `Building ${number}`;
  if (name && number) building = `${name} (No. ${number})`;
  let level = 'N/A';
  try {
    level = floorLabel(unit.level);
  } catch {
    // An out-of-range level is shown as not available rather than failing the invoice.
  }
  return { building, level: `Level ${level}`, room: `Room ${unit.roomNumber.trim() || 'N/A'}` };
}

/** Renders the invoice; more lines than fit on a page continue on the next with the table header repeated. */
export async function renderRentInvoice(doc: InvoiceDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  pdf.setTitle(`Rent Invoice ${doc.invoiceNumber}`);
  pdf.setAuthor(doc.company.name);
  pdf.setSubject(`Rent invoice for ${doc.tenant.name}, ${dateRange(doc.period.from, doc.period.to)}`);
  pdf.setCreator('Business Suite');
  pdf.setProducer('Business Suite (pdf-lib)');
  pdf.setCreationDate(doc.generatedAt);
  pdf.setModificationDate(doc.generatedAt);
  pdf.setLanguage('en-GB');

  let page = pdf.addPage(PAGE);
  let y = drawHeader(page, fonts, doc);
  y = drawParties(page, fonts, doc, y);
  y = drawTableHeader(page, fonts, y);

  if (doc.lines.length === 0) {
    draw(page, 'No rent period falls due in this range.', COLUMNS.description.x, y - 15, { font: fonts.regular, size: 9.5, color: MUTED });
    y -= ROW_HEIGHT;
  }
  let rowsOnPage = 0;
  doc.lines.forEach((line, i) => {
    // The last line keeps the totals company: better two rows on a new page than totals alone on one.
    const needed = ROW_HEIGHT + (i === doc.lines.length - 1 ? TOTALS_HEIGHT : 0);
    if (y - needed < FOOTER_TOP + 8 && rowsOnPage > 0) {
      page = pdf.addPage(PAGE);
      y = drawTableHeader(page, fonts, drawContinuationHeader(page, fonts, doc));
      rowsOnPage = 0;
    }
    drawLine(page, fonts, line, i, y);
    y -= ROW_HEIGHT;
    rowsOnPage += 1;
  });
  page.drawLine({ start: { x: LEFT, y }, end: { x: RIGHT, y }, thickness: 0.75, color: RULE });

  if (y - TOTALS_HEIGHT < FOOTER_TOP + 8) {
    page = pdf.addPage(PAGE);
    y = drawContinuationHeader(page, fonts, doc);
  }
  drawTotals(page, fonts, doc, y - 14);

  const pages = pdf.getPages();
  pages.forEach((p, i) => drawFooter(p, fonts, doc, i + 1, pages.length));
  return pdf.save({ useObjectStreams: false });
}

/** Accent bar, company block on the left, title and invoice facts on the right. Returns the y below it. */
function drawHeader(page: PDFPage, fonts: Fonts, doc: InvoiceDocument): number {
  const top = PAGE[1];
  page.drawRectangle({ x: 0, y: top - 8, width: PAGE[0], height: 8, color: ACCENT });

  // Company (left column, up to 270 pt wide).
  const companyWidth = 250;
  let y = top - MARGIN - 10;
  drawFitted(page, doc.company.name, LEFT, y, companyWidth, { font: fonts.bold, size: 17 });
  y -= 18;
  const small = { font: fonts.regular, size: 9.5, color: MUTED };
  for (const line of wrapText(fonts.regular, small.size, safeText(fonts.regular, doc.company.address), companyWidth, 3)) {
    draw(page, line, LEFT, y, small);
    y -= 12.5;
  }
  if (doc.company.phone.trim()) {
    drawFitted(page, `Tel. ${doc.company.phone}`, LEFT, y, companyWidth, small);
    y -= 12.5;
  }
  const companyBottom = y;

  // Title and facts (right column).
  let ry = top - MARGIN - 12;
  drawRight(page, 'Rent Invoice', RIGHT, ry, { font: fonts.bold, size: 24, color: ACCENT });
  ry -= 26;
  const facts: Array<[string, string]> = [
    ['Invoice No.', doc.invoiceNumber],
    ['Invoice date', formatDate(doc.issueDate)],
    ['Billing period', dateRange(doc.period.from, doc.period.to)],
    ...(doc.replaces ? [['Replaces', doc.replaces] as [string, string]] : []),
  ];
  for (const [label, value] of facts) {
    draw(page, label, RIGHT - 205, ry, { font: fonts.regular, size: 9, color: MUTED });
    const text = fitText(fonts.bold, 9, safeText(fonts.bold, value), 140);
    drawRight(page, text, RIGHT, ry, { font: fonts.bold, size: 9 });
    ry -= 14;
  }

  const bottom = Math.min(companyBottom, ry) - 10;
  page.drawLine({ start: { x: LEFT, y: bottom }, end: { x: RIGHT, y: bottom }, thickness: 0.75, color: RULE });
  return bottom;
}

/** Bill to, property and tenancy, side by side. */
function drawParties(page: PDFPage, fonts: Fonts, doc: InvoiceDocument, top: number): number {
  const gap = 18;
  const columnWidth = (WIDTH - 2 * gap) / 3;
  const label = { font: fonts.bold, size: 8, color: ACCENT };
  const strong = { font: fonts.bold, size: 10.5 };
  const body = { font: fonts.regular, size: 9.5 };
  const unit = unitLabel(doc.unit);
  // A long building name or address wraps instead of being cut (issue 17 R6).
  const blocks: Array<{ title: string; first: string; rest: string[] }> = [
    {
      title: 'BILL TO',
      first: doc.tenant.name,
      rest: [doc.tenant.phone, doc.tenant.email].filter((v) => v && v.trim()),
    },
    {
      title: 'PROPERTY',
      first: unit.building,
      rest: [...(doc.unit.address?.trim() ? [doc.unit.address] : []), `${unit.level} · ${unit.room}`],
    },
    {
      title: 'TENANCY',
      first: `${formatCents(doc.rent.priceCents)} ${doc.rent.type.toLowerCase()}`,
      rest: [
        `Term ${dateRange(doc.rent.startDate, doc.rent.endDate)}`,
        ...(doc.rent.checkoutDate ? [`Checked out ${formatDate(doc.rent.checkoutDate)}`] : []),
      ],
    },
  ];
  let lowest = top;
  blocks.forEach((block, i) => {
    const x = LEFT + i * (columnWidth + gap);
    let y = top - 24;
    draw(page, block.title, x, y, label);
    y -= 16;
    // up to 5 lines: a building name of 100 characters (the most it takes) with its number fits whole
    for (const line of wrapText(strong.font, strong.size, safeText(strong.font, block.first), columnWidth, 5)) {
      draw(page, line, x, y, strong);
      y -= 13;
    }
    y -= 1;
    for (const text of block.rest) {
      for (const line of wrapText(body.font, body.size, safeText(body.font, text), columnWidth, 3)) {
        draw(page, line, x, y, body);
        y -= 12.5;
      }
    }
    lowest = Math.min(lowest, y);
  });
  return lowest - 16;
}

function drawTableHeader(page: PDFPage, fonts: Fonts, top: number): number {
  return drawHeaderBand(page, fonts, top, TABLE_HEADER_HEIGHT, [
    { text: '#', x: COLUMNS.index.x },
    { text: 'DESCRIPTION', x: COLUMNS.description.x },
    { text: 'PERIOD', x: COLUMNS.period.x },
    { text: 'AMOUNT', right: COLUMNS.amount.right },
    { text: 'PAID', right: COLUMNS.paid.right },
    { text: 'BALANCE', right: COLUMNS.balance.right },
  ]);
}

function drawLine(page: PDFPage, fonts: Fonts, line: InvoiceLineItem, index: number, top: number): void {
  if (index % 2 === 1) page.drawRectangle({ x: LEFT, y: top - ROW_HEIGHT, width: WIDTH, height: ROW_HEIGHT, color: ZEBRA });
  const y = top - ROW_HEIGHT + 7.5;
  const body = { font: fonts.regular, size: 9.5 };
  draw(page, String(index + 1), COLUMNS.index.x, y, { ...body, color: MUTED });
  drawFitted(page, line.description, COLUMNS.description.x, y, COLUMNS.description.width, body);
  draw(page, dateRange(line.from, line.to), COLUMNS.period.x, y, body);
  drawRight(page, formatCents(line.amountCents), COLUMNS.amount.right, y, body);
  drawRight(page, formatCents(line.paidCents), COLUMNS.paid.right, y, { ...body, color: line.paidCents > 0 ? INK : MUTED });
  drawRight(page, formatCents(line.balanceCents), COLUMNS.balance.right, y, {
    font: line.balanceCents > 0 ? fonts.bold : fonts.regular,
    size: 9.5,
  });
}

function drawTotals(page: PDFPage, fonts: Fonts, doc: InvoiceDocument, top: number): void {
  const width = 230;
  const x = RIGHT - width;
  const label = { font: fonts.regular, size: 10, color: MUTED };
  const value = { font: fonts.regular, size: 10 };
  let y = top - 12;
  draw(page, 'Total', x + 10, y, label);
  drawRight(page, formatCents(doc.totals.totalCents), RIGHT - 8, y, value);
  y -= 18;
  draw(page, 'Paid', x + 10, y, label);
  drawRight(page, formatCents(doc.totals.paidCents), RIGHT - 8, y, value);
  y -= 14;
  page.drawRectangle({ x, y: y - 26, width, height: 30, color: ACCENT_SOFT });
  page.drawLine({ start: { x, y: y + 4 }, end: { x: RIGHT, y: y + 4 }, thickness: 1.25, color: ACCENT });
  draw(page, 'Balance due', x + 10, y - 15, { font: fonts.bold, size: 11, color: ACCENT });
  drawRight(page, formatCents(doc.totals.balanceCents), RIGHT - 8, y - 15, { font: fonts.bold, size: 12, color: ACCENT });

  // Left of the totals: how to pay attention to this invoice.
  const note = { font: fonts.regular, size: 8.5, color: MUTED };
  const noteWidth = WIDTH - width - 30;
  let ny = top - 12;
  draw(page, 'Amounts in US dollars.', LEFT, ny, note);
  ny -= 12;
  for (const line of wrapText(
    fonts.regular,
    note.size,
    `Please quote invoice ${safeText(fonts.regular, doc.invoiceNumber)} with your payment.`,
    noteWidth,
    2,
  )) {
    draw(page, line, LEFT, ny, note);
    ny -= 12;
  }
  draw(page, 'Thank you for your business.', LEFT, ny - 6, { font: fonts.bold, size: 9, color: INK });
}

/** Pages after the first: a slim header naming the invoice. Returns the y below it. */
function drawContinuationHeader(page: PDFPage, fonts: Fonts, doc: InvoiceDocument): number {
  const top = PAGE[1];
  page.drawRectangle({ x: 0, y: top - 8, width: PAGE[0], height: 8, color: ACCENT });
  const y = top - MARGIN - 4;
  drawFitted(page, doc.company.name, LEFT, y, 260, { font: fonts.bold, size: 11 });
  drawRight(page, fitText(fonts.regular, 9, `Rent Invoice ${safeText(fonts.regular, doc.invoiceNumber)} (continued)`, 260), RIGHT, y, {
    font: fonts.regular,
    size: 9,
    color: MUTED,
  });
  page.drawLine({ start: { x: LEFT, y: y - 12 }, end: { x: RIGHT, y: y - 12 }, thickness: 0.75, color: RULE });
  return y - 24;
}

function drawFooter(page: PDFPage, fonts: Fonts, doc: InvoiceDocument, pageNumber: number, pageCount: number): void {
  const y = MARGIN;
  page.drawLine({ start: { x: LEFT, y: y + 14 }, end: { x: RIGHT, y: y + 14 }, thickness: 0.5, color: RULE });
  const style = { font: fonts.regular, size: 8, color: MUTED };
  const who = [doc.company.name, doc.company.phone]
    .map((v) => safeText(fonts.regular, v))
    .filter(Boolean)
    .join('  \u00b7  ');
  draw(page, fitText(fonts.regular, 8, who, WIDTH - 140), LEFT, y, style);
  drawRight(page, `Page ${pageNumber} of ${pageCount}`, RIGHT, y, style);
}
