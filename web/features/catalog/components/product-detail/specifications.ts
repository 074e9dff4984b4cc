/**
 * Reads a product's `specifications` text: JSON with optional `application`, `Quantity`,
 * `Guarantee` and `Product Specifications`, or plain text written by hand in the back office.
 */

export interface ProductSpecifications {
  application?: string;
  quantity?: string;
  guarantee?: string;
  /** Name/value rows for the specifications tab: `Product Specifications`, then other fields. */
  rows: [name: string, value: string][];
  /** The text itself when it is not a JSON object (or a text `Product Specifications` field). */
  text?: string;
}

const DETAIL_KEYS = {
  application: 'application',
  quantity: 'quantity',
  guarantee: 'guarantee',
} as const;
const TABLE_KEY = 'product specifications';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as one line of text; empty values and nested objects are left out. */
function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const items = value.map(asText).filter((item): item is string => item !== undefined);
    return items.length > 0 ? items.join(', ') : undefined;
  }
  return undefined;
}

function rowsOf(record: Record<string, unknown>): [string, string][] {
  return Object.entries(record).flatMap(([name, value]): [string, string][] => {
    const text = asText(value);
    return text === undefined ? [] : [[name, text]];
  });
}

function parseJsonObject(raw: string): Record<string, unknown> | undefined {
  if (!raw.startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function parseSpecifications(raw: string | null | undefined): ProductSpecifications {
  const trimmed = raw?.trim() ?? '';
  if (!trimmed) return { rows: [] };
  const json = parseJsonObject(trimmed);
  if (!json) return { rows: [], text: trimmed };

  const result: ProductSpecifications = { rows: [] };
  const otherRows: [string, string][] = [];
  for (const [key, value] of Object.entries(json)) {
    // Keys are matched without regard to case: the back office has written both `Quantity` and `quantity`.
    const lower = key.toLowerCase();
    if (lower === DETAIL_KEYS.application) result.application = asText(value);
    else if (lower === DETAIL_KEYS.quantity) result.quantity = asText(value);
    else if (lower === DETAIL_KEYS.guarantee) result.guarantee = asText(value);
    else if (lower === TABLE_KEY) {
      if (isRecord(value)) result.rows.push(...rowsOf(value));
      else result.text = asText(value);
    } else {
      const text = isRecord(value) ? undefined : asText(value);
      if (text !== undefined) otherRows.push([key, text]);
    }
  }
  result.rows.push(...otherRows);
  return result;
}
