/**
 * A tenant's or customer's statement as a PDF (PORTAL.md: the customer's account "as a PDF too"; the tenant's the
 * same way): a pure function of a StatementDocument (no clock, no I/O), drawn with pdf-lib and Helvetica like the
 * invoices (./order-invoice.ts). The figures are the ones GET /api/portal/statement answers, in cents; amounts and
 * dates are formatted by shared/domain/format.ts, as the portal shows them.
 */
import { PDFDocument, StandardFonts, type PDFPage } from 'pdf-lib';
import type { IsoDate } from '../../../shared/domain/dates.ts';
import { formatCents, formatDate } from '../../../shared/domain/format.ts';
import {
  ACCENT,
  ACCENT_SOFT,
  draw,
  drawFitted,
  drawHeaderBand,
  drawParties,
  type PdfParty,
  drawRight,
  FOOTER_TOP,
  LEFT,
  MARGIN,
  MUTED,
  PAGE,
  RIGHT,
  RULE,
  WIDTH,
  ZEBRA,
  type Fonts,
} from './draw.ts';
import { fitText, safeText, wrapText } from './text.ts';

export type StatementParty = PdfParty;

export interface StatementDocumentLine {
  readonly date: IsoDate;
  readonly description: string;
  readonly reference: string | null;
  readonly debitCents: number;
  readonly creditCents: number;
  readonly balanceCents: number;
}

export interface StatementDocument {
  readonly company: StatementParty;
  readonly person: StatementParty;
  readonly from: IsoDate;
  readonly to: IsoDate;
  readonly openingCents: number;
  readonly lines: readonly StatementDocumentLine[];
  readonly closingCents: number;
  /** Stamped into the PDF's metadata; a parameter so the same input gives the same bytes. */
  readonly generatedAt: Date;
}

const ROW_HEIGHT = 20;
const TABLE_HEADER_HEIGHT = 24;
const CLOSING_HEIGHT = 60;

/** Table columns: x of left edges for text, right edges for numbers. */
const COLUMNS = {
  date: { x: LEFT + 8 },
  description: { x: LEFT + 66, width: 180 },
  reference: { x: LEFT + 252, width: 70 },
  debit: { right: LEFT + 370 },
  credit: { right: LEFT + 428 },
  balance: { right: RIGHT - 8 },
};

const money = (cents: number) => (cents === 0 ? '' : formatCents(cents));

/** Renders the statement; more lines than fit on a page continue on the next with the table header repeated. */
export async function renderStatement(doc: StatementDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const period = `${formatDate(doc.from)} to ${formatDate(doc.to)}`;
  pdf.setTitle(`Statement ${period}`);
  pdf.setAuthor(doc.company.name);
  pdf.setSubject(`Statement for ${doc.person.name}, ${period}`);
  pdf.setCreator('Business Suite');
  pdf.setProducer('Business Suite (pdf-lib)');
  pdf.setCreationDate(doc.generatedAt);
  pdf.setModificationDate(doc.generatedAt);
  pdf.setLanguage('en-GB');

  let page = pdf.addPage(PAGE);
  let y = drawHeader(page, fonts, doc, period);
  y = drawTableHeader(page, fonts, y);
  y = drawBalanceRow(page, fonts, 'Opening balance', doc.from, doc.openingCents, y);
  doc.lines.forEach((line, i) => {
    const cells = cellsOf(fonts, line);
    const needed = heightOf(cells) + (i === doc.lines.length - 1 ? CLOSING_HEIGHT : 0);
    if (y - needed < FOOTER_TOP + 8) {
      page = pdf.addPage(PAGE);
      y = drawTableHeader(page, fonts, drawContinuationHeader(page, fonts, doc, period));
    }
    y = drawLine(page, fonts, line, cells, i, y);
  });
  if (doc.lines.length === 0) {
    draw(page, 'Nothing was charged or paid in this period.', COLUMNS.description.x, y - 14, {
      font: fonts.regular,
      size: 9.5,
      color: MUTED,
    });
    y -= ROW_HEIGHT;
  }
  page.drawLine({ start: { x: LEFT, y }, end: { x: RIGHT, y }, thickness: 0.75, color: RULE });
  if (y - CLOSING_HEIGHT < FOOTER_TOP + 8) {
    page = pdf.addPage(PAGE);
    y = drawContinuationHeader(page, fonts, doc, period);
  }
  drawClosing(page, fonts, doc, y - 10);

  const pages = pdf.getPages();
  pages.forEach((p, i) => drawFooter(p, fonts, doc, i + 1, pages.length));
  return pdf.save({ useObjectStreams: false });
}

/** The accent bar, "Statement" and its period on the left; the company's and the person's details below. */
function drawHeader(page: PDFPage, fonts: Fonts, doc: StatementDocument, period: string): number {
  const top = PAGE[1];
  page.drawRectangle({ x: 0, y: top - 8, width: PAGE[0], height: 8, color: ACCENT });
  let y = top - MARGIN - 14;
  draw(page, 'Statement', LEFT, y, { font: fonts.bold, size: 24, color: ACCENT });
  y -= 20;
  draw(page, period, LEFT, y, { font: fonts.regular, size: 10.5, color: MUTED });
  y -= 14;
  page.drawLine({ start: { x: LEFT, y }, end: { x: RIGHT, y }, thickness: 0.75, color: RULE });

  return (
    drawParties(
      page,
      fonts,
      [
        ['FROM', doc.company],
        ['FOR', doc.person],
      ],
      y,
    ) - 12
  );
}

