import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorOf, multipart, registerDesigner, type TestApp } from './helpers.ts';
import { makeImage } from './images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getInfo = (token: string) => t.app.inject({ method: 'GET', url: '/api/accounts/personal_info/', headers: bearer(token) });
const putForm = (token: string, fields: Parameters<typeof multipart>[0]) => {
  const body = multipart(fields);
  return t.app.inject({ method: 'PUT', url: '/api/accounts/personal_info/', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
};
const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });

describe('reading personal info', () => {
  it("gives the designer their account, subscription and plan, with the default chatbot styles", async () => {
    const d = await registerDesigner(t.app);
    const res = await getInfo(d.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, msg: expect.any(String) });
    expect(Object.keys(body.data).sort()).toEqual(
      ['address', 'context', 'custom_styles', 'email', 'genie_name', 'id', 'language', 'logo', 'name', 'opening', 'phone', 'subscription_end', 'subscription_start', 'username'].sort(),
    );
    expect(JSON.parse(body.data.custom_styles)).toEqual({ theme: 'dark', primary: '#8b7dbe', secondary: '#FFC700' });
    expect(body.data.logo).toBeNull();
    expect(body.data).not.toHaveProperty('password_hash');
    expect(body.subscription.status).toBe('trialing');
  });

  it('accepts the token as a ?token= query parameter too', async () => {
    const d = await registerDesigner(t.app);
    const res = await t.app.inject({ method: 'GET', url: `/api/accounts/personal_info/?token=${d.token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.genie_name).toBe(d.genie_name);
  });

  it('refuses a caller without a valid token', async () => {
    expect(errorOf(await t.app.inject({ method: 'GET', url: '/api/accounts/personal_info/' }))).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(errorOf(await t.app.inject({ method: 'GET', url: '/api/accounts/personal_info/?token=not-a-real-token-but-long-enough-000000' })).code).toBe('unauthorized');
  });
});

describe('changing personal info', () => {
  it('changes only the fields sent, from a multipart form', async () => {
    const d = await registerDesigner(t.app, { phone: '0912 345 678' });
    const res = await putForm(d.token, { name: 'Lumen Interiors', context: 'We design calm homes.', opening: 'Hi! Tell me about your space.', address: 'Taipei', language: 'ko-KR' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: expect.any(String) });
    const data = (await getInfo(d.token)).json().data;
    expect(data).toMatchObject({ name: 'Lumen Interiors', context: 'We design calm homes.', opening: 'Hi! Tell me about your space.', address: 'Taipei', language: 'ko-KR', phone: '0912 345 678', email: d.email });
  });

  it('accepts a urlencoded or JSON body as well', async () => {
    const d = await registerDesigner(t.app);
    const form = await t.app.inject({
      method: 'PUT',
      url: '/api/accounts/personal_info/',
      headers: { ...bearer(d.token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Form+Team&phone=%2B886+2+1234',
    });
    expect(form.statusCode).toBe(200);
    const json = await t.app.inject({ method: 'PUT', url: '/api/accounts/personal_info/', headers: bearer(d.token), payload: { opening: 'Welcome' } });
    expect(json.statusCode).toBe(200);
    expect((await getInfo(d.token)).json().data).toMatchObject({ name: 'Form Team', phone: '+886 2 1234', opening: 'Welcome' });
  });

  it.each<[string, string, Record<string, string>]>([
    ['name', 'Team Name is a required field', { name: '' }],
    ['email', 'Invalid email format', { email: 'not-an-email' }],
    ['phone', 'Please enter a valid phone number', { phone: 'call me maybe' }],
    ['genie_name', 'Only letters, numbers, underscores and hyphens are allowed', { genie_name: 'bad name!' }],
    ['language', 'Please check this value', { language: 'fr-FR' }],
    ['context', 'This value is too long', { context: 'x'.repeat(5001) }],
    ['custom_styles', 'Please check this value', { custom_styles: 'not json' }],
    ['custom_styles', 'Use a colour like #8b7dbe', { custom_styles: '{"theme":"dark","primary":"red","secondary":"#FFC700"}' }],
    ['custom_styles', 'Please check this value', { custom_styles: '{"theme":"sepia","primary":"#000000","secondary":"#FFC700"}' }],
  ])('rejects a bad %s with "%s" and changes nothing', async (field, msg, fields) => {
    const d = await registerDesigner(t.app);
    const before = (await getInfo(d.token)).json().data;
    const err = errorOf(await putForm(d.token, fields));
    expect(err).toMatchObject({ status: 400, code: 'validation_failed', msg });
    expect(err.fields).toHaveProperty(field);
    expect((await getInfo(d.token)).json().data).toEqual(before);
  });

  it('stores the chatbot colours as normalised JSON', async () => {
    const d = await registerDesigner(t.app);
    expect((await putForm(d.token, { custom_styles: '{ "secondary": "#000000", "theme": "light", "primary": "#123abc", "extra": 1 }' })).statusCode).toBe(200);
    expect((await getInfo(d.token)).json().data.custom_styles).toBe('{"theme":"light","primary":"#123abc","secondary":"#000000"}');
  });

  it('re-checks uniqueness when the genie name, username or e-mail changes', async () => {
    const other = await registerDesigner(t.app, { username: 'other_owner' });
    const d = await registerDesigner(t.app);
    expect(errorOf(await putForm(d.token, { genie_name: other.genie_name.toUpperCase() }))).toMatchObject({ status: 409, code: 'genie_name_taken' });
    expect(errorOf(await putForm(d.token, { genie_name: 'Admin' }))).toMatchObject({ status: 409, code: 'genie_name_taken' });
    expect(errorOf(await putForm(d.token, { username: 'OTHER_OWNER' }))).toMatchObject({ status: 409, code: 'username_taken' });
    expect(errorOf(await putForm(d.token, { email: other.email.toUpperCase() }))).toMatchObject({ status: 409, code: 'email_taken' });
  });

  it("lets a designer re-case their own genie name, rename it, and clear their username", async () => {
    const d = await registerDesigner(t.app, { username: 'me_myself' });
    expect((await putForm(d.token, { genie_name: d.genie_name.toUpperCase() })).statusCode).toBe(200);
    expect((await putForm(d.token, { genie_name: `${d.genie_name}_new`, username: '' })).statusCode).toBe(200);
    const data = (await getInfo(d.token)).json().data;
    expect(data).toMatchObject({ genie_name: `${d.genie_name}_new`, username: null });
    expect((await t.app.inject({ method: 'GET', url: `/api/accounts/designer/${d.genie_name}/` })).statusCode).toBe(404);
  });

  it('needs a valid bearer token (a ?token= query is not enough to write)', async () => {
    const d = await registerDesigner(t.app);
    const body = multipart({ name: 'Hijack' });
    expect(errorOf(await t.app.inject({ method: 'PUT', url: `/api/accounts/personal_info/?token=${d.token}`, headers: body.headers, payload: body.payload })).status).toBe(401);
    expect((await getInfo(d.token)).json().data.name).toBe(d.genie_name);
  });
});

describe('the logo', () => {
  it('is verified, shrunk to at most 512 px, stored as WebP under an unguessable key and served with safe headers', async () => {
    const d = await registerDesigner(t.app);
    const res = await putForm(d.token, { logo: { filename: 'Logo.PNG', data: await makeImage.png(1200, 600), contentType: 'image/png' } });
    expect(res.statusCode).toBe(200);
    const logo: string = (await getInfo(d.token)).json().data.logo;
    expect(logo).toMatch(/^\/api\/files\/logos\/[A-Za-z0-9_-]{22}\.webp$/);
    const file = await fetchFile(logo);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 256 });
  });

  it('accepts .jpg, .jpeg and .webp files too', async () => {
    const d = await registerDesigner(t.app);
    const jpeg = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#ffffff' } }).jpeg().toBuffer();
    for (const file of [
      { filename: 'a.jpg', data: jpeg },
      { filename: 'a.jpeg', data: jpeg },
      { filename: 'a.webp', data: await makeImage.webp() },
    ]) {
      expect((await putForm(d.token, { logo: file })).statusCode).toBe(200);
    }
  });

  it('loses its EXIF metadata and is turned upright', async () => {
    const d = await registerDesigner(t.app);
    const original = await makeImage.sidewaysJpegWithExif();
    expect(await sharp(original).metadata()).toMatchObject({ orientation: 6, width: 400, height: 200, exif: expect.any(Buffer) });
    expect(original.includes(Buffer.from('Jane Private'))).toBe(true);
    expect((await putForm(d.token, { logo: { filename: 'photo.jpg', data: original } })).statusCode).toBe(200);
    const stored = (await fetchFile((await getInfo(d.token)).json().data.logo)).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([200, 400]);
    expect(stored.includes(Buffer.from('Jane Private'))).toBe(false);
  });

  it('replaces the old file when a new logo arrives, and remove_logo clears it', async () => {
    const d = await registerDesigner(t.app);
    await putForm(d.token, { logo: { filename: 'one.png', data: await makeImage.png() } });
    const first: string = (await getInfo(d.token)).json().data.logo;
    await putForm(d.token, { logo: { filename: 'two.png', data: await makeImage.png(100, 100) } });
    const second: string = (await getInfo(d.token)).json().data.logo;
    expect(second).not.toBe(first);
    expect((await fetchFile(first)).statusCode).toBe(404);
    expect((await putForm(d.token, { remove_logo: 'true' })).statusCode).toBe(200);
    expect((await getInfo(d.token)).json().data.logo).toBeNull();
    expect((await fetchFile(second)).statusCode).toBe(404);
  });

  it('ignores an empty file input (no file chosen)', async () => {
    const d = await registerDesigner(t.app);
    expect((await putForm(d.token, { name: 'No Logo Team', logo: { filename: '', data: Buffer.alloc(0) } })).statusCode).toBe(200);
    expect((await getInfo(d.token)).json().data).toMatchObject({ name: 'No Logo Team', logo: null });
  });

  it('refuses a damaged image: "Image is damaged"', async () => {
    const d = await registerDesigner(t.app);
    const png = await makeImage.png();
    for (const data of [png.subarray(0, Math.floor(png.length / 2)), Buffer.from('definitely not an image')]) {
      expect(errorOf(await putForm(d.token, { logo: { filename: 'broken.png', data } }))).toEqual({ status: 422, code: 'image_damaged', msg: 'Image is damaged' });
    }
    expect((await getInfo(d.token)).json().data.logo).toBeNull();
  });

  it('refuses other file types, by extension and by content', async () => {
    const d = await registerDesigner(t.app);
    const gif = await makeImage.gif();
    for (const file of [
      { filename: 'anim.gif', data: gif },
      { filename: 'disguised.png', data: gif },
      { filename: 'logo.svg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
      { filename: 'no-extension', data: await makeImage.png() },
    ]) {
      expect(errorOf(await putForm(d.token, { logo: file }))).toEqual({
        status: 415,
        code: 'image_type_unsupported',
        msg: 'Please upload a .jpg, .jpeg, .png or .webp image',
      });
    }
  });

  it('refuses a file over 10 MB: "The image file size limit is 10MB"', async () => {
    const d = await registerDesigner(t.app);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
    expect(errorOf(await putForm(d.token, { name: 'Too Big', logo: { filename: 'huge.png', data: big } }))).toEqual({
      status: 413,
      code: 'image_too_large',
      msg: 'The image file size limit is 10MB',
    });
    expect((await getInfo(d.token)).json().data.name).not.toBe('Too Big');
  });

  it('accepts an image just under 10 MB (the 1 MB JSON body limit does not apply to uploads)', async () => {
    const d = await registerDesigner(t.app);
    const noise = await sharp(Buffer.alloc(1800 * 1800 * 3).map(() => Math.floor(Math.random() * 256)), { raw: { width: 1800, height: 1800, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(noise.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(noise.length).toBeLessThan(10 * 1024 * 1024);
    expect((await putForm(d.token, { logo: { filename: 'noise.png', data: noise } })).statusCode).toBe(200);
  });

  it('is not served for a made-up or malformed key', async () => {
    for (const url of ['/api/files/logos/AAAAAAAAAAAAAAAAAAAAAA.webp', '/api/files/../../etc/passwd', '/api/files/logos/%2e%2e%2fsecret.webp']) {
      expect((await fetchFile(url)).statusCode).toBe(404);
    }
  });
});

describe('the public designer profile', () => {
  it('shows only public fields, looked up by link words in any case', async () => {
    const d = await registerDesigner(t.app, { name: 'Public Team', phone: '0900 000 000', username: 'secret_user' });
    await putForm(d.token, { context: 'private notes', opening: 'Hello there', address: 'Secret St 1', logo: { filename: 'l.png', data: await makeImage.png() } });
    const res = await t.app.inject({ method: 'GET', url: `/api/accounts/designer/${d.genie_name.toUpperCase()}/` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, msg: expect.any(String), plan: { id: 'professional', status: 'trialing' } });
    expect(Object.keys(body.data).sort()).toEqual(['custom_styles', 'genie_name', 'language', 'logo', 'name', 'opening']);
    expect(body.data).toMatchObject({ name: 'Public Team', genie_name: d.genie_name, opening: 'Hello there', language: 'en-US' });
    expect(body.data.logo).toMatch(/^\/api\/files\/logos\//);
    expect(JSON.parse(body.data.custom_styles)).toEqual({ theme: 'dark', primary: '#8b7dbe', secondary: '#FFC700' });
    for (const secret of [d.email, '0900 000 000', 'private notes', 'Secret St 1', 'secret_user', 'scrypt']) expect(res.body).not.toContain(secret);
  });

  it('answers 404 not_found for an unknown genie', async () => {
    expect(errorOf(await t.app.inject({ method: 'GET', url: '/api/accounts/designer/no_such_genie/' }))).toMatchObject({ status: 404, code: 'not_found' });
  });
});
