import { z } from 'zod';
import { language } from './languages.ts';
import type { ValidationKey } from './messages.ts';
import { availableTimes, projectTypes, type VisitorValidationKey } from './client-request-constants.ts';
import { line } from './text.ts';
import { requestSource } from './embed.ts';

export * from './client-request-constants.ts';

const m = (key: ValidationKey | VisitorValidationKey) => ({ error: key });

export const projectType = z.enum(projectTypes, m('project_type_required'));
export type ProjectType = z.infer<typeof projectType>;

export const availableTime = z.enum(availableTimes, m('available_time_required'));
export type AvailableTime = z.infer<typeof availableTime>;
export const availableTimeLabels = {
  '9to12': '9am-12pm',
  '12to18': '12pm-6pm',
  '18to21': '6pm-9pm',
  other: 'other',
} as const satisfies Record<AvailableTime, string>;

// ---- the home form (spec §5) ----
export const contactName = line(100, { required: 'contact_name_required' });
export const visitorEmail = z
  .string(m('visitor_email_format'))
  .trim()
  .max(254, m('too_long'))
  .pipe(z.email(m('visitor_email_format')));
export const visitorPhone = z
  .string(m('phone_required'))
  .trim()
  .min(1, m('phone_required'))
  .max(40, m('too_long'))
  .regex(/^[+()0-9\s.-]*$/, m('phone_format'));

const homeFormFields = z.object({
  contact_name: contactName,
  email: visitorEmail,
  phone: visitorPhone,
  available_time: availableTime,
  /** Free text, required when `available_time` is `other`. */
  available_time_other: line(200).optional(),
  project_type: projectType,
  /** The visitor's interface language; the conversation runs in it. */
  language: language.optional(),
});
const otherTimeGiven = (v: { available_time: string; available_time_other?: string }) =>
  v.available_time !== 'other' || (v.available_time_other ?? '').length > 0;
const otherTimeMissing = () => ({ ...m('available_time_other_required'), path: ['available_time_other'] });

export const homeFormInput = homeFormFields.refine(otherTimeGiven, otherTimeMissing());
/** The home form as sent, with where the request came from when it started in the embed widget. */
export const startClientRequestInput = homeFormFields
  .extend({
    source: requestSource.optional(),
    /** False when the visitor's flow has no reference rounds (the one-page mood board): the genie's closing words then lead to the brief. */
    reference_rounds: z.boolean().optional(),
  })
  .refine(otherTimeGiven, otherTimeMissing());
export type HomeFormInput = z.infer<typeof homeFormInput>;

// ---- brief fields (spec §3 "Common overview fields" and the per-project-type fields) ----
export const briefFieldIds = [
  // common overview fields
  'project_background',
  'other_design_requirements',
  'problem_need',
  'target_audience',
  'preferred_style',
  'colors_and_elements',
  'other_preferences',
  'plans_after_project',
  'collaboration_notes',
  'expected_deadline',
  'key_considerations',
  'address',
  'distance',
  'number_of_visits',
  // brand / logo
  'registration_status',
  'need_registration_assistance',
  'brand_name_story',
  'products_or_services',
  'brand_website',
  // packaging
  'product_description',
  'unique_selling_point',
  'specification',
  'packaging_form',
  'sales_channels',
  'preferred_materials',
  // website
  'url',
  'category',
  'main_pages',
  'languages',
  'competitors',
  'budget',
  // commercial space (exhibition adds the three after it)
  'brand_value',
  'competitive_advantage',
  'unique_design',
  'space_size',
  'opening_date',
  'water_electricity_supply',
  'entry_date',
  'exit_date',
  // residential
  'property_category',
  'age',
  'lifestyle',
  'important_collections',
  'memorable_moments',
  'move_in_date',
  'layout',
] as const;
export const briefFieldId = z.enum(briefFieldIds);
export type BriefFieldId = z.infer<typeof briefFieldId>;

export const fieldKinds = ['free_text', 'number_with_unit', 'money', 'date', 'yes_no', 'choice', 'list'] as const;
export const fieldKind = z.enum(fieldKinds);
export type FieldKind = z.infer<typeof fieldKind>;

/** Units a number may carry: areas, distances or travel times, years (a property's age) and counts. */
export const quantityUnits = ['m2', 'ping', 'pyeong', 'ft2', 'km', 'm', 'mi', 'min', 'h', 'years', 'times'] as const;
export const quantityUnit = z.enum(quantityUnits);
export type QuantityUnit = z.infer<typeof quantityUnit>;

/** The currencies a visitor may name: the three languages' own, and those of where visitors often live abroad. */
export const currencies = ['TWD', 'USD', 'KRW', 'HKD', 'EUR', 'JPY', 'CNY', 'AUD', 'CAD', 'GBP', 'SGD', 'NZD', 'THB'] as const;
export const currency = z.enum(currencies);
export type Currency = z.infer<typeof currency>;

