/**
 * Liveness (`/api/health`: the process answers and its database reads; the container HEALTHCHECK) and
 * readiness (`/api/ready`: the shop can take orders now; for load balancers and deploys).
 */
import { Type } from 'typebox';
import { defineRoute } from './define-route.ts';

export const getHealth = defineRoute({
  method: 'GET',
  url: '/api/health',
  access: 'public',
  schema: {
    response: {
      200: Type.Object({
        status: Type.Literal('ok'),
        database: Type.Literal('ok'),
        uptimeSeconds: Type.Number(),
      }),
      503: Type.Object({
        status: Type.Literal('error'),
        database: Type.String(),
        uptimeSeconds: Type.Number(),
      }),
    },
  },
});

/** One readiness check: ok, or what is wrong. */
const Check = Type.Object({ ok: Type.Boolean(), detail: Type.String() });

const Readiness = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('not_ready')]),
  checks: Type.Object({
    /** A write transaction can be taken (not read-only, not locked out). */
    database: Check,
    /** Every migration of this build is applied. */
    migrations: Check,
    /** Free space on the data folder's disk above the threshold. */
    disk: Check,
  }),
});

/** 200 when every check passes, 503 naming the failed ones. */
export const getReady = defineRoute({
  method: 'GET',
  url: '/api/ready',
  access: 'public',
  schema: { response: { 200: Readiness, 503: Readiness } },
});
