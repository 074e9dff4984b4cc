/** The API's machine-readable description (OpenAPI 3.1), built from the registered routes' contract schemas. */
import { Type } from 'typebox';
import { defineRoute } from './define-route.ts';

export const getOpenApi = defineRoute({
  method: 'GET',
  url: '/api/openapi.json',
  access: 'public',
  schema: {
    response: {
      200: Type.Object(
        {
          openapi: Type.String(),
          info: Type.Object({}, { additionalProperties: true }),
          paths: Type.Object({}, { additionalProperties: true }),
        },
        { additionalProperties: true },
      ),
    },
  },
});
