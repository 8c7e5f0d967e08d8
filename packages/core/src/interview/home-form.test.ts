import { describe, expect, it } from 'vitest';
import { homeFormInput, validationMessages, visitorValidationMessages } from '@genie/contracts';

// The visitor's home form lives in @genie/contracts; its rules are checked here beside the interview it opens.
const valid = {
  contact_name: 'Mei Lin',
  email: 'mei@example.com',
  phone: '+886 912 345 678',
  available_time: '18to21',
  project_type: 'residential_space',
};

function errorsOf(input: unknown): Record<string, string> {
  const r = homeFormInput.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the home form', () => {
  it('opens a request with contact details, an available time and a project type', () => {
    expect(homeFormInput.parse({ ...valid, language: 'zh-TW' })).toMatchObject({ ...valid, language: 'zh-TW' });
  });

  it('uses the home form’s own messages, distinct from the login’s', () => {
    expect(visitorValidationMessages.visitor_email_format).toBe('Invalid Email Format');
    expect(validationMessages.email_format).toBe('Invalid email format');
    expect(errorsOf({ ...valid, email: 'not-an-email' })).toEqual({ email: 'visitor_email_format' });
    expect(errorsOf({ ...valid, email: '' })).toEqual({ email: 'visitor_email_format' });
  });

  it('requires a phone, an available time, a project type and a name', () => {
    expect(errorsOf({ ...valid, phone: '  ' })).toEqual({ phone: 'phone_required' });
    expect(errorsOf({ ...valid, available_time: undefined })).toEqual({ available_time: 'available_time_required' });
    expect(errorsOf({ ...valid, project_type: '' })).toEqual({ project_type: 'project_type_required' });
    expect(errorsOf({ ...valid, contact_name: '' })).toEqual({ contact_name: 'contact_name_required' });
    expect(visitorValidationMessages.phone_required).toBe('Phone is required');
    expect(visitorValidationMessages.available_time_required).toBe('Please select a available time');
  });

  it('asks for the free text when the available time is "other"', () => {
    expect(errorsOf({ ...valid, available_time: 'other' })).toEqual({ available_time_other: 'available_time_other_required' });
    expect(errorsOf({ ...valid, available_time: 'other', available_time_other: 'Weekends only' })).toEqual({});
  });
});
