import type { BrandFetchErrorCode } from '@genie/contracts';

/** An expected failure of fetching the site: the analysis is marked failed with `code` (no retry). */
export class BrandFetchError extends Error {
  constructor(
    public readonly code: BrandFetchErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'BrandFetchError';
  }
}

export const isBrandFetchError = (error: unknown): error is BrandFetchError => error instanceof BrandFetchError;
