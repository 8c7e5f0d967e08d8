import type { GeneratedImage, ImageOperation, ImageProvider, ImageRequest } from '../image-provider.ts';
import { ProviderCall, decodeImage, fullPrompt, nearestAspectRatio, unsupported, type HttpProviderSettings, type RefusalCheck } from './provider-http.ts';

export const imagenDefaultModel = 'imagen-3.0-generate-002';
const aspectRatios = ['1:1', '3:4', '4:3', '9:16', '16:9'] as const;

const isImagenRefusal: RefusalCheck = (status, _body, text) => status === 400 && /safety|responsible ai|blocked|filtered/i.test(text);

/**
 * Google Imagen through the Gemini API: POST /models/{model}:predict with `x-goog-api-key`,
 * `{instances: [{prompt}], parameters: {sampleCount, aspectRatio, …}}`, answered with base64
 * `predictions`. Text→image only; images the safety filter removed are simply missing from the reply.
 */
export function createImagenImageProvider(settings: HttpProviderSettings): ImageProvider {
  const model = settings.model ?? imagenDefaultModel;
  const capabilities = new Set<ImageOperation>(['text_to_image']);
  const label = `Google ${model}`;

  async function generate(request: ImageRequest): Promise<GeneratedImage[]> {
    if (!capabilities.has(request.operation)) throw unsupported('imagen', label, request.operation);
    const call = new ProviderCall('imagen', settings, request, isImagenRefusal);
    const parameters: Record<string, unknown> = {
      sampleCount: Math.max(1, Math.min(4, request.count)),
      aspectRatio: nearestAspectRatio(request.width, request.height, aspectRatios),
      personGeneration: 'allow_adult',
    };
    const reply = (await call.json(`/models/${encodeURIComponent(model)}:predict`, {
      method: 'POST',
      headers: { 'x-goog-api-key': settings.apiKey ?? '', 'content-type': 'application/json' },
      body: JSON.stringify({ instances: [{ prompt: fullPrompt(request) }], parameters }),
    })) as { predictions?: unknown } | null;
    if (!reply || typeof reply !== 'object') throw call.error('malformed', 'answered with something that is not a prediction list');
    const predictions = reply.predictions === undefined ? [] : reply.predictions;
    if (!Array.isArray(predictions)) throw call.error('malformed', 'answered with predictions that are not a list');
    const images = (predictions as { bytesBase64Encoded?: unknown; raiFilteredReason?: unknown }[])
      .filter((p) => p && p.raiFilteredReason === undefined)
      .map((p) => decodeImage(call, p.bytesBase64Encoded));
    // Every image filtered: the reply is empty (or lists only the filter's reasons).
    if (images.length === 0) throw call.error('refused', 'filtered every image under its safety policy');
    request.onProgress?.(1);
    return images;
  }

  return { id: 'imagen', label, capabilities, generate };
}
