/**
 * The product is up, routes the basics and keeps its doors shut. (The login screen in each language, with its axe scan, is
 * auth-languages.spec.ts's.)
 */
import { expect, screenshot, test } from '../support/fixtures.ts';

test.describe('server', () => {
  test('answers the health check', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  test('sends security headers and a request id', async ({ request }) => {
    for (const url of ['/api/health', '/login']) {
      const res = await request.get(url);
      const headers = res.headers();
      expect(headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['x-request-id'], url).toMatch(/^[\w-]{8,}$/);
    }
  });

  test('keeps CORS closed to foreign origins', async ({ request }) => {
    const simple = await request.get('/api/health', { headers: { Origin: 'https://evil.example' } });
    expect(simple.headers()['access-control-allow-origin']).toBeUndefined();

    const preflight = await request.fetch('/api/accounts/login/', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://evil.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
  });

  test('replies to an unknown API path with the JSON error shape', async ({ request }) => {
    const res = await request.get('/api/no-such-endpoint');
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ success: false });
  });
});

test.describe('web app', () => {
  test('redirects / to /login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('shows the not-found page for an unknown route', async ({ page }) => {
    const res = await page.goto('/no/such/page');
    // The SPA answers every page path with its shell; the app itself renders the not-found screen.
    expect(res?.status()).toBe(200);
    await expect(page).toHaveURL(/\/no\/such\/page$/);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await screenshot(page, 'not-found');
  });
});
