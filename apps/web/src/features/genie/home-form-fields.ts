import type { z } from 'zod';
import type { homeFormInput } from '@genie/contracts';

/** The home form's fields, in the order a failed check focuses them (no zod: the form's first load). */
export const FIELDS = ['contact_name', 'email', 'phone', 'available_time', 'available_time_other', 'project_type'] as const;
export type FieldName = (typeof FIELDS)[number];
export type FieldErrors = Partial<Record<FieldName, string>>;
export type HomeFormValues = z.input<typeof homeFormInput>;
