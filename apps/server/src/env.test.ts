import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env.ts';

describe('configuration', () => {
  it('runs on embedded defaults with nothing set', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.CORS_ORIGINS).toEqual([]);
    expect(env.RATE_LIMIT_PASSWORD_RESET_PER_HOUR).toBe(5);
    expect(env.PASSWORD_SCRYPT_LOG_N).toBe(15);
    expect(env.SALES_EMAIL).toBe('sales@genie.localhost');
  });

  it('keeps password hashing from being configured weaker than scrypt N=2^10', () => {
    expect(() => loadEnv({ PASSWORD_SCRYPT_LOG_N: '8' })).toThrow(ConfigError);
    expect(() => loadEnv({ SALES_EMAIL: 'not an address' })).toThrow(/SALES_EMAIL/);
  });

  it('names every bad value with what was given', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', CORS_ORIGINS: 'not an origin' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = (error as ConfigError).message;
    expect(text).toContain('PORT');
    expect(text).toContain('"eighty"');
    expect(text).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
    expect(text).toContain('CORS_ORIGINS');
  });

  it('takes a reasoning model on the LLM provider, and refuses one without a provider', () => {
    expect(loadEnv({}).LLM).not.toHaveProperty('reasoningModel');
    const env = loadEnv({ LLM_PROVIDER: 'openai', LLM_MODEL: 'gpt-4o-mini', LLM_REASONING_MODEL: ' o3-mini ', LLM_API_KEY: 'sk-test' });
    expect(env.LLM).toMatchObject({ provider: 'openai', model: 'gpt-4o-mini', reasoningModel: 'o3-mini' });
    expect(loadEnv({ LLM_PROVIDER: 'openai', LLM_MODEL: 'gpt-4o-mini', LLM_API_KEY: 'sk-test' }).LLM).toMatchObject({ reasoningModel: undefined });
    expect(() => loadEnv({ LLM_REASONING_MODEL: 'o3-mini' })).toThrow(/LLM_REASONING_MODEL: needs LLM_PROVIDER/);
    expect(loadEnv({ LLM_REASONING_MODEL: '' }).LLM.provider).toBe('none');
  });

  it('keeps files on local disk unless STORAGE=s3 names a bucket and a region', () => {
    expect(loadEnv({}).STORAGE).toBe('local');
    let error: unknown;
    try {
      loadEnv({ STORAGE: 's3', S3_ACCESS_KEY_ID: 'AKIA123' });
    } catch (e) {
      error = e;
    }
    const text = (error as ConfigError).message;
    expect(text).toContain('S3_BUCKET: is required with STORAGE=s3');
    expect(text).toContain('S3_REGION: is required with STORAGE=s3');
    expect(text).toContain('S3_SECRET_ACCESS_KEY: is required when the other S3 key is set');
    expect(() => loadEnv({ STORAGE: 's3', S3_BUCKET: 'Not_A_Bucket', S3_REGION: 'auto' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadEnv({ STORAGE: 's3', S3_BUCKET: 'files', S3_REGION: 'auto', S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadEnv({ STORAGE: 's3', S3_BUCKET: 'files', S3_REGION: 'auto', S3_PREFIX: 'a/../b' })).toThrow(/S3_PREFIX/);
    expect(() => loadEnv({ STORAGE: 'gcs' })).toThrow(/STORAGE/);
  });

  it('reads an R2 or MinIO bucket, with a folder prefix that always ends in one slash', () => {
    const env = loadEnv({
      STORAGE: 's3',
      S3_BUCKET: 'studio-files',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: '/genie/prod/',
    });
    expect(env).toMatchObject({ STORAGE: 's3', S3_BUCKET: 'studio-files', S3_FORCE_PATH_STYLE: true, S3_PREFIX: 'genie/prod/' });
    expect(loadEnv({}).S3_PREFIX).toBe('');
  });

  it('needs no Redis by default, and takes only a redis:// or rediss:// address and a plain key prefix', () => {
    const env = loadEnv({});
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.REDIS_KEY_PREFIX).toBe('genie:');
    expect(env.SHUTDOWN_TIMEOUT_MS).toBe(10_000);
    expect(loadEnv({ REDIS_URL: 'rediss://user:secret@cache.example.com:6380/2' }).REDIS_URL).toBe('rediss://user:secret@cache.example.com:6380/2');
    expect(() => loadEnv({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL: must start with redis:\/\/ or rediss:\/\//);
    expect(() => loadEnv({ REDIS_KEY_PREFIX: 'two words' })).toThrow(/REDIS_KEY_PREFIX/);
    expect(() => loadEnv({ SHUTDOWN_TIMEOUT_MS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});
