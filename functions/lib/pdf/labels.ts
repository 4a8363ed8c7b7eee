/**
 * Label sheets (WAREHOUSE.md "Scanning and labels"): A4, 3 × 8 labels, each with its barcode (bwip-js), the item's
 * name, SKU and sales price, and on lot labels the lot number, its received date and a Code 128 of the lot number.
 * Bars are vector rectangles, not a picture: crisp at any printer resolution, and a sheet of 24 stays a few kB.
 */
import { toSVG } from 'bwip-js/generic';
import {
  PDFDocument,
  StandardFonts,
  concatTransformationMatrix,
  fill,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingGrayscaleColor,
  type PDFOperator,
  type PDFPage,
} from 'pdf-lib';
import { formatCents, formatDate } from '../../../shared/domain/format.ts';
import { draw, drawFitted, drawRight, INK, MUTED, PAGE, type Fonts } from './draw.ts';
import { labelBox, type BarcodeChoice } from './label-layout.ts';
import { fitText, safeText } from './text.ts';

export interface LabelContent {
  name: string;
  sku: string;
  salesCents: number;
  barcode: BarcodeChoice | null;
  /** Lot labels only. */
  lot?: { number: string; receivedAt: string };
}

/** Inside the label's edges: label printers and office printers alike leave a few millimetres unprinted. */
const PADDING = 9;

interface Bars {
  /** The symbol's size in bwip-js units. */
  width: number;
  height: number;
  /** Its bars as filled rectangles in a unit box (y up), made once per code and reused by every label that shows it. */
  operators: PDFOperator[];
}

/**
 * The bars of a symbol, from bwip-js's SVG: each `<path stroke-width=w d="Mx y1Lx y2…">` is a set of vertical strokes
 * of width w centred on x. Null when bwip-js refuses the text (a character Code 128 cannot carry).
 */
function barsOf(choice: BarcodeChoice, cache: Map<string, Bars | null>): Bars | null {
  const key = `${choice.symbology}\u0000${choice.text}`;
  if (cache.has(key)) return cache.get(key)!;
  let result: Bars | null = null;
  try {
    // no text from bwip-js: the digits are drawn with the label's font, and the quiet zones are the label's padding
    const svg = toSVG({ bcid: choice.symbology, text: choice.text, scale: 1, height: 10, includetext: false });
    const view = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
    if (view) {
      const [width, height] = [Number(view[1]), Number(view[2])];
      const operators: PDFOperator[] = [];
      for (const path of svg.matchAll(/<path stroke="[^"]*" stroke-width="([\d.]+)" d="([^"]+)"/g)) {
        const strokeWidth = Number(path[1]);
        for (const stroke of path[2].matchAll(/M([\d.]+) ([\d.]+)L[\d.]+ ([\d.]+)/g)) {
          const x = Number(stroke[1]) - strokeWidth / 2;
          const [top, bottom] = [Math.min(Number(stroke[2]), Number(stroke[3])), Math.max(Number(stroke[2]), Number(stroke[3]))];
          operators.push(rectangle(x / width, (height - bottom) / height, strokeWidth / width, (bottom - top) / height));
        }
      }
      if (operators.length > 0) result = { width, height, operators: [setFillingGrayscaleColor(0), ...operators, fill()] };
    }
  } catch {
    // bwip-js throws on text its symbology cannot encode: the label shows the code as text only
  }
  cache.set(key, result);
  return result;
}

/**
 * Draws the bars into the box (x, y bottom-left, width, height), stretched to it: one transformation and the symbol's
 * own rectangles, so 1,000 labels cost 1,000 small operator groups, not 40,000 drawRectangle calls.
 */
function drawBars(page: PDFPage, bars: Bars, x: number, y: number, width: number, height: number) {
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(width, 0, 0, height, x, y), ...bars.operators, popGraphicsState());
}

/** The symbol's width in the label: a module at most 1.4 pt (0.5 mm, a comfortable size for phones), never past the box. */
function symbolWidth(bars: Bars, room: number) {
  return Math.min(room, bars.width * 1.4);
}

function drawLabel(
  page: PDFPage,
  fonts: Fonts,
  label: LabelContent,
  box: { x: number; y: number; width: number; height: number },
  cache: Map<string, Bars | null>,
) {
  const left = box.x + PADDING;
  const right = box.x + box.width - PADDING;
  const room = right - left;
  let top = box.y + box.height - PADDING;

  // the name (bold, one line) and the price on the right of the SKU
  top -= 9;
  drawFitted(page, label.name, left, top, room, { font: fonts.bold, size: 9 });
  top -= 11;
  const price = formatCents(label.salesCents);
  drawRight(page, price, right, top, { font: fonts.bold, size: 10 });
  drawFitted(page, `SKU ${label.sku}`, left, top, room - fonts.bold.widthOfTextAtSize(price, 10) - 6, {
    font: fonts.regular,
    size: 8,
    color: MUTED,
  });
  if (label.lot) {
    top -= 10;
    drawFitted(page, `${label.lot.number} received ${formatDate(label.lot.receivedAt)}`, left, top, room, { font: fonts.regular, size: 8 });
  }

  const bottom = box.y + PADDING;
  const codeText = label.barcode ? safeText(fonts.regular, label.barcode.text) : '';
  const lotBars = label.lot ? barsOf({ symbology: 'code128', text: label.lot.number }, cache) : null;
  const itemBars = label.barcode ? barsOf(label.barcode, cache) : null;
  // what is left under the text: the item's symbol and its digits, then the lot's symbol below it
  const lotHeight = lotBars ? 16 : 0;
  const digitsHeight = codeText ? 8 : 0;
  const itemTop = top - 4;
  const itemHeight = Math.max(12, itemTop - bottom - digitsHeight - (lotBars ? lotHeight + 4 : 0));
  if (itemBars) {
    const width = symbolWidth(itemBars, room);
    drawBars(page, itemBars, left + (room - width) / 2, itemTop - itemHeight, width, itemHeight);
  }
  if (codeText) {
    const text = fitText(fonts.regular, 7, codeText, room);
    draw(page, text, left + (room - fonts.regular.widthOfTextAtSize(text, 7)) / 2, itemTop - itemHeight - 7, {
      font: fonts.regular,
      size: 7,
      color: INK,
    });
  }
  if (lotBars) {
    const width = symbolWidth(lotBars, room);
    drawBars(page, lotBars, left + (room - width) / 2, bottom, width, lotHeight);
  }
}

/** The PDF of `labels`, in order, 24 to a sheet. */
export async function renderLabelSheets(labels: readonly LabelContent[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Labels');
  pdf.setProducer('Cloud business suite');
  const fonts: Fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  // the same item's labels share their bars: bwip-js encodes each code once per request
  const cache = new Map<string, Bars | null>();
  let page: PDFPage | null = null;
  labels.forEach((label, index) => {
    const box = labelBox(index);
    if (box.page === pdf.getPageCount()) page = pdf.addPage(PAGE);
    drawLabel(page!, fonts, label, box, cache);
  });
  return pdf.save();
}
