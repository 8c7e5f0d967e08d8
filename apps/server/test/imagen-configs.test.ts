import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorOf, registerDesigner, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const configs = '/api/accounts/deisnger_imagen_configs/';
const config = (id: string) => `/api/accounts/deisnger_imagen_config/${id}/`;
const theme = (overrides: Record<string, unknown> = {}) => ({
  display_name: 'Warm Nordic',
  config_type: 'custom_theme',
  data: { input_image_url: 'https://images.example.com/nordic.jpg', prompt: 'oak floors, linen, soft daylight' },
  ...overrides,
});

describe('image-generation configs', () => {
  it('start empty', async () => {
    const d = await registerDesigner(t.app);
    const res = await t.app.inject({ method: 'GET', url: configs, headers: bearer(d.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { custom_spaces: [], custom_themes: [], studies: true } });
  });

  it('keep custom themes that can be created, changed and deleted', async () => {
    const d = await registerDesigner(t.app);
    const created = await t.app.inject({ method: 'POST', url: configs, headers: bearer(d.token), payload: theme() });
    expect(created.statusCode).toBe(200);
    const value = created.json().value;
    expect(value).toEqual({ id: expect.any(String), ...theme() });

    await t.app.inject({ method: 'POST', url: configs, headers: bearer(d.token), payload: theme({ display_name: 'Second', data: { input_image_url: '/api/files/uploads/AAAAAAAAAAAAAAAAAAAAAA.webp', prompt: 'p' } }) });

    const changed = await t.app.inject({
      method: 'PUT',
      url: config(value.id),
      headers: bearer(d.token),
      payload: { display_name: 'Warm Nordic II', data: { input_image_url: 'https://images.example.com/v2.jpg', prompt: 'more oak' } },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      success: true,
      value: { id: value.id, display_name: 'Warm Nordic II', config_type: 'custom_theme', data: { input_image_url: 'https://images.example.com/v2.jpg', prompt: 'more oak' } },
    });

    const listed = (await t.app.inject({ method: 'GET', url: configs, headers: bearer(d.token) })).json().value.custom_themes;
    expect(listed.map((th: { display_name: string }) => th.display_name)).toEqual(['Warm Nordic II', 'Second']);

    const deleted = await t.app.inject({ method: 'DELETE', url: config(value.id), headers: bearer(d.token) });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, msg: expect.any(String) });
    expect(errorOf(await t.app.inject({ method: 'DELETE', url: config(value.id), headers: bearer(d.token) }))).toMatchObject({ status: 404, code: 'not_found' });
    expect((await t.app.inject({ method: 'GET', url: configs, headers: bearer(d.token) })).json().value.custom_themes).toHaveLength(1);
  });

  it.each([
    ['display_name', 'Name is a required field', theme({ display_name: ' ' })],
    ['data.prompt', 'Please enter the prompt', theme({ data: { input_image_url: 'https://x.example/a.jpg', prompt: '' } })],
    ['data.input_image_url', 'Please upload an image', theme({ data: { input_image_url: '', prompt: 'p' } })],
    ['data.input_image_url', 'Please enter a valid link (https://…)', theme({ data: { input_image_url: 'javascript:alert(1)', prompt: 'p' } })],
    ['config_type', 'Please check this value', theme({ config_type: 'custom_spaces' })],
  ])('refuses a theme with a bad %s: "%s"', async (field, msg, payload) => {
    const d = await registerDesigner(t.app);
    const err = errorOf(await t.app.inject({ method: 'POST', url: configs, headers: bearer(d.token), payload }));
    expect(err).toMatchObject({ status: 400, code: 'validation_failed', msg });
    expect(err.fields).toHaveProperty(field);
  });

  it('validate a theme change like a new theme', async () => {
    const d = await registerDesigner(t.app);
    const { id } = (await t.app.inject({ method: 'POST', url: configs, headers: bearer(d.token), payload: theme() })).json().value;
    const err = errorOf(await t.app.inject({ method: 'PUT', url: config(id), headers: bearer(d.token), payload: { display_name: 'x', data: { input_image_url: 'https://x.example/a.jpg', prompt: ' ' } } }));
    expect(err).toMatchObject({ status: 400, msg: 'Please enter the prompt' });
  });

  it('answer 404 for an unknown or malformed theme id', async () => {
    const d = await registerDesigner(t.app);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect(errorOf(await t.app.inject({ method: 'PUT', url: config(id), headers: bearer(d.token), payload: { display_name: 'x', data: { input_image_url: 'https://x.example/a.jpg', prompt: 'p' } } })).status).toBe(404);
      expect(errorOf(await t.app.inject({ method: 'DELETE', url: config(id), headers: bearer(d.token) })).status).toBe(404);
    }
  });

  it('keep a custom space list, replaced as a whole', async () => {
    const d = await registerDesigner(t.app);
    const put = (data: string[]) => t.app.inject({ method: 'PUT', url: configs, headers: bearer(d.token), payload: { config_type: 'custom_spaces', data } });
    const first = await put(['Tea Room', 'Pottery Studio']);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, value: { custom_spaces: ['Tea Room', 'Pottery Studio'] } });
    expect((await put(['  Tea Room  '])).json().value.custom_spaces).toEqual(['Tea Room']);
    expect((await t.app.inject({ method: 'GET', url: configs, headers: bearer(d.token) })).json().value.custom_spaces).toEqual(['Tea Room']);
    expect((await put([])).json().value.custom_spaces).toEqual([]);
  });

  it('refuse a space that already exists: "Space already exists"', async () => {
    const d = await registerDesigner(t.app);
    const put = (data: string[]) => t.app.inject({ method: 'PUT', url: configs, headers: bearer(d.token), payload: { config_type: 'custom_spaces', data } });
    await put(['Tea Room']);
    for (const data of [['Tea Room', 'tea room'], ['Tea Room', 'TEA_ROOM'], ['Living Room'], ['bedroom'], ['Home-Office']]) {
      const err = errorOf(await put(data));
      expect(err).toMatchObject({ status: 409, code: 'space_exists', msg: 'Space already exists' });
    }
    expect((await t.app.inject({ method: 'GET', url: configs, headers: bearer(d.token) })).json().value.custom_spaces).toEqual(['Tea Room']);
  });

  it('refuse an empty space name: "Space Name is a required field"', async () => {
    const d = await registerDesigner(t.app);
    const err = errorOf(await t.app.inject({ method: 'PUT', url: configs, headers: bearer(d.token), payload: { config_type: 'custom_spaces', data: ['ok', ' '] } }));
    expect(err).toMatchObject({ status: 400, code: 'validation_failed', msg: 'Space Name is a required field', fields: { 'data.1': 'space_name_required' } });
  });

  it('are only for signed-in designers', async () => {
    for (const [method, url] of [['GET', configs], ['POST', configs], ['PUT', configs], ['PUT', config('x')], ['DELETE', config('x')]] as const) {
      expect(errorOf(await t.app.inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} })).status).toBe(401);
    }
  });
});
