/** A guest's bank-transfer order placed through the API, as the checkout sends it. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export const TEST_SHIPPING_ADDRESS = {
  firstName: 'Ola',
  lastName: 'Mazur',
  address: 'ul. Lipowa 3',
  city: 'Gdańsk',
  postalCode: '80-001',
  country: 'PL',
} as const;

export async function placeGuestOrder(
  app: FastifyInstance,
  email: string,
  lines: { productId: number; quantity: number }[],
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      paymentMethod: 'bank_transfer',
      currency: 'EUR',
      email,
      phone: '+48 600 100 200',
      shippingAddress: TEST_SHIPPING_ADDRESS,
      lines,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order as { id: number; orderNumber: string; items: { id: number }[] };
}
