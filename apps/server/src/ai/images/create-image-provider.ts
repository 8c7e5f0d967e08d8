import type { ImageConfig } from './image-config.ts';
import type { ImageProvider } from './image-provider.ts';
import { createOfflineImageProvider } from './offline/offline-image-provider.ts';
import { createAutomatic1111ImageProvider } from './providers/automatic1111-image-provider.ts';
import { createComfyUiImageProvider } from './providers/comfyui-image-provider.ts';
import { createImagenImageProvider } from './providers/imagen-image-provider.ts';
import { createOpenAiImageProvider } from './providers/openai-image-provider.ts';
import type { HttpProviderSettings } from './providers/provider-http.ts';
import { createReplicateImageProvider } from './providers/replicate-image-provider.ts';
import { createStabilityImageProvider } from './providers/stability-image-provider.ts';

export interface ImageProviderDeps {
  /** For tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** How often jobs are polled (default 1 s). */
  pollIntervalMs?: number;
}

/** The configured image provider (env.IMAGE); the built-in renderer when IMAGE_PROVIDER is offline. */
export function createImageProvider(config: ImageConfig, deps: ImageProviderDeps = {}): ImageProvider {
  if (config.provider === 'offline') return createOfflineImageProvider();
  const settings: HttpProviderSettings = {
    baseUrl: config.baseUrl!,
    apiKey: config.apiKey,
    model: config.model,
    timeoutMs: config.timeoutMs,
    pollIntervalMs: deps.pollIntervalMs,
    fetch: deps.fetch,
  };
  switch (config.provider) {
    case 'openai':
      return createOpenAiImageProvider(settings);
    case 'stability':
      return createStabilityImageProvider(settings);
    case 'replicate':
      return createReplicateImageProvider({ ...settings, version: config.replicate.version });
    case 'imagen':
      return createImagenImageProvider(settings);
    case 'automatic1111':
      return createAutomatic1111ImageProvider(settings);
    case 'comfyui':
      return createComfyUiImageProvider(settings);
  }
}
