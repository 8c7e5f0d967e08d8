import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorOf, multipart, registerDesigner, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const personalInfo = (token: string) => t.app.inject({ method: 'GET', url: '/api/accounts/personal_info/', headers: bearer(token) });
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/accounts/login/', payload: { email, password } });
const urlencoded = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function changeForm(token: string, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/accounts/change_password/',
    headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
    payload: urlencoded(fields),
  });
}

describe('changing the password', () => {
  it("works with a form body, and a designer's other tokens stop working while the current one stays valid", async () => {
    const d = await registerDesigner(t.app);
    const otherSession = (await login(d.email, d.password)).json().token;
    const res = await changeForm(d.token, { old_password: d.password, new_password: 'a brand new secret', confirm_password: 'a brand new secret' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: expect.any(String) });
    expect((await personalInfo(d.token)).statusCode).toBe(200);
    expect(errorOf(await personalInfo(otherSession))).toMatchObject({ status: 401, code: 'unauthorized' });
    expect((await login(d.email, 'a brand new secret')).statusCode).toBe(200);
    expect(errorOf(await login(d.email, d.password)).code).toBe('invalid_credentials');
  });

  it('accepts multipart and JSON bodies too', async () => {
    const d = await registerDesigner(t.app);
    const body = multipart({ old_password: d.password, new_password: 'second password', confirm_password: 'second password' });
    expect((await t.app.inject({ method: 'POST', url: '/api/accounts/change_password/', headers: { ...bearer(d.token), ...body.headers }, payload: body.payload })).statusCode).toBe(200);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/change_password/',
      headers: bearer(d.token),
      payload: { old_password: 'second password', new_password: 'third password', confirm_password: 'third password' },
    });
    expect(json.statusCode).toBe(200);
    expect((await login(d.email, 'third password')).statusCode).toBe(200);
  });

  it.each([
    ['old_password', 'Old Password is a required field', { new_password: 'new secret 1', confirm_password: 'new secret 1' }],
    ['new_password', 'New Password is a required field', { old_password: 'whatever1', confirm_password: 'new secret 1' }],
    ['confirm_password', 'Confirm Password is a required field', { old_password: 'whatever1', new_password: 'new secret 1' }],
    ['old_password', 'Old Password is a required field', { old_password: '', new_password: 'new secret 1', confirm_password: 'new secret 1' }],
    ['confirm_password', 'New Password and Confirm Password do not match', { old_password: 'whatever1', new_password: 'new secret 1', confirm_password: 'new secret 2' }],
    ['new_password', 'Password must be at least 8 characters', { old_password: 'whatever1', new_password: 'short', confirm_password: 'short' }],
  ])('rejects a bad %s with "%s"', async (field, msg, fields) => {
    const d = await registerDesigner(t.app);
    const err = errorOf(await changeForm(d.token, fields));
    expect(err).toMatchObject({ status: 400, code: 'validation_failed', msg });
    expect(err.fields).toHaveProperty(field);
  });

  it('refuses a wrong old password: "Old Password is incorrect", and nothing changes', async () => {
    const d = await registerDesigner(t.app);
    const otherSession = (await login(d.email, d.password)).json().token;
    expect(errorOf(await changeForm(d.token, { old_password: 'not my password', new_password: 'new secret 1', confirm_password: 'new secret 1' }))).toMatchObject({
      status: 400,
      code: 'password_incorrect',
      msg: 'Old Password is incorrect',
    });
    expect((await personalInfo(otherSession)).statusCode).toBe(200);
    expect((await login(d.email, d.password)).statusCode).toBe(200);
  });

  it('is only for signed-in designers', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/accounts/change_password/', payload: { old_password: 'a', new_password: 'bbbbbbbb', confirm_password: 'bbbbbbbb' } });
    expect(errorOf(res)).toMatchObject({ status: 401, code: 'unauthorized' });
  });
});
