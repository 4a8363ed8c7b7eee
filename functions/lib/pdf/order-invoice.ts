/**
 * An order's invoice (purchase or sales) as a PDF: a pure function of an OrderInvoiceDocument (no clock, no
 * I/O), drawn with pdf-lib and the standard Helvetica fonts like the rent invoice (./rent-invoice.ts). Amounts
 * and dates are formatted by shared/domain/format.ts, exactly as the web app shows them.
 */
import { PDFDocument, StandardFonts, rgb, type PDFPage, type RGB } from 'pdf-lib';
import type { IsoDate } from '../../../shared/domain/dates.ts';
import { formatCents, formatDate, formatPercent } from '../../../shared/domain/format.ts';
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
  drawParties,
  type PdfParty,
} from './draw.ts';
import { fitText, safeText, wrapText } from './text.ts';

export type OrderInvoiceParty = PdfParty;

export interface OrderInvoiceLine {
  readonly name: string;
  /** Shown under the name when not empty. */
  readonly description: string;
  readonly quantity: number;
  readonly unitCents: number;
  /** Line discount percent. */
  readonly discountPercent: number;
  /** quantity × unit price. */
  readonly subtotalCents: number;
  /** After the line discount. */
  readonly totalCents: number;
}

export interface OrderInvoiceDocument {
  /** The title: "Purchase Invoice" or "Sales Invoice". */
  readonly kind: 'Purchase' | 'Sales';
  readonly invoiceNumber: string;
  readonly orderNumber: string;
  readonly invoiceDate: IsoDate;
  readonly dueDate: IsoDate;
  /** Paid, Partially Paid, Pending or Overdue. */
  readonly status: string;
  /** Stamped into the PDF's metadata; a parameter so the same input gives the same bytes. */
  readonly generatedAt: Date;
  readonly from: OrderInvoiceParty;
  readonly to: OrderInvoiceParty;
  readonly lines: readonly OrderInvoiceLine[];
  readonly totals: {
    readonly subtotalCents: number;
    /** Overall discount percent. */
    readonly discountPercent: number;
    readonly totalCents: number;
    readonly paidCents: number;
    readonly returnedCents: number;
    /** What is still owed: total − returned credit − paid. */
    readonly dueCents: number;
  };
  readonly notes: string;
}

// A4 in points, and the grid everything sits on.

/** Status badge colours (spec: yellow when Pending, green otherwise; Overdue red). */
const STATUS_TONES: Record<string, { fill: RGB; text: RGB }> = {
  Pending: { fill: rgb(1, 0.95, 0.78), text: rgb(0.55, 0.4, 0.02) },
  Overdue: { fill: rgb(0.99, 0.89, 0.89), text: rgb(0.6, 0.1, 0.1) },
};
const STATUS_GREEN = { fill: rgb(0.86, 0.95, 0.88), text: rgb(0.08, 0.4, 0.2) };

const ROW_HEIGHT = 22;
const ROW_HEIGHT_WITH_DESCRIPTION = 31;
const TABLE_HEADER_HEIGHT = 24;
const TOTALS_HEIGHT = 160;
const NOTES_LINES = 7;

/** Table columns: x of left edges for text, right edges for numbers. */
const COLUMNS = {
  index: { x: LEFT + 8 },
  item: { x: LEFT + 28, width: 160 },
  quantity: { right: LEFT + 222 },
  unit: { right: LEFT + 292 },
  subtotal: { right: LEFT + 370 },
  discount: { right: LEFT + 414 },
  total: { right: RIGHT - 8 },
};

const title = (doc: OrderInvoiceDocument) => `${doc.kind} Invoice`;
const rowHeight = (line: OrderInvoiceLine) => (line.description.trim() ? ROW_HEIGHT_WITH_DESCRIPTION : ROW_HEIGHT);
const quantityText = (n: number) => new Intl.NumberFormat('en-US').format(n);

