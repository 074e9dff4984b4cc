/** The return form's rules and the body it sends. */
import { describe, expect, it } from 'vitest';
import { RETURN_REASONS } from '#api/contract/orders.ts';
import { createTranslator } from '../../lib/i18n.ts';
import {
  RETURN_COMMENT_MAX,
  RETURN_REASON_LABELS,
  returnRequestBody,
  validateReturnDraft,
  type ReturnableLine,
} from './return-form.ts';

const lines: ReturnableLine[] = [
  { id: 11, returnableQuantity: 2, name: 'Brake disc' },
  { id: 12, returnableQuantity: 1, name: 'Oil filter' },
];

describe('validateReturnDraft', () => {
  it('wants at least one line', () => {
    expect(validateReturnDraft({ quantities: {}, reason: 'damaged', comment: '' }, lines)).toEqual({
      field: 'items',
      message: 'returns.noItems',
    });
    expect(
      validateReturnDraft({ quantities: { 11: 0 }, reason: 'damaged', comment: '' }, lines)?.message,
    ).toBe('returns.noItems');
  });

  it('refuses more than can still be returned, naming the line', () => {
    expect(validateReturnDraft({ quantities: { 11: 3 }, reason: 'damaged', comment: '' }, lines)).toEqual({
      field: 'items',
      message: 'returns.tooMany',
      vars: { max: 2, name: 'Brake disc' },
      itemId: 11,
    });
    expect(
      validateReturnDraft({ quantities: { 12: 1.5 }, reason: 'damaged', comment: '' }, lines)?.itemId,
    ).toBe(12);
  });

  it('wants a reason from the list', () => {
    expect(validateReturnDraft({ quantities: { 11: 1 }, reason: '', comment: '' }, lines)?.message).toBe(
      'returns.noReason',
    );
    expect(validateReturnDraft({ quantities: { 11: 1 }, reason: 'bored', comment: '' }, lines)?.field).toBe(
      'reason',
    );
  });

  it('limits the comment and accepts a complete draft', () => {
    const long = 'x'.repeat(RETURN_COMMENT_MAX + 1);
    expect(validateReturnDraft({ quantities: { 11: 1 }, reason: 'other', comment: long }, lines)).toEqual({
      field: 'comment',
      message: 'returns.commentTooLong',
      vars: { max: RETURN_COMMENT_MAX },
    });
    expect(
      validateReturnDraft({ quantities: { 11: 2, 12: 1 }, reason: 'other', comment: 'ok' }, lines),
    ).toBeNull();
  });
});

describe('returnRequestBody', () => {
  it('sends the chosen lines, the reason, a trimmed comment and a guest e-mail', () => {
    expect(
      returnRequestBody(
        { quantities: { 11: 0, 12: 1 }, reason: 'wrong_part', comment: '  too big  ' },
        lines,
        'PP-7Q2M9XK4TB',
        ' guest@example.com ',
      ),
    ).toEqual({
      orderNumber: 'PP-7Q2M9XK4TB',
      email: 'guest@example.com',
      reason: 'wrong_part',
      comment: 'too big',
      items: [{ orderItemId: 12, quantity: 1 }],
    });
  });

  it('carries the submit reference that makes a retry answer the same return', () => {
    expect(
      returnRequestBody(
        { quantities: { 11: 1 }, reason: 'damaged', comment: '' },
        lines,
        'PP-7Q2M9XK4TB',
        undefined,
        'return-ref-0001',
      ),
    ).toEqual({
      orderNumber: 'PP-7Q2M9XK4TB',
      reference: 'return-ref-0001',
      reason: 'damaged',
      items: [{ orderItemId: 11, quantity: 1 }],
    });
  });

  it('leaves out a blank comment and e-mail', () => {
    expect(
      returnRequestBody(
        { quantities: { 11: 2 }, reason: 'defective', comment: ' ' },
        lines,
        'PP-7Q2M9XK4TB',
        '',
      ),
    ).toEqual({
      orderNumber: 'PP-7Q2M9XK4TB',
      reason: 'defective',
      items: [{ orderItemId: 11, quantity: 2 }],
    });
  });
});

describe('reasons', () => {
  it('has a label for every reason of the contract, in both languages', () => {
    const en = createTranslator('en');
    const pl = createTranslator('pl');
    for (const reason of RETURN_REASONS) {
      expect(en(RETURN_REASON_LABELS[reason])).not.toBe(RETURN_REASON_LABELS[reason]);
      expect(pl(RETURN_REASON_LABELS[reason])).not.toBe(en(RETURN_REASON_LABELS[reason]));
    }
  });
});
