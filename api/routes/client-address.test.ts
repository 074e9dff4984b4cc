/**
 * The client's address (per-address limits, the IP sent to the card gateway) comes from the
 * connection unless TRUST_PROXY names the proxy it came through: a client that reaches the shop
 * directly cannot choose its address with X-Forwarded-For.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Failed sign-ins, each with a different e-mail (only the per-address limit can stop them). */
function signIns(t: TestApp, forwardedFor: (i: number) => string | undefined) {
  return async (count: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const header = forwardedFor(i);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        // inject's connection comes from 127.0.0.1.
        headers: header === undefined ? {} : { 'x-forwarded-for': header },
        payload: { email: `nobody${i}@example.com`, password: 'wrong-pass' },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  };
}

/** A fresh app with these settings and a per-address sign-in limit, closed after `run`. */
async function withApp(
  config: NonNullable<Parameters<typeof createTestApp>[0]>['config'],
  loginPerIp: number,
  run: (t: TestApp) => Promise<void>,
) {
  const t = await createTestApp({ config, rateLimits: { loginPerIp, loginPerEmail: 100 } });
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

describe('client address', () => {
  it('ignores X-Forwarded-For without TRUST_PROXY, in production too', () =>
    withApp({ production: true }, 3, async (t) => {
      const attempts = signIns(t, (i) => `198.51.100.${i + 1}`);
      expect(await attempts(5)).toEqual([401, 401, 401, 429, 429]);
    }));

  it('believes only the hops added by the proxies TRUST_PROXY names', () =>
    withApp({ trustProxy: '127.0.0.1' }, 2, async (t) => {
      // Each client behind the proxy has its own budget...
      expect(await signIns(t, (i) => `198.51.100.${i + 1}`)(4)).toEqual([401, 401, 401, 401]);
      // ...and what a client wrote before the proxy's own entry is not its address.
      expect(await signIns(t, (i) => `203.0.113.${i + 1}, 192.0.2.7`)(3)).toEqual([401, 401, 429]);
    }));

  it('does not believe a proxy the connection did not come through', () =>
    withApp({ trustProxy: '10.0.0.0/8' }, 2, async (t) => {
      expect(await signIns(t, (i) => `198.51.100.${i + 1}`)(3)).toEqual([401, 401, 429]);
    }));
});
