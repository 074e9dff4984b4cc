/** A file name from Content-Disposition, and saving a file through a temporary link. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileNameFromDisposition, saveFile } from './download.ts';

const FALLBACK = 'fallback.pdf';

describe('fileNameFromDisposition', () => {
  it('reads the server’s quoted file name', () => {
    expect(fileNameFromDisposition('attachment; filename="FV-2026-000123.pdf"', FALLBACK)).toBe(
      'FV-2026-000123.pdf',
    );
    expect(fileNameFromDisposition('ATTACHMENT;FILENAME="FK-2026-000004.pdf"', FALLBACK)).toBe(
      'FK-2026-000004.pdf',
    );
  });

  it('reads a bare token and backslash escapes', () => {
    expect(fileNameFromDisposition('attachment; filename=FV-2026-000123.pdf', FALLBACK)).toBe(
      'FV-2026-000123.pdf',
    );
    expect(fileNameFromDisposition('attachment; filename="a \\"b\\".pdf"', FALLBACK)).toBe('a b.pdf');
  });

  it('prefers filename* (UTF-8, percent-encoded) to filename', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="Faktura.pdf"; filename*=UTF-8''Faktura%20%C5%81%C3%B3d%C5%BA.pdf`,
        FALLBACK,
      ),
    ).toBe('Faktura Łódź.pdf');
    // A malformed or non-UTF-8 filename* falls back to filename.
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="a.pdf"`, FALLBACK)).toBe(
      'a.pdf',
    );
    expect(
      fileNameFromDisposition(`attachment; filename*=iso-8859-1'en'%A3.pdf; filename="b.pdf"`, FALLBACK),
    ).toBe('b.pdf');
  });

  it('keeps no folder part, control characters or leading dots', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/FV.pdf"', FALLBACK)).toBe('FV.pdf');
    expect(fileNameFromDisposition('attachment; filename="C:\\\\temp\\\\FV.pdf"', FALLBACK)).toBe('FV.pdf');
    expect(fileNameFromDisposition('attachment; filename=".hidden.pdf"', FALLBACK)).toBe('hidden.pdf');
    expect(fileNameFromDisposition('attachment; filename="a\u0007b.pdf"', FALLBACK)).toBe('ab.pdf');
  });

  it('falls back without a usable name', () => {
    expect(fileNameFromDisposition(null, FALLBACK)).toBe(FALLBACK);
    expect(fileNameFromDisposition('', FALLBACK)).toBe(FALLBACK);
    expect(fileNameFromDisposition('attachment', FALLBACK)).toBe(FALLBACK);
    expect(fileNameFromDisposition('attachment; filename=""', FALLBACK)).toBe(FALLBACK);
    expect(fileNameFromDisposition('attachment; filename="../"', FALLBACK)).toBe(FALLBACK);
  });
});

describe('saveFile', () => {
  afterEach(() => vi.useRealTimers());

  it('clicks a temporary download link to an object URL, removes it and frees the URL later', () => {
    vi.useFakeTimers();
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    const body = { children: new Set<object>(), append: (node: object) => body.children.add(node) };
    const link = {
      href: '',
      download: '',
      rel: '',
      hidden: false,
      click() {
        clicked.push({ href: link.href, download: link.download, attached: body.children.has(link) });
      },
      remove: () => body.children.delete(link),
    };
    const document = { body, createElement: () => link } as unknown as Document;
    const url = { createObjectURL: vi.fn(() => 'blob:invoice'), revokeObjectURL: vi.fn() };
    const blob = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

    saveFile({ blob, fileName: 'FV-2026-000123.pdf' }, { document, url });

    expect(url.createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: 'blob:invoice', download: 'FV-2026-000123.pdf', attached: true }]);
    expect(body.children.size).toBe(0);
    expect(url.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(url.revokeObjectURL).toHaveBeenCalledWith('blob:invoice');
  });
});
