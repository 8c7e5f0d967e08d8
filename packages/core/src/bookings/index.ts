export * from './consultation-slot.ts';
export * from './calendar-event.ts';
