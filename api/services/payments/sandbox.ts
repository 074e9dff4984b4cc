/**
 * The `sandbox` payment provider: our PaynetEasy client against the protocol's gateway side simulated
 * inside this server (orders kept in SQLite), signed with a key derived from the session secret. Its
 * hosted page (/api/payments/sandbox/{id}) has "Approve payment" and "Decline payment"; the decision
 * calls our callback and redirects the browser back exactly as the real gateway would. No money moves
 * and nothing leaves the machine.
 */
import { createHmac } from 'node:crypto';
import type { Db } from '#db/client.ts';
import {
  findSandboxGatewayOrder,
  insertSandboxGatewayOrder,
  updateSandboxGatewayOrder,
} from '#db/repositories/payments.ts';
import {
  createGatewaySimulator,
  createInProcessFetch,
  type GatewayOrder,
  type GatewayOrderStatus,
  type GatewaySimulator,
  type GatewayStore,
} from './payneteasy-gateway.ts';
import { PAYMENT_SANDBOX_PATH } from '#api/contract/orders.ts';
import { createPaynetEasyProvider } from './payneteasy.ts';
import type { PaymentProvider } from './provider.ts';

const ENDPOINT_ID = 'sandbox';
const LOGIN = 'sandbox';

/** The sandbox gateway's orders in SQLite, so a payment page survives a restart. */
export function sqliteGatewayStore(db: Db): GatewayStore {
  const toOrder = (row: NonNullable<Awaited<ReturnType<typeof findSandboxGatewayOrder>>>): GatewayOrder => ({
    ...row,
    callbackUrl: row.callbackUrl === '' ? null : row.callbackUrl,
    status: row.status as GatewayOrderStatus,
  });
  return {
    async insert(order) {
      await insertSandboxGatewayOrder(db, { ...order, callbackUrl: order.callbackUrl ?? '' });
    },
    async get(gatewayOrderId) {
      const row = await findSandboxGatewayOrder(db, gatewayOrderId);
      return row ? toOrder(row) : undefined;
    },
    async update(gatewayOrderId, patch) {
      const { callbackUrl, ...rest } = patch;
      await updateSandboxGatewayOrder(db, gatewayOrderId, {
        ...rest,
        ...(callbackUrl === undefined ? {} : { callbackUrl: callbackUrl ?? '' }),
      });
    },
  };
}

export interface Sandbox {
  provider: PaymentProvider;
  gateway: GatewaySimulator;
  store: GatewayStore;
}

export function createSandbox(options: { db: Db; secret: string }): Sandbox {
  // Stable across restarts (a page opened before one still verifies), never the secret itself.
  const controlKey = createHmac('sha256', options.secret).update('sandbox payment gateway').digest('hex');
  const store = sqliteGatewayStore(options.db);
  const gateway = createGatewaySimulator({
    endpointId: ENDPOINT_ID,
    login: LOGIN,
    controlKey,
    store,
    // On the shop's own origin as the sale named it, so the page's form may post back to it.
    hostedPageUrl: (id, redirectUrl) =>
      new URL(`${PAYMENT_SANDBOX_PATH}/${encodeURIComponent(id)}`, redirectUrl).href,
  });
  const provider = createPaynetEasyProvider({
    name: 'sandbox',
    baseUrl: 'http://sandbox.gateway.invalid',
    endpointId: ENDPOINT_ID,
    login: LOGIN,
    controlKey,
    fetch: createInProcessFetch(gateway),
  });
  return { provider, gateway, store };
}
