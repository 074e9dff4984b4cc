/** Liveness and readiness for the container HEALTHCHECK and load balancers. */
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
