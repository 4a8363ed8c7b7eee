/**
 * The barcode reader of the scan dialog (lazy chunk only): the browser's Barcode Detection API where it reads our
 * formats (Chrome on Android and macOS, Safari 17+), else the `barcode-detector` ponyfill (ZXing WebAssembly) with
 * its .wasm served by us, never a CDN: the CSP allows 'self' only.
 */
import { BarcodeDetector as ZXingBarcodeDetector, prepareZXingModule, type BarcodeFormat } from 'barcode-detector/ponyfill';
import zxingWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** What the labels carry (EAN-13, UPC-A, Code 128) and what a phone shows (QR). */
export const SCAN_FORMATS: BarcodeFormat[] = ['ean_13', 'upc_a', 'code_128', 'qr_code'];

export interface CodeReader {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): CodeReader;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeReader(): Promise<CodeReader | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const supported = await Native.getSupportedFormats();
    // a native detector that lacks one of our formats would miss labels the polyfill reads
    if (!SCAN_FORMATS.every((format) => supported.includes(format))) return null;
    return new Native({ formats: SCAN_FORMATS });
  } catch {
    return null;
  }
}

let zxingPrepared = false;

/** The reader for this browser; the polyfill's WebAssembly is fetched and compiled on the first call only. */
export async function createCodeReader(): Promise<CodeReader> {
  const native = await nativeReader();
  if (native) return native;
  if (!zxingPrepared) {
    prepareZXingModule({
      overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? zxingWasmUrl : prefix + path) },
    });
    zxingPrepared = true;
  }
  return new ZXingBarcodeDetector({ formats: SCAN_FORMATS });
}
