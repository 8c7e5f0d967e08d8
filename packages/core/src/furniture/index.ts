export * from './rooms.ts';
export * from './match-furniture.ts';
export * from './demo-catalogue.ts';
