import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/** Collects every route's zod schemas into an OpenAPI 3.1 document; register before the routes. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Genie API',
        version: '1.0.0',
        description: 'The AI front desk for designers. Errors reply `{ success: false, code, msg, fields? }`.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token from login or register' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // Swagger UI loads only its own scripts and styles from 'self', so the app-wide helmet CSP fits it
  // as is (no staticCSP override); the online validator badge is switched off (no third-party calls).
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { validatorUrl: null } });
}

/** The OpenAPI document as committed in docs/openapi.json: pretty, stable, newline-terminated. */
export function openApiDocument(app: FastifyInstance): string {
  return `${JSON.stringify(app.swagger(), null, 2)}\n`;
}
