export * from './quota-period.ts';
