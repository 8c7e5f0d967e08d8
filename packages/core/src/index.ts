export * from './plans.ts';
export * from './references/index.ts';
export * from './interview/index.ts';
