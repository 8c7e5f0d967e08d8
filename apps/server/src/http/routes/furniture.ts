import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  designStyleId,
  furnitureAlternativesReply,
  furnitureCategory,
  furnitureImportInput,
  furnitureImportSummary,
  furnitureListReply,
  furnitureOverviewQuery,
  furnitureOverviewReply,
  furniturePinInput,
  furnitureProduct,
  furnitureProductInput,
  furnitureProductsReply,
  furnitureShareInput,
  furnitureSwapInput,
} from '@genie/contracts';
import type { AppContext } from '../../context.ts';
import {
  furnitureAlternatives,
  furnitureCsv,
  generateFurnitureList,
  getFurnitureList,
  getSharedFurnitureList,
  pinFurniture,
  removeFurniture,
  shareFurniture,
  swapFurniture,
} from '../../furniture/furniture-list.ts';
import { addFurnitureProduct, deleteFurnitureProduct, importFurnitureFile, listFurnitureProducts, updateFurnitureProduct } from '../../furniture/furniture-products.ts';
import { demoPiecePng } from '../../furniture/demo-piece-image.ts';
import { setFurnitureProductPhoto } from '../../furniture/set-furniture-product-photo.ts';
import { listFurnitureOverview } from '../../furniture/list-furniture-overview.ts';
import { exportFurniturePdf } from '../../furniture/export-furniture-pdf.ts';
import { signedIn } from '../plugins/auth.ts';
import { perIpLimit } from '../plugins/rate-limits.ts';
import { refuseWhenUploadsBusy } from '../plugins/refuse-when-uploads-busy.ts';
import { bearerAuth, errorResponses, uploadedFileField } from '../schemas.ts';
import { sharedViewHeaders } from '../shared-view-headers.ts';

const requestParams = z.object({ id: z.string().max(100) });
const slotParams = requestParams.extend({ slot: z.string().max(120).describe('`<room id>:<category>`, e.g. `living_room:sofa`') });
const productParams = z.object({ productId: z.uuid() });
const gated = 'Professional plan and above: 403 `plan_feature_locked` on Starter, 402 `subscription_expired` when expired.';