/** Renders the invoice; more lines than fit on a page continue on the next with the table header repeated. */
export async function renderOrderInvoice(doc: OrderInvoiceDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  pdf.setTitle(`${title(doc)} ${doc.invoiceNumber}`);
  pdf.setAuthor(doc.from.name);
  pdf.setSubject(`${title(doc)} ${doc.invoiceNumber} for ${doc.orderNumber}, ${doc.to.name}`);
  pdf.setCreator('Business Suite');
  pdf.setProducer('Business Suite (pdf-lib)');
  pdf.setCreationDate(doc.generatedAt);
  pdf.setModificationDate(doc.generatedAt);
  pdf.setLanguage('en-GB');

  let page = pdf.addPage(PAGE);
  let y = drawHeader(page, fonts, doc);
  y = drawPartiesOf(page, fonts, doc, y);
  y = drawTableHeader(page, fonts, y);

  if (doc.lines.length === 0) {
    draw(page, 'This order has no items.', COLUMNS.item.x, y - 15, { font: fonts.regular, size: 9.5, color: MUTED });
    y -= ROW_HEIGHT;
  }
  let rowsOnPage = 0;
  doc.lines.forEach((line, i) => {
    // The last line keeps the totals company: better a row on a new page than totals alone on one.
    const needed = rowHeight(line) + (i === doc.lines.length - 1 ? TOTALS_HEIGHT : 0);
    if (y - needed < FOOTER_TOP + 8 && rowsOnPage > 0) {
      page = pdf.addPage(PAGE);
      y = drawTableHeader(page, fonts, drawContinuationHeader(page, fonts, doc));
      rowsOnPage = 0;
    }
    y = drawLine(page, fonts, line, i, y);
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

/** Accent bar; title and number on the left, the invoice's facts on the right. Returns the y below it. */
function drawHeader(page: PDFPage, fonts: Fonts, doc: OrderInvoiceDocument): number {
  const top = PAGE[1];
  page.drawRectangle({ x: 0, y: top - 8, width: PAGE[0], height: 8, color: ACCENT });

  let y = top - MARGIN - 14;
  draw(page, title(doc), LEFT, y, { font: fonts.bold, size: 24, color: ACCENT });
  y -= 22;
  drawFitted(page, doc.invoiceNumber, LEFT, y, 240, { font: fonts.bold, size: 13 });
  y -= 15;
  drawFitted(page, `For order ${doc.orderNumber}`, LEFT, y, 240, { font: fonts.regular, size: 9.5, color: MUTED });
  const leftBottom = y - 4;

  let ry = top - MARGIN - 6;
  const facts: Array<[string, string]> = [
    ['Invoice date', formatDate(doc.invoiceDate)],
    ['Due date', formatDate(doc.dueDate)],
    ['Order No.', doc.orderNumber],
  ];
  for (const [label, value] of facts) {
    draw(page, label, RIGHT - 190, ry, { font: fonts.regular, size: 9, color: MUTED });
    drawRight(page, fitText(fonts.bold, 9, safeText(fonts.bold, value), 110), RIGHT, ry, { font: fonts.bold, size: 9 });
    ry -= 15;
  }
  draw(page, 'Status', RIGHT - 190, ry, { font: fonts.regular, size: 9, color: MUTED });
  const status = fitText(fonts.bold, 8.5, safeText(fonts.bold, doc.status), 100);
  const tone = STATUS_TONES[doc.status] ?? STATUS_GREEN;
  const badgeWidth = fonts.bold.widthOfTextAtSize(status, 8.5) + 14;
  page.drawRectangle({ x: RIGHT - badgeWidth, y: ry - 4.5, width: badgeWidth, height: 15, color: tone.fill });
  drawRight(page, status, RIGHT - 7, ry, { font: fonts.bold, size: 8.5, color: tone.text });
  ry -= 15;

  const bottom = Math.min(leftBottom, ry) - 10;
  page.drawLine({ start: { x: LEFT, y: bottom }, end: { x: RIGHT, y: bottom }, thickness: 0.75, color: RULE });
  return bottom;
}

/** From and To, side by side. */
const drawPartiesOf = (page: PDFPage, fonts: Fonts, doc: OrderInvoiceDocument, top: number): number =>
  drawParties(
    page,
    fonts,
    [
      ['FROM', doc.from],
      ['TO', doc.to],
    ],
    top,
  ) - 14;

function drawTableHeader(page: PDFPage, fonts: Fonts, top: number): number {
  return drawHeaderBand(page, fonts, top, TABLE_HEADER_HEIGHT, [
    { text: '#', x: COLUMNS.index.x },
    { text: 'ITEM', x: COLUMNS.item.x },
    { text: 'QTY', right: COLUMNS.quantity.right },
    { text: 'UNIT PRICE', right: COLUMNS.unit.right },
    { text: 'SUBTOTAL', right: COLUMNS.subtotal.right },
    { text: 'DISC.', right: COLUMNS.discount.right },
    { text: 'TOTAL', right: COLUMNS.total.right },
  ]);
}

/** One item row (its description, when it has one, on a second line); returns the y below it. */
function drawLine(page: PDFPage, fonts: Fonts, line: OrderInvoiceLine, index: number, top: number): number {
  const height = rowHeight(line);
  if (index % 2 === 1) page.drawRectangle({ x: LEFT, y: top - height, width: WIDTH, height, color: ZEBRA });
  const y = top - 14.5;
  const body = { font: fonts.regular, size: 9.5 };
  draw(page, String(index + 1), COLUMNS.index.x, y, { ...body, color: MUTED });
  drawFitted(page, line.name, COLUMNS.item.x, y, COLUMNS.item.width, body);
  if (line.description.trim()) {
    drawFitted(page, line.description, COLUMNS.item.x, y - 11, COLUMNS.item.width, { font: fonts.regular, size: 8, color: MUTED });
  }
  drawRight(page, quantityText(line.quantity), COLUMNS.quantity.right, y, body);
  drawRight(page, formatCents(line.unitCents), COLUMNS.unit.right, y, body);
  drawRight(page, formatCents(line.subtotalCents), COLUMNS.subtotal.right, y, body);
  drawRight(page, formatPercent(line.discountPercent), COLUMNS.discount.right, y, {
    ...body,
    color: line.discountPercent > 0 ? INK : MUTED,
  });
  drawRight(page, formatCents(line.totalCents), COLUMNS.total.right, y, { font: fonts.bold, size: 9.5 });
  return top - height;
}

/** The figures on the right, the notes on the left. */
function drawTotals(page: PDFPage, fonts: Fonts, doc: OrderInvoiceDocument, top: number): void {
  const width = 230;
  const x = RIGHT - width;
  const label = { font: fonts.regular, size: 10, color: MUTED };
  const value = { font: fonts.regular, size: 10 };
  const rows: Array<[string, string]> = [
    ['Subtotal', formatCents(doc.totals.subtotalCents)],
    ['Discount', formatPercent(doc.totals.discountPercent)],
    ['Total', formatCents(doc.totals.totalCents)],
    ['Paid', formatCents(doc.totals.paidCents)],
    ['Returned credit', formatCents(doc.totals.returnedCents)],
  ];
  let y = top - 12;
  for (const [name, amount] of rows) {
    const strong = name === 'Total';
    draw(page, name, x + 10, y, strong ? { ...label, font: fonts.bold, color: INK } : label);
    drawRight(page, amount, RIGHT - 8, y, strong ? { ...value, font: fonts.bold } : value);
    y -= 17;
  }
  y += 3;
  page.drawRectangle({ x, y: y - 26, width, height: 30, color: ACCENT_SOFT });
  page.drawLine({ start: { x, y: y + 4 }, end: { x: RIGHT, y: y + 4 }, thickness: 1.25, color: ACCENT });
  draw(page, 'Amount due', x + 10, y - 15, { font: fonts.bold, size: 11, color: ACCENT });
  drawRight(page, formatCents(doc.totals.dueCents), RIGHT - 8, y - 15, { font: fonts.bold, size: 12, color: ACCENT });

  const noteWidth = WIDTH - width - 30;
  let ny = top - 12;
  draw(page, 'NOTES', LEFT, ny, { font: fonts.bold, size: 8, color: ACCENT });
  ny -= 14;
  const notes = safeText(fonts.regular, doc.notes) || 'N/A';
  for (const line of wrapText(fonts.regular, 9.5, notes, noteWidth, NOTES_LINES)) {
    draw(page, line, LEFT, ny, { font: fonts.regular, size: 9.5 });
    ny -= 12.5;
  }
  ny -= 6;
  draw(page, 'Amounts in US dollars.', LEFT, ny, { font: fonts.regular, size: 8.5, color: MUTED });
  ny -= 12;
  for (const line of wrapText(fonts.regular, 8.5, paymentHint(doc.kind, safeText(fonts.regular, doc.invoiceNumber)), noteWidth, 2)) {
    draw(page, line, LEFT, ny, { font: fonts.regular, size: 8.5, color: MUTED });
    ny -= 12;
  }
}

/**
 * The footer line under the notes: a sales invoice goes to the customer, who pays it; a purchase invoice
 * records what the company owes its supplier, so it speaks of the payments made against the order.
 */
const paymentHint = (kind: OrderInvoiceDocument['kind'], invoiceNumber: string): string =>
  kind === 'Sales'
    ? `Please quote invoice ${invoiceNumber} with your payment.`
    : `Quote invoice ${invoiceNumber} with every payment made to the supplier for this order.`;

/** Pages after the first: a slim header naming the invoice. Returns the y below it. */
function drawContinuationHeader(page: PDFPage, fonts: Fonts, doc: OrderInvoiceDocument): number {
  const top = PAGE[1];
  page.drawRectangle({ x: 0, y: top - 8, width: PAGE[0], height: 8, color: ACCENT });
  const y = top - MARGIN - 4;
  drawFitted(page, doc.from.name, LEFT, y, 260, { font: fonts.bold, size: 11 });
  drawRight(page, fitText(fonts.regular, 9, `${title(doc)} ${safeText(fonts.regular, doc.invoiceNumber)} (continued)`, 260), RIGHT, y, {
    font: fonts.regular,
    size: 9,
    color: MUTED,
  });
  page.drawLine({ start: { x: LEFT, y: y - 12 }, end: { x: RIGHT, y: y - 12 }, thickness: 0.75, color: RULE });
  return y - 24;
}

function drawFooter(page: PDFPage, fonts: Fonts, doc: OrderInvoiceDocument, pageNumber: number, pageCount: number): void {
  const y = MARGIN;
  page.drawLine({ start: { x: LEFT, y: y + 14 }, end: { x: RIGHT, y: y + 14 }, thickness: 0.5, color: RULE });
  const style = { font: fonts.regular, size: 8, color: MUTED };
  const who = [doc.from.name, doc.from.phone, doc.from.email]
    .map((v) => safeText(fonts.regular, v))
    .filter(Boolean)
    .join('  \u00b7  ');
  draw(page, fitText(fonts.regular, 8, who, WIDTH - 140), LEFT, y, style);
  drawRight(page, `Page ${pageNumber} of ${pageCount}`, RIGHT, y, style);
}
