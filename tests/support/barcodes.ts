/**
 * Barcodes in tests: PDFs read back with poppler (pdftotext, pdftoppm) and pictures decoded with ZXing's WebAssembly
 * (zxing-wasm, what the `barcode-detector` polyfill runs in the browser), loaded from node_modules, never a CDN.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { PAGE } from '../../functions/lib/pdf/draw.ts';
import { labelBox } from '../../functions/lib/pdf/label-layout.ts';

let prepared = false;
function prepare() {
  if (prepared) return;
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) } });
  prepared = true;
}

export interface DecodedBarcode {
  format: string;
  text: string;
}

/** Every EAN-13, UPC-A, Code 128 and QR code in a picture (PNG or JPEG bytes). */
export async function decodeBarcodes(image: Uint8Array): Promise<DecodedBarcode[]> {
  prepare();
  const found = await readBarcodes(image, { formats: ['EAN13', 'UPCA', 'Code128', 'QRCode'], maxNumberOfSymbols: 255 });
  return found.filter((b) => b.isValid).map((b) => ({ format: b.format, text: b.text }));
}

/** Runs `work` with the PDF in a temporary folder, then removes the folder. */
function withPdfFile<T>(pdf: Uint8Array, work: (dir: string, file: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'labels-'));
  try {
    const file = join(dir, 'labels.pdf');
    writeFileSync(file, pdf);
    return work(dir, file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text as pdftotext reads it (what a search or a screen reader gets). */
export const pdfText = (pdf: Uint8Array): string =>
  withPdfFile(pdf, (_, file) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));

/** The PDF's page count (pdfinfo). */
export const pdfPages = (pdf: Uint8Array): number =>
  withPdfFile(pdf, (_, file) => Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]));

/** Page `page` (1-based) rendered at 300 dpi as PNG bytes, as a printer would print it. */
export const pdfPagePng = (pdf: Uint8Array, page = 1): Uint8Array =>
  withPdfFile(pdf, (dir, file) => {
    execFileSync('pdftoppm', ['-r', '300', '-png', '-f', String(page), '-l', String(page), '-singlefile', file, join(dir, 'page')]);
    return new Uint8Array(readFileSync(join(dir, 'page.png')));
  });

/** A region of a page in PDF points (origin bottom-left), e.g. one label's box. */
export interface PdfRegion {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Each region rendered alone at 300 dpi (PNG bytes). Labels are decoded one by one: ZXing takes identical codes
 * stacked in one column of a sheet for one tall symbol and reports it once.
 */
export const pdfRegionPngs = (pdf: Uint8Array, regions: readonly PdfRegion[], pageHeight: number): Uint8Array[] =>
  withPdfFile(pdf, (dir, file) =>
    regions.map((region, i) => {
      const px = (pt: number) => String(Math.round((pt / 72) * 300));
      const page = String(region.page + 1);
      const crop = ['-x', px(region.x), '-y', px(pageHeight - region.y - region.height), '-W', px(region.width), '-H', px(region.height)];
      execFileSync('pdftoppm', ['-r', '300', '-png', '-f', page, '-l', page, ...crop, '-singlefile', file, join(dir, `region-${i}`)]);
      return new Uint8Array(readFileSync(join(dir, `region-${i}.png`)));
    }),
  );

/**
 * The codes each of the first `count` labels carries, read from its own 300 dpi rendering. ZXing reports a UPC-A as the
 * EAN-13 it also is (the same bars, a leading 0): read back as UPC-A here. A label sheet of
 * functions/lib/pdf/labels.ts (A4, 3 × 8).
 */
export async function labelCodes(pdf: Uint8Array, count: number): Promise<string[][]> {
  const pngs = pdfRegionPngs(
    pdf,
    Array.from({ length: count }, (_, i) => labelBox(i)),
    PAGE[1],
  );
  const read = await Promise.all(pngs.map(decodeBarcodes));
  return read.map((codes) =>
    codes
      .map((c) =>
        c.format === 'EAN13' && c.text.startsWith('0')
          ? `UPC-A ${c.text.slice(1)}`
          : `${c.format === 'EAN13' ? 'EAN-13' : c.format} ${c.text}`,
      )
      .sort(),
  );
}
