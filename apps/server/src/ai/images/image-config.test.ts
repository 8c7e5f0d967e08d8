import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadEnv, testEnv } from '../../env.ts';
import { createImageProvider } from './create-image-provider.ts';
import { imageEnvSchema } from './image-config.ts';
import { solidPng, startFakeProviderServer, type FakeProviderServer } from './providers/test-support/fake-provider-server.ts';

const problemsOf = (source: Record<string, string>) => {
  const result = imageEnvSchema.safeParse(source);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the image provider configuration', () => {
  it('defaults to the built-in renderer, two generations per designer, with nothing to set', () => {
    const config = testEnv().IMAGE;
    expect(config).toEqual({
      provider: 'offline',
      apiKey: undefined,
      baseUrl: undefined,
      model: undefined,
      timeoutMs: 180_000,
      concurrencyPerDesigner: 2,
      replicate: { version: undefined, webhookSecret: undefined },
    });
    expect(createImageProvider(config)).toMatchObject({ id: 'offline', label: 'Built-in renderer' });
    expect(imageEnvSchema.parse({ IMAGE_PROVIDER: '' }).provider).toBe('offline');
  });

  it('says at boot what each provider is missing', () => {
    for (const provider of ['openai', 'stability', 'replicate', 'imagen']) {
      expect(problemsOf({ IMAGE_PROVIDER: provider })).toEqual([`IMAGE_API_KEY: is required when IMAGE_PROVIDER is ${provider}`]);
    }
    expect(problemsOf({ IMAGE_PROVIDER: 'automatic1111' })).toEqual(['IMAGE_BASE_URL: is required when IMAGE_PROVIDER is automatic1111 (e.g. http://127.0.0.1:7860)']);
    expect(problemsOf({ IMAGE_PROVIDER: 'comfyui' })).toEqual(['IMAGE_BASE_URL: is required when IMAGE_PROVIDER is comfyui (e.g. http://127.0.0.1:8188)']);
    expect(problemsOf({ IMAGE_PROVIDER: 'midjourney' })).toHaveLength(1);
    expect(problemsOf({ IMAGE_PROVIDER: 'comfyui', IMAGE_BASE_URL: '127.0.0.1:8188' })).toEqual(['IMAGE_BASE_URL: must start with http:// or https://']);
    expect(problemsOf({ IMAGE_PROVIDER: 'stability', IMAGE_API_KEY: 'sk-1', IMAGE_MODEL: 'dall-e-3' })[0]).toMatch(/^IMAGE_MODEL: must be core, ultra, sd3/);
    expect(problemsOf({ IMAGE_PROVIDER: 'replicate', IMAGE_API_KEY: 'r8_1', IMAGE_MODEL: 'sdxl' })[0]).toMatch(/^IMAGE_MODEL: must be owner\/name/);
    expect(problemsOf({ IMAGE_CONCURRENCY_PER_DESIGNER: '0' })).toHaveLength(1);
  });

  it('refuses to boot on a missing key, naming the setting, and never prints a key it was given', () => {
    expect(() => loadEnv({ IMAGE_PROVIDER: 'openai' })).toThrow(ConfigError);
    expect(() => loadEnv({ IMAGE_PROVIDER: 'openai' })).toThrow(/IMAGE_API_KEY: is required when IMAGE_PROVIDER is openai/);
    const secrets = { IMAGE_PROVIDER: 'comfyui', IMAGE_API_KEY: 'proxy-token-42', IMAGE_REPLICATE_WEBHOOK_SECRET: 'not-whsec-form' };
    expect(() => loadEnv(secrets)).toThrow(/IMAGE_BASE_URL: is required/);
    try {
      loadEnv(secrets);
    } catch (error) {
      expect((error as Error).message).not.toMatch(/proxy-token-42|not-whsec-form/);
    }
  });

  it.each([
    ['openai', 'OpenAI gpt-image-1', ['text_to_image', 'image_to_image', 'inpaint'], 'https://api.openai.com/v1'],
    ['stability', 'Stability AI core', ['text_to_image', 'image_to_image', 'inpaint'], 'https://api.stability.ai'],
    ['replicate', 'Replicate black-forest-labs/flux-dev', ['text_to_image', 'image_to_image'], 'https://api.replicate.com/v1'],
    ['imagen', 'Google imagen-3.0-generate-002', ['text_to_image'], 'https://generativelanguage.googleapis.com/v1beta'],
  ])('builds the %s adapter with its hosted address', (provider, label, capabilities, baseUrl) => {
    const config = testEnv({ IMAGE_PROVIDER: provider, IMAGE_API_KEY: 'key-123' }).IMAGE;
    expect(config.baseUrl).toBe(baseUrl);
    const adapter = createImageProvider(config);
    expect(adapter).toMatchObject({ id: provider, label });
    expect([...adapter.capabilities]).toEqual(capabilities);
  });

  it.each([
    ['automatic1111', 'http://127.0.0.1:7860/', 'Automatic1111'],
    ['comfyui', 'http://gpu.studio.lan:8188', 'ComfyUI v1-5-pruned-emaonly.safetensors'],
  ])('builds the %s adapter for a studio server', (provider, url, label) => {
    const config = testEnv({ IMAGE_PROVIDER: provider, IMAGE_BASE_URL: url }).IMAGE;
    expect(config.baseUrl).toBe(url.replace(/\/$/, ''));
    expect(createImageProvider(config)).toMatchObject({ id: provider, label });
  });

  describe('with a base URL override', () => {
    let server: FakeProviderServer;
    afterEach(() => server.close());

    it('sends the configured key, model and budget to the address configured', async () => {
      server = await startFakeProviderServer();
      const png = await solidPng(16, 16);
      server.on('POST', '/v2beta/stable-image/generate/ultra', { body: png, headers: { 'content-type': 'image/png', 'finish-reason': 'SUCCESS', seed: '5' } });
      const config = testEnv({ IMAGE_PROVIDER: 'stability', IMAGE_API_KEY: 'sk-from-env', IMAGE_MODEL: 'ultra', IMAGE_BASE_URL: server.baseUrl, IMAGE_TIMEOUT_MS: '5000' }).IMAGE;
      const [image] = await createImageProvider(config).generate({ operation: 'text_to_image', prompt: 'A den', width: 512, height: 512, count: 1, signal: new AbortController().signal });
      expect(image!.seed).toBe(5);
      expect(server.requests[0]!.headers.authorization).toBe('Bearer sk-from-env');
    });
  });
});
