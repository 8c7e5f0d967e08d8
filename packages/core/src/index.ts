export * from './plans.ts';
export * from './i18n/catalog.ts';
export * from './references/index.ts';
export * from './interview/index.ts';
export * from './requests/index.ts';
export * from './suggestions/index.ts';
export * from './billing/index.ts';
export * from './furniture/index.ts';
