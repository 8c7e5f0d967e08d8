import { z } from 'zod';
import { errorCodes } from './error-codes.ts';

export * from './error-codes.ts';
export const errorCode = z.enum(errorCodes);

/** The one error reply shape of the API. `fields` names the inputs at fault, when there are any. */
export const errorReply = z.object({
  success: z.literal(false),
  code: errorCode,
  msg: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorReply = z.infer<typeof errorReply>;

export const okReply = z.object({ success: z.literal(true), msg: z.string() });
export type OkReply = z.infer<typeof okReply>;
