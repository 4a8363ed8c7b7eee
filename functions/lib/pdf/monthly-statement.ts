/**
 * The owner's monthly statement as a PDF (INSIGHTS.md "The owner's monthly statement"): A4, the company's name and the
 * month, a table per section (rent per building, inventory per warehouse) each closed by its totals. A pure function of
 * the statement (no clock, no I/O), drawn with pdf-lib and Helvetica like the tenant's statement (./statement.ts) from
 * the shared grid and helpers (./draw.ts). Amounts arrive in cents and are formatted by shared/domain/format.ts.
 */
import { PDFDocument, StandardFonts, type PDFPage } from 'pdf-lib';
import { formatCents, formatDate } from '../../../shared/domain/format.ts';
import { monthLabel } from '../../../shared/domain/format.ts';
import type { BuildingStatementRow, MonthlyStatement, StatementSection, WarehouseStatementRow } from '../../insights/services/statement.ts';
import {
  ACCENT,
  ACCENT_SOFT,
  draw,
  drawFitted,
  drawHeaderBand,
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
import { wrapText } from './text.ts';

export interface MonthlyStatementDocument extends MonthlyStatement {
  /** Stamped into the PDF's metadata; a parameter so the same input gives the same bytes. */
  readonly generatedAt: Date;
}

const ROW_HEIGHT = 18;
const TABLE_HEADER_HEIGHT = 22;
/** Room kept under the last row for the totals row and a note. */
const TOTALS_HEIGHT = ROW_HEIGHT + 4;

/** A column: where its text starts (`x`) or ends (`right`), and how to write a row's value in it. */
type Column<Row> = { title: string; value: (row: Row) => string } & ({ x: number; width: number } | { right: number });

/** A fraction as a percentage with one decimal ('87.5%'); a dash when there was nothing to divide by. */
const rate = (value: number | null) => (value === null ? '-' : `${(value * 100).toFixed(1)}%`);

const BUILDING_COLUMNS: Array<Column<BuildingStatementRow>> = [
  { title: 'BUILDING', x: LEFT + 8, width: 104, value: (r) => (r.building === null ? r.name : `${r.building} · ${r.name}`) },
  { title: 'RENT INCOME', right: LEFT + 182, value: (r) => formatCents(r.rentIncomeCents) },
  { title: 'LATE FEES', right: LEFT + 236, value: (r) => formatCents(r.feesCents) },
  { title: 'MAINTENANCE', right: LEFT + 306, value: (r) => formatCents(r.maintenanceCents) },
  { title: 'NET', right: LEFT + 370, value: (r) => formatCents(r.netCents) },
  { title: 'OCCUPANCY', right: LEFT + 432, value: (r) => rate(r.occupancy) },
  { title: 'ARREARS', right: RIGHT - 8, value: (r) => formatCents(r.arrearsCents) },
];

const WAREHOUSE_COLUMNS: Array<Column<WarehouseStatementRow>> = [
  { title: 'WAREHOUSE', x: LEFT + 8, width: 140, value: (r) => r.name },
  { title: 'SALES', right: LEFT + 220, value: (r) => formatCents(r.salesCents) },
  { title: 'MARGIN', right: LEFT + 290, value: (r) => formatCents(r.marginCents) },
  { title: 'MARGIN %', right: LEFT + 350, value: (r) => rate(r.marginRate) },
  { title: 'STOCK VALUE', right: LEFT + 420, value: (r) => formatCents(r.stockValueCents) },
  { title: 'DEAD STOCK', right: RIGHT - 8, value: (r) => formatCents(r.deadStockCents) },
];

/** Where the next thing is drawn: the page and the y below what is already on it. */
interface Cursor {
  page: PDFPage;
  y: number;
}

export async function renderMonthlyStatement(doc: MonthlyStatementDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const month = monthLabel(doc.month);
  pdf.setTitle(`Monthly statement ${month}`);
  pdf.setAuthor(doc.companyName);
  pdf.setSubject(`${doc.companyName}: how ${month} went`);
  pdf.setCreator('Business Suite');
  pdf.setProducer('Business Suite (pdf-lib)');
  pdf.setCreationDate(doc.generatedAt);
  pdf.setModificationDate(doc.generatedAt);
  pdf.setLanguage('en-GB');

  const newPage = (): Cursor => {
    const page = pdf.addPage(PAGE);
    return { page, y: drawContinuationHeader(page, fonts, doc.companyName, month) };
  };
  const first = pdf.addPage(PAGE);
  let cursor: Cursor = { page: first, y: drawHeader(first, fonts, doc.companyName, month) };

  if (doc.rent) {
    cursor = drawSection(fonts, cursor, newPage, {
      title: 'Rent, by building',
      columns: BUILDING_COLUMNS,
      section: doc.rent,
      empty: 'No buildings yet.',
      more: `Only the first ${doc.rent.rows.length} buildings are listed; the totals include every building.`,
      notes: [
        'Rent income and late fees are the payments dated in the month; net is both less the maintenance cost.',
        `Occupancy is occupied room-days over room-days; arrears are what tenants owed on ${formatDate(doc.asOf)}.`,
      ],
    });
  }
  if (doc.inventory) {
    cursor = drawSection(fonts, cursor, newPage, {
      title: 'Inventory, by warehouse',
      columns: WAREHOUSE_COLUMNS,
      section: doc.inventory,
      empty: 'No warehouses yet.',
      more: `Only the first ${doc.inventory.rows.length} warehouses are listed; the totals include every warehouse.`,
      notes: [
        'Margin is sales less the cost of the goods sold; stock value is at the end of the month.',
        `Dead stock is the value of items with stock and no sale in the 90 days to ${formatDate(doc.asOf)}.`,
      ],
    });
  }
  if (!doc.rent && !doc.inventory) {
    draw(cursor.page, 'This account has neither the rent nor the inventory app: there is nothing to report.', LEFT, cursor.y - 14, {
      font: fonts.regular,
      size: 10,
      color: MUTED,
    });
  }

  const pages = pdf.getPages();
  pages.forEach((p, i) => drawFooter(p, fonts, doc.companyName, month, i + 1, pages.length));
  return pdf.save({ useObjectStreams: false });
}

/** The accent bar, "Monthly statement", the company and the month. Returns the y below it. */
function drawHeader(page: PDFPage, fonts: Fonts, companyName: string, month: string): number {
  const top = PAGE[1];
  page.drawRectangle({ x: 0, y: top - 8, width: PAGE[0], height: 8, color: ACCENT });
  let y = top - MARGIN - 14;
  draw(page, 'Monthly statement', LEFT, y, { font: fonts.bold, size: 24, color: ACCENT });
  drawRight(page, month, RIGHT, y, { font: fonts.bold, size: 14, color: ACCENT });
  y -= 20;
  drawFitted(page, companyName, LEFT, y, WIDTH, { font: fonts.regular, size: 11, color: MUTED });
  y -= 14;
  page.drawLine({ start: { x: LEFT, y }, end: { x: RIGHT, y }, thickness: 0.75, color: RULE });
  return y - 12;
}

/** Pages after the first: a slim header naming the statement. Returns the y below it. */
function drawContinuationHeader(page: PDFPage, fonts: Fonts, companyName: string, month: string): number {
  const top = PAGE[1];
  page.drawRectangle({ x: 0, y: top - 8, width: PAGE[0], height: 8, color: ACCENT });
  const y = top - MARGIN - 4;
  drawFitted(page, companyName, LEFT, y, 260, { font: fonts.bold, size: 11 });
  drawRight(page, `Monthly statement ${month} (continued)`, RIGHT, y, { font: fonts.regular, size: 9, color: MUTED });
  page.drawLine({ start: { x: LEFT, y: y - 12 }, end: { x: RIGHT, y: y - 12 }, thickness: 0.75, color: RULE });
  return y - 24;
}

interface SectionSpec<Row> {
  title: string;
  columns: Array<Column<Row>>;
  section: StatementSection<Row>;
  empty: string;
  more: string;
  notes: string[];
}

/**
 * A section: its title, the table's header band, a row per building or warehouse (a page break repeats the title and
 * the band), the totals row and the notes. Returns where the next section starts.
 */
function drawSection<Row>(fonts: Fonts, start: Cursor, newPage: () => Cursor, spec: SectionSpec<Row>): Cursor {
  const notes = [...(spec.section.more ? [spec.more] : []), ...spec.notes].flatMap((note) => wrapText(fonts.regular, 8.5, note, WIDTH, 3));
  const notesHeight = 8 + notes.length * 11;
  const titleHeight = 24 + TABLE_HEADER_HEIGHT;
  let { page, y } = start;
  // a title never ends a page alone: it starts a new one unless its first row (or its totals) fits under it
  if (y - titleHeight - ROW_HEIGHT - TOTALS_HEIGHT < FOOTER_TOP + 8) ({ page, y } = newPage());
  const heading = (continued: boolean) => {
    draw(page, continued ? `${spec.title} (continued)` : spec.title, LEFT, y - 16, { font: fonts.bold, size: 13, color: ACCENT });
    y = drawHeaderBand(
      page,
      fonts,
      y - 24,
      TABLE_HEADER_HEIGHT,
      spec.columns.map((c) => ('x' in c ? { text: c.title, x: c.x } : { text: c.title, right: c.right })),
    );
  };
  heading(false);
  const { rows, totals } = spec.section;
  rows.forEach((row, i) => {
    const last = i === rows.length - 1;
    if (y - ROW_HEIGHT - (last ? TOTALS_HEIGHT : 0) < FOOTER_TOP + 8) {
      ({ page, y } = newPage());
      heading(true);
    }
    if (i % 2 === 0) page.drawRectangle({ x: LEFT, y: y - ROW_HEIGHT, width: WIDTH, height: ROW_HEIGHT, color: ZEBRA });
    drawCells(page, spec.columns, row, y - 12.5, { font: fonts.regular, size: 9 });
    y -= ROW_HEIGHT;
  });
  if (rows.length === 0) {
    draw(page, spec.empty, LEFT + 8, y - 13, { font: fonts.regular, size: 9.5, color: MUTED });
    y -= ROW_HEIGHT;
  }
  // the totals: boxed like the tenant statement's closing balance, over every building or warehouse in scope
  page.drawRectangle({ x: LEFT, y: y - TOTALS_HEIGHT, width: WIDTH, height: TOTALS_HEIGHT, color: ACCENT_SOFT });
  page.drawLine({ start: { x: LEFT, y }, end: { x: RIGHT, y }, thickness: 1.25, color: ACCENT });
  drawCells(page, spec.columns, totals, y - 14.5, { font: fonts.bold, size: 9, color: ACCENT });
  y -= TOTALS_HEIGHT;
  if (y - notesHeight < FOOTER_TOP + 8) ({ page, y } = newPage());
  y -= 8;
  for (const line of notes) {
    y -= 11;
    draw(page, line, LEFT, y, { font: fonts.regular, size: 8.5, color: MUTED });
  }
  return { page, y: y - 10 };
}

function drawCells<Row>(page: PDFPage, columns: Array<Column<Row>>, row: Row, y: number, style: Parameters<typeof draw>[4]): void {
  for (const column of columns) {
    if ('x' in column) drawFitted(page, column.value(row), column.x, y, column.width, style);
    else drawRight(page, column.value(row), column.right, y, style);
  }
}

function drawFooter(page: PDFPage, fonts: Fonts, companyName: string, month: string, pageNumber: number, pageCount: number): void {
  const y = MARGIN - 6;
  page.drawLine({ start: { x: LEFT, y: y + 14 }, end: { x: RIGHT, y: y + 14 }, thickness: 0.5, color: RULE });
  drawFitted(page, `${companyName} · monthly statement for ${month} · amounts in US dollars`, LEFT, y, 380, {
    font: fonts.regular,
    size: 8,
    color: MUTED,
  });
  drawRight(page, `Page ${pageNumber} of ${pageCount}`, RIGHT, y, { font: fonts.regular, size: 8, color: MUTED });
}
