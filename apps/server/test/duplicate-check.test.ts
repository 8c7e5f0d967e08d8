import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerDesigner, type RegisteredDesigner, type TestApp } from './helpers.ts';

let t: TestApp;
let taken: RegisteredDesigner;
beforeAll(async () => {
  t = await createTestApp();
  taken = await registerDesigner(t.app, { username: 'Owner_Name' });
});
afterAll(() => t.close());

const check = (query: string) => t.app.inject({ method: 'GET', url: `/api/accounts/info_duplicate_check/${query}` });

describe('the duplicate check', () => {
  it('says ok for a free genie name or username', async () => {
    for (const q of ['?genie_name=fresh_genie', '?username=fresh_user', '?genie_name=fresh-2&username=fresh_3']) {
      const res = await check(q);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
  });

  it('says bad_request, with 200, for a taken value in any case', async () => {
    const g = await check(`?genie_name=${taken.genie_name.toUpperCase()}`);
    expect(g.statusCode).toBe(200);
    expect(g.json()).toEqual({ status: 'bad_request', error: 'genie_name_taken', msg: 'This genie name is already taken' });
    const u = await check('?username=owner_name');
    expect(u.statusCode).toBe(200);
    expect(u.json()).toEqual({ status: 'bad_request', error: 'username_taken', msg: 'This username is already taken' });
    expect((await check(`?genie_name=free_one&username=OWNER_NAME`)).json().error).toBe('username_taken');
  });

  it('counts reserved words as taken genie names', async () => {
    for (const name of ['admin', 'Api', 'demo', 'genie', 'LOGIN', 'client_request']) {
      expect((await check(`?genie_name=${name}`)).json()).toMatchObject({ status: 'bad_request', error: 'genie_name_taken' });
    }
  });

  it('answers 400 bad_request for a malformed question', async () => {
    const none = await check('');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ status: 'bad_request', error: 'validation_failed' });
    const chars = await check('?genie_name=has%20space');
    expect(chars.statusCode).toBe(400);
    expect(chars.json()).toEqual({ status: 'bad_request', error: 'genie_name_invalid', msg: 'Only letters, numbers, underscores and hyphens are allowed' });
    expect((await check('?genie_name=')).json()).toMatchObject({ error: 'genie_name_invalid', msg: 'Genie Name is a required field' });
    expect((await check('?username=a/b')).json()).toMatchObject({ error: 'username_invalid' });
  });
});
