/**
 * The return request form's rules, checked before the call (the server checks them again): at least
 * one line, each quantity within what can still be returned, a reason from the contract's list, and a
 * comment of at most 2000 characters.
 */
import { RETURN_REASONS, type ReturnBody, type ReturnReason } from '#api/contract/orders.ts';
import type { TextKey } from '../../lib/i18n.ts';

export const RETURN_COMMENT_MAX = 2000;

export const RETURN_REASON_LABELS: Record<ReturnReason, TextKey> = {
  wrong_part: 'returns.reason.wrong_part',
  not_needed: 'returns.reason.not_needed',
  damaged: 'returns.reason.damaged',
  defective: 'returns.reason.defective',
  other: 'returns.reason.other',
};

export interface ReturnDraft {
  /** Order item id -> quantity chosen (absent or 0: not returned). */
  quantities: Record<number, number>;
  reason: string;
  comment: string;
}

export interface ReturnableLine {
  id: number;
  returnableQuantity: number;
  /** The name the shopper sees, for the message about this line. */
  name: string;
}

export type ReturnField = 'items' | 'reason' | 'comment';

export interface ReturnProblem {
  field: ReturnField;
  message: TextKey;
  vars?: Record<string, string | number>;
  /** The line a quantity problem is about. */
  itemId?: number;
}

export function isReturnReason(value: string): value is ReturnReason {
  return (RETURN_REASONS as readonly string[]).includes(value);
}

/** The chosen lines with a quantity of at least 1, in the order's line order. */
export function chosenLines(draft: ReturnDraft, lines: readonly ReturnableLine[]) {
  return lines
    .map((line) => ({ line, quantity: draft.quantities[line.id] ?? 0 }))
    .filter(({ quantity }) => quantity > 0);
}

/** The first problem of the draft, or null when it can be sent. */
export function validateReturnDraft(
  draft: ReturnDraft,
  lines: readonly ReturnableLine[],
): ReturnProblem | null {
  const chosen = chosenLines(draft, lines);
  if (chosen.length === 0) return { field: 'items', message: 'returns.noItems' };
  for (const { line, quantity } of chosen) {
    if (!Number.isInteger(quantity) || quantity > line.returnableQuantity) {
      return {
        field: 'items',
        message: 'returns.tooMany',
        vars: { max: line.returnableQuantity, name: line.name },
        itemId: line.id,
      };
    }
  }
  if (!isReturnReason(draft.reason)) return { field: 'reason', message: 'returns.noReason' };
  if (draft.comment.trim().length > RETURN_COMMENT_MAX)
    return { field: 'comment', message: 'returns.commentTooLong', vars: { max: RETURN_COMMENT_MAX } };
  return null;
}

/**
 * The request body of a valid draft. `email` proves a guest's order (as in tracking); a signed-in
 * shopper's own order needs none, so a blank one is left out. `reference` makes a retried submit
 * answer the same return.
 */
export function returnRequestBody(
  draft: ReturnDraft,
  lines: readonly ReturnableLine[],
  orderNumber: string,
  email?: string,
  reference?: string,
): ReturnBody {
  const comment = draft.comment.trim();
  const mail = email?.trim();
  return {
    orderNumber,
    ...(reference ? { reference } : {}),
    ...(mail ? { email: mail } : {}),
    reason: draft.reason as ReturnReason,
    ...(comment ? { comment } : {}),
    items: chosenLines(draft, lines).map(({ line, quantity }) => ({ orderItemId: line.id, quantity })),
  };
}
