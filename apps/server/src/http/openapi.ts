import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { keepKeywordsBesideRefs, nameApiComponents, shareParameters, shareResponses, tidySchemas } from './openapi-components.ts';
import { errorStatuses } from './schemas.ts';

export const DOCS_PREFIX = '/api/docs';

const errorResponseComponents = Object.fromEntries(
  Object.values(errorStatuses).map(({ name, description }) => [
    name,
    { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } } },
  ]),
);

/** Collects every route's zod schemas into an OpenAPI 3.1 document; register before the routes. */
export async function registerOpenApi(app: FastifyInstance) {
  // Shared types go to components once and are referred to by `$ref` (docs/openapi.json stays small).
  nameApiComponents();
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
    transform: keepKeywordsBesideRefs(jsonSchemaTransform),
    transformObject: (document) =>
      tidySchemas(shareParameters(shareResponses(jsonSchemaTransformObject(document), errorResponseComponents))),
  });
  // Swagger UI loads only its own scripts and styles from 'self', so the app-wide helmet CSP fits it
  // as is (no staticCSP override); the online validator badge is switched off (no third-party calls).
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { validatorUrl: null } });
}

/** The OpenAPI document as committed in docs/openapi.json: stable, newline-terminated, readable in a diff. */
export function openApiDocument(app: FastifyInstance): string {
  return `${readableJson(app.swagger())}\n`;
}

const LINE_WIDTH = 100;

/** Indented JSON, with an object or array that fits on one line (an enum, a `$ref`, a property's type) kept on one. */
function readableJson(value: unknown, indent = ''): string {
  const flat = JSON.stringify(value);
  if (value === null || typeof value !== 'object' || indent.length + flat.length <= LINE_WIDTH) return flat;
  const inner = `${indent}  `;
  const lines = Array.isArray(value)
    ? value.map((item) => inner + readableJson(item ?? null, inner))
    : Object.entries(value)
        .filter(([, item]) => item !== undefined) // as JSON.stringify leaves them out
        .map(([key, item]) => `${inner}${JSON.stringify(key)}: ${readableJson(item, inner)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return lines.length === 0 ? `${open}${close}` : `${open}\n${lines.join(',\n')}\n${indent}${close}`;
}
