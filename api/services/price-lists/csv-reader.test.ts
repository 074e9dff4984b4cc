/** The CSV reader: exact physical line numbers whatever the line ends, delimiters, a quote never closed. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CsvSyntaxError, detectDelimiter, type CsvRow, readCsvRows, readHeadLine } from './csv-reader.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csv-reader-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let n = 0;

function write(content: string | Buffer): string {
  const file = path.join(dir, `f${++n}.csv`);
  fs.writeFileSync(file, content);
  return file;
}

async function rows(file: string, delimiter: ',' | ';' | '\t' = ';', fromLine = 1): Promise<CsvRow[]> {
  const all: CsvRow[] = [];
  for await (const batch of readCsvRows(file, delimiter, { fromLine, batchSize: 2 })) all.push(...batch);
  return all;
}

const lines = (list: CsvRow[]) => list.map((row) => [row.line, row.cells[0]]);

describe('readCsvRows', () => {
  it.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['CR', '\r'],
  ])(
    'numbers %s rows by the line they start on, quoted line breaks and blank lines counted',
    async (_, eol) => {
      const text = ['h;x', 'a;1', '', 'b;"two', 'lines"', 'c;3', '   ', 'd;4'].join(eol) + eol;
      const read = await rows(write(`\uFEFF${text}`));
      expect(lines(read)).toEqual([
        [1, 'h'],
        [2, 'a'],
        [4, 'b'],
        [6, 'c'],
        [8, 'd'],
      ]);
      expect(read[2]?.cells[1]).toBe('two\nlines');
    },
  );

  it('keeps a CRLF split across read chunks as one line end', async () => {
    // 256 KB chunks: rows of 64 bytes put many a CRLF across a chunk boundary.
    const row = (i: number) => `${String(i).padStart(8, '0')};"${'x'.repeat(40)}\r\n${'y'.repeat(8)}"`;
    const text = Array.from({ length: 20_000 }, (_, i) => row(i)).join('\r\n');
    const read = await rows(write(text));
    expect(read).toHaveLength(20_000);
    expect(read.every((r, i) => r.line === 2 * i + 1 && r.cells[0] === String(i).padStart(8, '0'))).toBe(
      true,
    );
  });

  it('starts at a given line and keeps quotes inside unquoted fields as text', async () => {
    const read = await rows(write('Title\nh,x\nWiper 24",1\n'), ',', 2);
    expect(read.map((r) => [r.line, r.cells])).toEqual([
      [2, ['h', 'x']],
      [3, ['Wiper 24"', '1']],
    ]);
  });

  it('ends with the line of a quote that is never closed', async () => {
    const file = write('h;x\na;1\nb;"open\nc;3\n');
    const read: CsvRow[] = [];
    const error = await (async () => {
      try {
        for await (const batch of readCsvRows(file, ';')) read.push(...batch);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(CsvSyntaxError);
    expect((error as CsvSyntaxError).line).toBe(3);
    expect(lines(read)).toEqual([
      [1, 'h'],
      [2, 'a'],
    ]);
  });
});

describe('detectDelimiter', () => {
  it.each([
    ['part;brand;price', ';'],
    ['part,brand,price', ','],
    ['part\tbrand\tprice', '\t'],
    ['"a;b",c,d', ','],
    ['single', ','],
  ])('reads %j as %j', (line, delimiter) => {
    expect(detectDelimiter(line)).toBe(delimiter);
  });

  it('reads the asked line of the file, without BOM or line end', async () => {
    const file = write('\uFEFFtitle\r\nA;B\r\n');
    expect(await readHeadLine(file, 1)).toBe('title');
    expect(await readHeadLine(file, 2)).toBe('A;B');
    expect(await readHeadLine(file, 9)).toBe('');
  });
});
