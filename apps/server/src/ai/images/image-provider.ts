/**
 * The image-provider port: every source of generated images (a hosted API, a studio's own GPU server, the
 * built-in offline renderer) is one adapter of this interface. The studio's jobs call `generate` and never
 * know which adapter answered beyond `id`/`label`.
 *
 * Masks are canonical: a PNG of the input's size, white = repaint, black = keep. Each adapter converts to its
 * provider's polarity (OpenAI: alpha 0 = edit).
 */
export type ImageOperation = 'text_to_image' | 'image_to_image' | 'inpaint';

export interface ImageStyleHint {
  /** A built-in style id (`DesignStyleId`) or a custom theme's id. */
  id: string;
  /** The English display name, for prompts. */
  label: string;
  /** Extra prompt words of a custom theme. */
  prompt?: string;
}

export interface ImageSpaceHint {
  id: string;
  label: string;
}

export interface ImageRequest {
  operation: ImageOperation;
  prompt: string;
  negativePrompt?: string;
  /** Output size in pixels (adapters round to what their provider accepts). */
  width: number;
  height: number;
  /** 1–4 images. */
  count: number;
  seed?: number;
  /** Input image (PNG/JPEG/WebP bytes, decoded and EXIF-stripped by the caller) for image_to_image and inpaint. */
  image?: Buffer;
  /** Canonical mask for inpaint: PNG, input's size, white = repaint. */
  mask?: Buffer;
  /** image_to_image: 0 = keep the input, 1 = ignore it. */
  strength?: number;
  style?: ImageStyleHint;
  space?: ImageSpaceHint;
  /** Aborted when the designer presses Stop or the job is cancelled; adapters cancel the provider's job. */
  signal: AbortSignal;
  /** 0..1, where the provider reports progress. */
  onProgress?: (fraction: number) => void;
}

export interface GeneratedImage {
  data: Buffer;
  mimeType: 'image/png' | 'image/jpeg' | 'image/webp';
  seed?: number;
}

export interface ImageProvider {
  /** Stable id stored with each result: 'offline', 'openai', 'stability', 'replicate', 'imagen', 'automatic1111', 'comfyui'. */
  readonly id: string;
  /** Human name shown with results ("Built-in renderer", "OpenAI gpt-image-1"). */
  readonly label: string;
  readonly capabilities: ReadonlySet<ImageOperation>;
  generate(request: ImageRequest): Promise<GeneratedImage[]>;
}

export type ImageProviderFailure =
  | 'refused' // content policy
  | 'unavailable' // 5xx, network
  | 'timeout'
  | 'malformed' // a reply we cannot read
  | 'cancelled'
  | 'unsupported' // the adapter cannot do this operation
  | 'rejected'; // 4xx other than policy: bad key, bad input

export class ImageProviderError extends Error {
  constructor(
    readonly reason: ImageProviderFailure,
    message: string,
    readonly provider: string,
  ) {
    super(message);
    this.name = 'ImageProviderError';
  }
}
