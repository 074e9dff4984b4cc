/**
 * Streams a CSV file as batches of rows with their physical line numbers (never the whole file in
 * memory): UTF-8 with or without BOM, CRLF, LF or CR line ends, quoted fields (a quote inside an
 * unquoted field is kept as text), `,` `;` or tab between fields.
 */
import fs from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { Transform, type TransformCallback } from 'node:stream';
import { parse } from 'csv-parse';
import { DELIMITERS, type Delimiter } from '#api/contract/admin-price-lists.ts';

export interface CsvRow {
  /** 1-based physical line where the row starts. */
  line: number;
  cells: string[];
}

/** A row cannot be longer than this: past it, a quote was surely never closed. */
const MAX_RECORD_BYTES = 64 * 1024;
const HEAD_BYTES = 64 * 1024;

/** The file could not be read past `line`: a quote opened there is never closed. */
export class CsvSyntaxError extends Error {
  readonly line: number;
  constructor(line: number, cause: unknown) {
    super(`CSV syntax error from line ${line}`, { cause });
    this.line = line;
  }
}

/**
 * UTF-8 bytes to text with every line end as "\n" and no BOM. The parser counts a CRLF inside a
 * quoted field as two lines, so line numbers are only exact on LF-only text.
 */
class LineEnds extends Transform {
  private readonly decoder = new StringDecoder('utf8');
  private first = true;
  private pendingCr = false;

  constructor() {
    super({ decodeStrings: true, readableObjectMode: false });
  }

  private convert(text: string): string {
    if (text === '') return text;
    let out = this.pendingCr && text.startsWith('\n') ? text.slice(1) : text;
    if (this.first && out.length > 0) {
      this.first = false;
      if (out.charCodeAt(0) === 0xfeff) out = out.slice(1);
    }
    // A CR at the end of a chunk may be the first half of a CRLF: it becomes "\n" now and a "\n" at the
    // start of the next chunk is dropped.
    this.pendingCr = out.endsWith('\r');
    return out.replace(/\r\n?/g, '\n');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    const text = this.convert(this.decoder.write(chunk));
    done(null, text.length > 0 ? text : undefined);
  }

  override _flush(done: TransformCallback) {
    const text = this.convert(this.decoder.end());
    done(null, text.length > 0 ? text : undefined);
  }
}

function countNewlines(cells: string[]): number {
  let lines = 0;
  for (const cell of cells) {
    if (!cell.includes('\n')) continue;
    for (let i = cell.indexOf('\n'); i !== -1; i = cell.indexOf('\n', i + 1)) lines++;
  }
  return lines;
}

const isBlank = (cells: string[]) => cells.length === 1 && (cells[0] ?? '').trim() === '';

/**
 * The rows of the file from physical line `fromLine` on, in batches, blank lines skipped. A quote
 * that is never closed ends the reading with a CsvSyntaxError naming the line it opened on.
 */
export async function* readCsvRows(
  filePath: string,
  delimiter: Delimiter,
  { fromLine = 1, batchSize = 1000 }: { fromLine?: number; batchSize?: number } = {},
): AsyncGenerator<CsvRow[]> {
  const file = fs.createReadStream(filePath, { highWaterMark: 256 * 1024 });
  const lineEnds = new LineEnds();
  const parser = parse({
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    max_record_size: MAX_RECORD_BYTES,
  });
  file.on('error', (error) => parser.destroy(error));
  file.pipe(lineEnds).pipe(parser);
  let line = 1;
  let batch: CsvRow[] = [];
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      const start = line;
      line += 1 + countNewlines(cells);
      if (start < fromLine || isBlank(cells)) continue;
      batch.push({ line: start, cells });
      if (batch.length >= batchSize) {
        yield batch;
        batch = [];
      }
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') throw error;
    if (batch.length > 0) yield batch;
    throw new CsvSyntaxError(line, error);
  } finally {
    file.destroy();
    parser.destroy();
  }
  if (batch.length > 0) yield batch;
}

/** How often `char` occurs in `line` outside double quotes. */
function countOutsideQuotes(line: string, char: string): number {
  let count = 0;
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === char && !quoted) count++;
  }
  return count;
}

/** The delimiter of a header line: whichever of `,` `;` tab occurs most outside quotes (`,` on a tie). */
export function detectDelimiter(headerLine: string): Delimiter {
  let best: Delimiter = ',';
  let bestCount = 0;
  for (const candidate of DELIMITERS) {
    const count = countOutsideQuotes(headerLine, candidate);
    if (count > bestCount) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}

/** Whether the file's first 64 KB are UTF-8 (a sequence cut at the end of them is fine). */
export async function startsAsUtf8(filePath: string): Promise<boolean> {
  const handle = await fs.promises.open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    new TextDecoder('utf-8', { fatal: true }).decode(buffer.subarray(0, bytesRead), { stream: true });
    return true;
  } catch {
    return false;
  } finally {
    await handle.close();
  }
}

/** Physical line `lineNumber` (1-based) of the file's first 64 KB, without BOM or line end; '' if absent. */
export async function readHeadLine(filePath: string, lineNumber: number): Promise<string> {
  const handle = await fs.promises.open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    const text = buffer
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    return text.split(/\r\n|\r|\n/)[lineNumber - 1] ?? '';
  } finally {
    await handle.close();
  }
}

/** The first `count` rows from line `fromLine` on (for the mapping form's preview). */
export async function previewRows(
  filePath: string,
  delimiter: Delimiter,
  fromLine: number,
  count: number,
): Promise<CsvRow[]> {
  const rows: CsvRow[] = [];
  try {
    for await (const batch of readCsvRows(filePath, delimiter, { fromLine, batchSize: count })) {
      rows.push(...batch);
      if (rows.length >= count) break;
    }
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
  }
  return rows.slice(0, count);
}
