export * from './errors.ts';
export * from './messages.ts';
export * from './languages.ts';
export * from './custom-styles.ts';
export * from './plans.ts';
export * from './plans-api.ts';
export * from './accounts.ts';
export * from './imagen-configs.ts';
