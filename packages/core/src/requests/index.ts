export * from './request-columns.ts';
export * from './request-priority.ts';
export * from './showcase-conversation.ts';
export * from './retype-interview.ts';
export * from './message-excerpt.ts';
