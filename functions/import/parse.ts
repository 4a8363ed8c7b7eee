/**
 * Reading an uploaded file (IMPORT.md "Flow" 1, "Bad input"): csv-parse streaming from S3, the bytes checked as
 * UTF-8 on the way (a BOM is fine), comma or semicolon as the header line says, at most 50,000 data rows. Only the
 * worker loads this module (the CSV parser lives in the worker's bundle alone).
 */
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { delimiterOf, IMPORT_LIMITS } from '../../shared/import/fields.ts';
import { IMPORT_MESSAGES as M } from '../../shared/import/messages.ts';

export class FileRefused extends Error {}

export interface ParsedRow {
  /** As a spreadsheet shows it (the header is row 1). */
  row: number;
  cells: string[];
}

/**
 * The header, then every data row (rows whose every cell is empty are skipped, their numbers kept, as a
 * spreadsheet shows them). Throws FileRefused with the contract's message for a file it cannot take.
 */
export async function* readCsv(source: Readable): AsyncGenerator<{ header: string[] } | ParsedRow> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const text = (async function* () {
    try {
      for await (const chunk of source) {
        const part = decoder.decode(chunk as Uint8Array, { stream: true });
        if (part) yield part;
      }
      const rest = decoder.decode();
      if (rest) yield rest;
    } catch (err) {
      if (err instanceof TypeError) throw new FileRefused(M.notUtf8);
      throw err;
    }
  })();

  // the delimiter comes from the first line: read until it is there
  let head = '';
  let pending: IteratorResult<string>;
  do {
    pending = await text.next();
    if (!pending.done) head += pending.value;
  } while (!pending.done && !/[\r\n]/.test(head) && head.length < 1_000_000);
  if (head.replace(/^\uFEFF/, '').trim() === '') throw new FileRefused(M.empty);
  const delimiter = delimiterOf(head.replace(/^\uFEFF/, '').split(/\r?\n|\r/, 1)[0]);

  const parser = parse({
    bom: true,
    delimiter,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    skip_empty_lines: false,
    max_record_size: 100_000,
  });
  const feed = (async () => {
    try {
      // a parser that stopped (an error) never drains: stop feeding it
      const write = (s: string) =>
        parser.destroyed || parser.write(s)
          ? Promise.resolve()
          : new Promise<void>((r) => {
              parser.once('drain', r);
              parser.once('close', r);
            });
      await write(head);
      if (!pending.done) for await (const part of text) if (!parser.destroyed) await write(part);
      if (!parser.destroyed) parser.end();
    } catch (err) {
      parser.destroy(err as Error);
    }
  })();

  let index = 0;
  let dataRows = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      index++;
      if (index === 1) {
        yield { header: record.map((h) => h.trim()) };
        continue;
      }
      if (record.every((c) => c.trim() === '')) continue;
      if (++dataRows > IMPORT_LIMITS.maxRows) throw new FileRefused(M.tooManyRows);
      yield { row: index, cells: record };
    }
  } catch (err) {
    if (err instanceof FileRefused) throw err;
    const code = (err as { code?: string }).code;
    if (typeof code === 'string' && code.startsWith('CSV_')) throw new FileRefused(`${M.notCsv}: ${(err as Error).message}`);
    throw err;
  } finally {
    if (!source.destroyed) source.destroy();
    await feed;
  }
  if (index === 0) throw new FileRefused(M.empty);
  if (dataRows === 0) throw new FileRefused(M.headerOnly);
}
