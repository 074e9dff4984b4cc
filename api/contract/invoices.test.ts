/** An invoice PDF's file name from its number. */
import { describe, expect, it } from 'vitest';
import { invoiceFileName } from './invoices.ts';

describe('invoiceFileName', () => {
  it('names a file after the invoice number as the server does', () => {
    expect(invoiceFileName('FV/2026/000123')).toBe('FV-2026-000123.pdf');
    expect(invoiceFileName('FK/2026/000004')).toBe('FK-2026-000004.pdf');
  });
});