function drawTableHeader(page: PDFPage, fonts: Fonts, top: number): number {
  return drawHeaderBand(page, fonts, top, TABLE_HEADER_HEIGHT, [
    { text: 'DATE', x: COLUMNS.date.x },
    { text: 'DESCRIPTION', x: COLUMNS.description.x },
    { text: 'REFERENCE', x: COLUMNS.reference.x },
    { text: 'CHARGED', right: COLUMNS.debit.right },
    { text: 'PAID', right: COLUMNS.credit.right },
    { text: 'BALANCE', right: COLUMNS.balance.right },
  ]);
}

/** The opening balance's row, under the header. */
function drawBalanceRow(page: PDFPage, fonts: Fonts, label: string, date: IsoDate, cents: number, top: number): number {
  const y = top - 14;
  draw(page, formatDate(date), COLUMNS.date.x, y, { font: fonts.regular, size: 9.5, color: MUTED });
  draw(page, label, COLUMNS.description.x, y, { font: fonts.bold, size: 9.5 });
  drawRight(page, formatCents(cents), COLUMNS.balance.right, y, { font: fonts.bold, size: 9.5 });
  return top - ROW_HEIGHT;
}

/** A line's description and reference, wrapped to at most two lines each in their columns. */
function cellsOf(fonts: Fonts, line: StatementDocumentLine) {
  const wrap = (text: string, size: number, width: number) => wrapText(fonts.regular, size, safeText(fonts.regular, text), width, 2);
  return {
    description: wrap(line.description, 9.5, COLUMNS.description.width),
    reference: wrap(line.reference ?? '', 8.5, COLUMNS.reference.width),
  };
}

const heightOf = (cells: ReturnType<typeof cellsOf>) =>
  ROW_HEIGHT + 11 * (Math.max(1, cells.description.length, cells.reference.length) - 1);

function drawLine(
  page: PDFPage,
  fonts: Fonts,
  line: StatementDocumentLine,
  cells: ReturnType<typeof cellsOf>,
  index: number,
  top: number,
): number {
  const height = heightOf(cells);
  if (index % 2 === 0) page.drawRectangle({ x: LEFT, y: top - height, width: WIDTH, height, color: ZEBRA });
  const y = top - 14;
  const body = { font: fonts.regular, size: 9.5 };
  draw(page, formatDate(line.date), COLUMNS.date.x, y, body);
  cells.description.forEach((text, i) => draw(page, text, COLUMNS.description.x, y - 11 * i, body));
  cells.reference.forEach((text, i) => draw(page, text, COLUMNS.reference.x, y - 11 * i, { ...body, size: 8.5, color: MUTED }));
  drawRight(page, money(line.debitCents), COLUMNS.debit.right, y, body);
  drawRight(page, money(line.creditCents), COLUMNS.credit.right, y, body);
  drawRight(page, formatCents(line.balanceCents), COLUMNS.balance.right, y, { font: fonts.bold, size: 9.5 });
  return top - height;
}

/** The closing balance, boxed on the right: what is owed at the end of the period (negative: in credit). */
function drawClosing(page: PDFPage, fonts: Fonts, doc: StatementDocument, top: number): void {
  const width = 230;
  const x = RIGHT - width;
  page.drawRectangle({ x, y: top - 30, width, height: 30, color: ACCENT_SOFT });
  page.drawLine({ start: { x, y: top }, end: { x: RIGHT, y: top }, thickness: 1.25, color: ACCENT });
  draw(page, `Balance on ${formatDate(doc.to)}`, x + 10, top - 19, { font: fonts.bold, size: 11, color: ACCENT });
  drawRight(page, formatCents(doc.closingCents), RIGHT - 8, top - 19, { font: fonts.bold, size: 12, color: ACCENT });
  draw(page, 'Amounts in US dollars. A balance below zero is in your favour.', LEFT, top - 19, {
    font: fonts.regular,
    size: 8.5,
    color: MUTED,
  });
}

/** Pages after the first: a slim header naming the statement. Returns the y below it. */
function drawContinuationHeader(page: PDFPage, fonts: Fonts, doc: StatementDocument, period: string): number {
  const top = PAGE[1];
  page.drawRectangle({ x: 0, y: top - 8, width: PAGE[0], height: 8, color: ACCENT });
  const y = top - MARGIN - 4;
  drawFitted(page, doc.company.name, LEFT, y, 260, { font: fonts.bold, size: 11 });
  drawRight(page, fitText(fonts.regular, 9, `Statement ${period} (continued)`, 260), RIGHT, y, {
    font: fonts.regular,
    size: 9,
    color: MUTED,
  });
  page.drawLine({ start: { x: LEFT, y: y - 12 }, end: { x: RIGHT, y: y - 12 }, thickness: 0.75, color: RULE });
  return y - 24;
}

function drawFooter(page: PDFPage, fonts: Fonts, doc: StatementDocument, pageNumber: number, pageCount: number): void {
  const y = MARGIN - 6;
  page.drawLine({ start: { x: LEFT, y: y + 14 }, end: { x: RIGHT, y: y + 14 }, thickness: 0.5, color: RULE });
  drawFitted(page, `${doc.company.name} · statement for ${doc.person.name}`, LEFT, y, 380, { font: fonts.regular, size: 8, color: MUTED });
  drawRight(page, `Page ${pageNumber} of ${pageCount}`, RIGHT, y, { font: fonts.regular, size: 8, color: MUTED });
}