/** Furniture suggestions (issue 14): the designer's products, a request's furniture list, its shared view. */
export const furnitureRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['furniture'];
  const who = (request: Parameters<typeof signedIn>[0]) => signedIn(request).designerId;

  app.get('/furniture/products/', { onRequest: app.requireDesigner, schema: { tags, summary: "The designer's own furniture products", description: gated, security: bearerAuth, response: { 200: furnitureProductsReply, ...errorResponses(401, 402, 403) } } }, async (request) =>
    listFurnitureProducts(ctx, who(request)),
  );
  app.post(
    '/furniture/products/',
    { onRequest: app.requireDesigner, schema: { tags, summary: 'Add a product', description: `${gated} The same category, name, vendor and size twice: 400.`, security: bearerAuth, body: furnitureProductInput, response: { 201: furnitureProduct, ...errorResponses(400, 401, 402, 403) } } },
    async (request, reply) => reply.code(201).send(await addFurnitureProduct(ctx, who(request), request.body)),
  );
  app.put(
    '/furniture/products/:productId/',
    { onRequest: app.requireDesigner, schema: { tags, summary: 'Change a product', description: gated, security: bearerAuth, params: productParams, body: furnitureProductInput, response: { 200: furnitureProduct, ...errorResponses(400, 401, 402, 403, 404) } } },
    async (request) => updateFurnitureProduct(ctx, who(request), request.params.productId, request.body),
  );
  app.delete(
    '/furniture/products/:productId/',
    { onRequest: app.requireDesigner, schema: { tags, summary: 'Delete a product', description: gated, security: bearerAuth, params: productParams, response: { 204: z.null(), ...errorResponses(401, 402, 403, 404) } } },
    async (request, reply) => {
      await deleteFurnitureProduct(ctx, who(request), request.params.productId);
      return reply.code(204).send(null);
    },
  );
  app.put(
    '/furniture/products/:productId/photo/',
    {
      onRequest: [app.requireDesigner, refuseWhenUploadsBusy(ctx.uploadSlots.images, (request) => signedIn(request).designerId)],
      config: { fileTooLargeCode: 'image_too_large' },
      schema: {
        tags,
        summary: "Set a product's photo",
        description: `${gated} multipart/form-data with one \`photo\`: .jpg, .jpeg, .png or .webp, at most 10 MB ("Please upload a .jpg, .jpeg, .png or .webp image", "Image is damaged"). Kept as a WebP of at most 1,000 px with its transparency; it replaces the product's image, and a photo uploaded earlier is deleted. The import's \`photos_wanted\` names the files a folder import still needs.`,
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        params: productParams,
        body: z.object({ photo: uploadedFileField('image_required') }),
        response: { 200: furnitureProduct, ...errorResponses(400, 401, 402, 403, 404, 413, 415, 422, 429) },
      },
    },
    async (request) => setFurnitureProductPhoto(ctx, who(request), request.params.productId, request.body.photo),
  );
  app.post(
    '/furniture/products/import/',
    {
      onRequest: app.requireDesigner,
      bodyLimit: 2_500_000,
      schema: {
        tags,
        summary: 'Import products from a CSV or JSON sidecar',
        description: `${gated} Columns: name, category, style (ids or English names, \`;\`-separated), width, depth, height (cm), colour (#rrggbb), material, price, currency, vendor, product_url, image (an http(s) address, or the file name of a photo in the imported folder), licence. Bad rows are reported with their row number and why; duplicates are skipped. Rows added whose image is a file name are listed in \`photos_wanted\`: upload each file to PUT /furniture/products/{productId}/photo/.`,
        security: bearerAuth,
        body: furnitureImportInput,
        response: { 200: furnitureImportSummary, ...errorResponses(400, 401, 402, 403) },
      },
    },
    async (request) => importFurnitureFile(ctx, who(request), request.body.file_name, request.body.content),
  );

  app.get(
    '/my/furniture/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: "The Furniture Suggestions section: every lead's selection (pieces, total against the budget, pins, shared), newest first, paged",
        description: `\`generated\` filters leads whose list was generated or not. Each selection is the request's list as GET /client_requests/{id}/furniture/ gives it. ${gated}`,
        security: bearerAuth,
        querystring: furnitureOverviewQuery,
        response: { 200: furnitureOverviewReply, ...errorResponses(400, 401, 402, 403) },
      },
    },
    async (request) => listFurnitureOverview(ctx, who(request), request.query),
  );

  const listSchema = <T extends object>(summary: string, extra: T) => ({ tags, summary, description: gated, security: bearerAuth, ...extra, response: { 200: furnitureListReply, ...errorResponses(400, 401, 402, 403, 404) } });
  app.get('/client_requests/:id/furniture/', { onRequest: app.requireDesigner, schema: listSchema("A request's furniture list", { params: requestParams }) }, async (request) =>
    getFurnitureList(ctx, who(request), request.params.id),
  );
  app.post('/client_requests/:id/furniture/', { onRequest: app.requireDesigner, schema: listSchema('Generate (or regenerate) the furniture suggestions; pins are kept', { params: requestParams }) }, async (request) =>
    generateFurnitureList(ctx, who(request), request.params.id),
  );
  app.put('/client_requests/:id/furniture/share/', { onRequest: app.requireDesigner, schema: listSchema('Show the list in the read-only shared view, or not', { params: requestParams, body: furnitureShareInput }) }, async (request) =>
    shareFurniture(ctx, who(request), request.params.id, request.body.shared),
  );
  app.put('/client_requests/:id/furniture/slots/:slot/pin/', { onRequest: app.requireDesigner, schema: listSchema("Pin (or unpin) a slot's piece", { params: slotParams, body: furniturePinInput }) }, async (request) =>
    pinFurniture(ctx, who(request), request.params.id, request.params.slot, request.body.pinned),
  );
  app.post('/client_requests/:id/furniture/slots/:slot/swap/', { onRequest: app.requireDesigner, schema: listSchema('Swap in one of the alternatives (it is pinned)', { params: slotParams, body: furnitureSwapInput }) }, async (request) =>
    swapFurniture(ctx, who(request), request.params.id, request.params.slot, request.body.piece_id),
  );
  app.delete('/client_requests/:id/furniture/slots/:slot/', { onRequest: app.requireDesigner, schema: listSchema('Remove a slot from the list', { params: slotParams }) }, async (request) =>
    removeFurniture(ctx, who(request), request.params.id, request.params.slot),
  );
  app.get(
    '/client_requests/:id/furniture/slots/:slot/alternatives/',
    { onRequest: app.requireDesigner, schema: { tags, summary: 'Show alternatives: the next best pieces for a slot, within the budget', description: gated, security: bearerAuth, params: slotParams, response: { 200: furnitureAlternativesReply, ...errorResponses(401, 402, 403, 404) } } },
    async (request) => furnitureAlternatives(ctx, who(request), request.params.id, request.params.slot),
  );
  app.get(
    '/client_requests/:id/furniture/export.csv',
    { onRequest: app.requireDesigner, schema: { tags, summary: 'The list as CSV', description: gated, security: bearerAuth, params: requestParams, response: { 200: z.string(), ...errorResponses(401, 402, 403, 404) } } },
    async (request, reply) => {
      const csv = await furnitureCsv(ctx, who(request), request.params.id);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="furniture.csv"').send(`\uFEFF${csv}`);
    },
  );

  app.get(
    '/client_requests/:id/furniture/export.pdf',
    {
      onRequest: app.requireDesigner,
      schema: { tags, summary: "The list as an A4 PDF in the designer's language", description: `${gated} Per room the pieces (image, name, vendor, size, colour and material, price, why) and the room's total; then the overall total and the budget, in the brief's currency.`, security: bearerAuth, params: requestParams, response: { 200: z.string().meta({ type: 'string', format: 'binary' }).describe('application/pdf'), ...errorResponses(401, 402, 403, 404) } },
    },
    async (request, reply) => {
      const pdf = await exportFurniturePdf(ctx, who(request), request.params.id);
      return reply.type('application/pdf').header('content-disposition', 'attachment; filename="furniture.pdf"').send(pdf as unknown as string);
    },
  );

  app.get(
    '/shared/client_requests/:key/furniture/',
    {
      onRequest: sharedViewHeaders,
      config: perIpLimit(ctx.env.RATE_LIMIT_VISITOR_PER_MINUTE),
      schema: { tags: ['shared views'], summary: "A shared request's furniture list, when the designer chose to show it (else 404)", params: z.object({ key: z.string().max(100) }), response: { 200: furnitureListReply, ...errorResponses(404, 429) } },
    },
    async (request) => getSharedFurnitureList(ctx, request.params.key),
  );

  app.get(
    '/furniture/demo_images/:category/:style.png',
    { schema: { tags, summary: "A demo catalogue piece's drawing", params: z.object({ category: furnitureCategory, style: designStyleId }) } },
    async (request, reply) =>
      reply.type('image/png').header('cache-control', 'public, max-age=86400').send(await demoPiecePng(request.params.category, request.params.style)),
  );
};
