export * from './compose-layout.ts';