/** `at_most`: "under 100萬"; `at_least`: "30坪以上". A range sets `max`. */
const bound = z.enum(['at_most', 'at_least']).optional();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A parsed answer, by field kind; `undecided` is "not decided yet" for any kind. */
export const briefValue = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('free_text'), text: z.string() }),
  z.object({
    kind: z.literal('number_with_unit'),
    amount: z.number(),
    max: z.number().optional(),
    bound,
    approximate: z.boolean(),
    unit: quantityUnit,
    /** The visitor gave a bare number; the unit is the field's usual one in the visitor's language. */
    unitAssumed: z.boolean(),
    /** Areas also in square metres, rounded to 2 decimals. */
    squareMeters: z.number().optional(),
    squareMetersMax: z.number().optional(),
  }),
  z.object({
    kind: z.literal('money'),
    amount: z.number(),
    max: z.number().optional(),
    bound,
    approximate: z.boolean(),
    currency,
    /** No currency was written; it is the visitor language's usual one. */
    currencyAssumed: z.boolean(),
  }),
  z.object({
    kind: z.literal('date'),
    /** The day meant, or the first day of the month/quarter/year meant; null when `flexible`. */
    date: isoDate.nullable(),
    precision: z.enum(['day', 'month', 'quarter', 'year']).nullable(),
    /** `on`: around then; `by`: no later than; `asap`; `flexible`: no particular date. */
    relation: z.enum(['on', 'by', 'asap', 'flexible']),
    part: z.enum(['early', 'mid', 'late']).optional(),
  }),
  z.object({ kind: z.literal('yes_no'), value: z.boolean() }),
  z.object({ kind: z.literal('choice'), selected: z.array(z.string()).min(1), otherText: z.string().optional() }),
  z.object({ kind: z.literal('list'), items: z.array(z.string()) }),
  z.object({ kind: z.literal('undecided') }),
]);
export type BriefValue = z.infer<typeof briefValue>;

/** One collected brief field: the visitor's words are always kept beside what was understood of them. */
export const briefFieldValue = z.object({
  raw: z.string(),
  /** null when skipped, or when the words could not be parsed and were accepted as they are. */
  value: briefValue.nullable(),
  skipped: z.boolean(),
  answeredAt: z.iso.datetime(),
  /** The visitor's whole message the value was read from, when `raw` is only part of it (the designer sees it on hover). */
  source: z.string().optional(),
  /** The words could not be filed with confidence: kept as said, marked "to clarify" for the designer. */
  clarify: z.boolean().optional(),
  /** The designer wrote this value on the overview (absent: the client said it). */
  editedBy: z.literal('designer').optional(),
  /** What the client had said for the field before the designer's edit, kept for the designer to compare. */
  clientSaid: z.string().optional(),
});
export type BriefFieldValue = z.infer<typeof briefFieldValue>;

export const briefFields = z.partialRecord(briefFieldId, briefFieldValue);
export type BriefFields = z.infer<typeof briefFields>;

/** The conversation engine's state (packages/core/interview): plain JSON, stored and resumed as is. */
export const interviewState = z.object({
  version: z.literal(1),
  projectType: z.enum(projectTypes),
  language,
  designer: z.object({ teamName: z.string(), opening: z.string() }),
  config: z.object({
    turnBudget: z.number().int().positive(),
    maxReasks: z.number().int().nonnegative(),
    followUpMinutes: z.number().positive(),
    utcOffsetMinutes: z.number().int(),
    /** False when the flow goes from the conversation straight to the brief (absent: reference rounds come next). */
    referenceRounds: z.literal(false).optional(),
  }),
  answers: briefFields,
  /** Fields in the order they were first answered or skipped (what "go back" walks through). */
  order: z.array(briefFieldId),
  /** Set by "go back": the field asked again; the next answer replaces its value. */
  revisit: briefFieldId.nullable(),
  /** Clarifications already asked, per field. */
  reasks: z.partialRecord(briefFieldId, z.number().int().nonnegative()),
  /** Times the visitor asked what a question means, per field: explained once, then passed, never asked a third time. */
  helps: z.partialRecord(briefFieldId, z.number().int().nonnegative()).optional(),
  /**
   * Times a question was set aside because the visitor's reply spoke only of other things: it comes back
   * after the other open questions, and is passed the second time, never asked in a loop.
   */
  setAside: z.partialRecord(briefFieldId, z.number().int().nonnegative()).optional(),
  /** Visitor turns (answers, clarification replies, skips). */
  turns: z.number().int().nonnegative(),
  /**
   * What the visitor asked the studio on the way ("How long does a logo usually take?"), in their words and in the
   * order asked: the genie says the studio will answer, and the designer's overview lists them. (Absent before any.)
   */
  questions: z.array(z.object({ text: z.string(), at: z.string() })).optional(),
  /**
   * A message cut off mid-sentence ("budget is", "예산은", "預算大概"), waiting for the rest: the next message is read
   * with it in front ("예산은" + "오백 정도요"). (Absent when none waits.)
   */
  unfinished: z.object({ text: z.string(), at: z.string() }).optional(),
});
export type InterviewState = z.infer<typeof interviewState>;

/**
 * The tool-call schema an LLM fills when it extracts brief fields from a visitor's message: the
 * visitor's own words per field, which the engine then parses like a typed answer.
 */
export function briefExtractionSchema(fields: readonly { id: BriefFieldId; description: string }[]) {
  const shape: Record<string, z.ZodOptional<z.ZodString>> = {};
  for (const f of fields) shape[f.id] = z.string().trim().min(1).max(2000).optional().describe(f.description);
  return z.strictObject(shape);
}
