/**
 * A video for Chromium's fake camera (`--use-file-for-fake-video-capture=<file>.y4m`): a barcode drawn from bwip-js's
 * bar widths into raw I420 frames. A Y4M file is a one-line text header and the frames' planes; Chromium loops it.
 */
import { writeFileSync } from 'node:fs';
import bwipjs from 'bwip-js/node';

const WIDTH = 640;
const HEIGHT = 480;
/** Pixels per module: 95 modules of an EAN-13 and its quiet zones fill most of the width, as a phone held close. */
const MODULE = 5;
const WHITE = 235;
const BLACK = 16;

/** One luma plane with the symbol's bars (black on white), centred. */
function lumaOf(bcid: string, text: string): Uint8Array {
  const [symbol] = bwipjs.raw(bcid, text, '') as Array<{ sbs: number[] }>;
  const modules = symbol.sbs.reduce((sum, w) => sum + w, 0);
  const luma = new Uint8Array(WIDTH * HEIGHT).fill(WHITE);
  const left = Math.floor((WIDTH - modules * MODULE) / 2);
  const [top, bottom] = [Math.floor(HEIGHT * 0.25), Math.floor(HEIGHT * 0.75)];
  let x = left;
  symbol.sbs.forEach((width, i) => {
    // sbs alternates bar, space, bar, …, starting with a bar
    if (i % 2 === 0) for (let y = top; y < bottom; y++) luma.fill(BLACK, y * WIDTH + x, y * WIDTH + x + width * MODULE);
    x += width * MODULE;
  });
  return luma;
}

/** Writes a Y4M of `frames` identical frames of the barcode to `file`. */
export function writeBarcodeVideo(file: string, bcid: 'ean13' | 'upca' | 'code128', text: string, frames = 10) {
  const luma = lumaOf(bcid, text);
  // grey: no colour in the chroma planes
  const chroma = new Uint8Array((WIDTH / 2) * (HEIGHT / 2)).fill(128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array<Buffer>(frames).fill(frame)]));
}
