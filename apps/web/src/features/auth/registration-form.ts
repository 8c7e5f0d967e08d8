import { z } from 'zod';
import { email, genieName, language, linkWordsPattern, newPasswordValue, phone, teamName, type RegisterInput } from '@genie/contracts';

/** The registration form: step 1 the genie and the login, step 2 the team profile (spec §2, §5). */
export const registrationForm = z.object({
  genie_name: genieName,
  email,
  password: newPasswordValue,
  name: teamName,
  // Optional: empty means "no username".
  username: z
    .string()
    .trim()
    .max(50, { error: 'too_long' })
    .refine((v) => v === '' || linkWordsPattern.test(v), { error: 'username_chars' }),
  phone,
  language,
});
export type RegistrationFormInput = z.input<typeof registrationForm>;
export type RegistrationFormValues = z.output<typeof registrationForm>;
export type RegistrationField = keyof RegistrationFormInput;

export const stepFields = {
  1: ['genie_name', 'email', 'password'],
  2: ['name', 'username', 'phone', 'language'],
} as const satisfies Record<1 | 2, readonly RegistrationField[]>;
export type Step = keyof typeof stepFields;

export function stepOf(field: RegistrationField): Step {
  return (stepFields[1] as readonly string[]).includes(field) ? 1 : 2;
}

export function isRegistrationField(name: string): name is RegistrationField {
  return [...stepFields[1], ...stepFields[2]].includes(name as never);
}

/** What POST /accounts/register/ receives: empty optional fields are left out. */
export function toRegisterInput(values: RegistrationFormValues): RegisterInput {
  return {
    genie_name: values.genie_name,
    email: values.email,
    password: values.password,
    name: values.name,
    language: values.language,
    ...(values.username ? { username: values.username } : {}),
    ...(values.phone ? { phone: values.phone } : {}),
  };
}
