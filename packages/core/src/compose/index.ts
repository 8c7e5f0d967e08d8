export * from './compose-layout.ts';
export * from './compose-pieces.ts';
