export * from './design-style.ts';
export * from './style-vocabulary.ts';
export * from './space-catalog.ts';
export * from './style-catalog.ts';
export * from './style-neighbours.ts';
