/**
 * A simulated shopper for the load benchmarks: what the PWA sends to place an order, over plain HTTP
 * to the real server on loopback. Each order comes from its own client address (X-Forwarded-For, the
 * server trusting the loopback proxy) and e-mail, as many real buyers would: the shop caps unpaid
 * orders per buyer and per address.
 */
import crypto from 'node:crypto';

export interface Line {
  productId: number;
  quantity: number;
}

let sequence = 0;

/** A client address of its own for each call (10.x.y.z). */
export function clientAddress(): string {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
}

const ADDRESS = {
  firstName: 'Ola',
  lastName: 'Mazur',
  address: 'ul. Lipowa 3',
  city: 'Gdańsk',
  postalCode: '80-001',
  country: 'PL',
} as const;

export type CheckoutAnswer =
  | { kind: 'placed'; orderNumber: string; paymentUrl?: string }
  | { kind: 'out_of_stock'; status: number }
  | { kind: 'refused'; status: number; body: string };

/** POST /api/checkout as the checkout page sends it (one Idempotency-Key per submit). */
export async function checkout(
  base: string,
  lines: Line[],
  paymentMethod: 'bank_transfer' | 'card',
  signal?: AbortSignal,
): Promise<CheckoutAnswer> {
  const client = clientAddress();
  const response = await fetch(`${base}/api/checkout`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
      'x-forwarded-for': client,
    },
    body: JSON.stringify({
      paymentMethod,
      currency: 'EUR',
      email: `buyer-${client.replaceAll('.', '-')}-${process.pid}@example.com`,
      phone: '+48 600 100 200',
      shippingAddress: ADDRESS,
      lines,
    }),
    ...(signal ? { signal } : {}),
  });
  const text = await response.text();
  if (response.status === 201) {
    const body = JSON.parse(text) as { orderNumber: string; paymentUrl?: string };
    return {
      kind: 'placed',
      orderNumber: body.orderNumber,
      ...(body.paymentUrl ? { paymentUrl: body.paymentUrl } : {}),
    };
  }
  const error = response.status === 409 ? ((JSON.parse(text) as { error?: string }).error ?? '') : '';
  if (/stock/.test(error)) return { kind: 'out_of_stock', status: response.status };
  return { kind: 'refused', status: response.status, body: text.slice(0, 300) };
}

/**
 * The shopper's decision on the sandbox gateway's hosted page (the gateway then calls the shop back).
 * True when the page acknowledged it (its redirect back to the shop).
 */
export async function decideCardPayment(
  base: string,
  paymentUrl: string,
  decision: 'approved' | 'declined',
  signal?: AbortSignal,
): Promise<boolean> {
  const url = new URL(paymentUrl, base);
  const response = await fetch(`${base}${url.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': clientAddress() },
    body: new URLSearchParams({ decision }).toString(),
    redirect: 'manual',
    ...(signal ? { signal } : {}),
  });
  await response.arrayBuffer();
  return response.status === 303;
}

/** Random integer in [0, n). */
export function pick(n: number): number {
  return Math.floor(Math.random() * n);
}

/** 1 to 3 distinct products of `ids`, 1 or 2 units each. */
export function randomLines(ids: readonly number[]): Line[] {
  const count = 1 + pick(3);
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, ids.length)) chosen.add(ids[pick(ids.length)]!);
  return [...chosen].map((productId) => ({ productId, quantity: 1 + pick(2) }));
}

/** p-th percentile (0-100) of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
