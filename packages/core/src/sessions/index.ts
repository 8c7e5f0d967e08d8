export * from './user-agent.ts';
