import { z } from 'zod';
import { languages } from './language-list.ts';

export * from './language-list.ts';
export const language = z.enum(languages);
