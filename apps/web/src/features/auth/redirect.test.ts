import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from './redirect.ts';

describe('returning after login', () => {
  it('follows paths inside the app', () => {
    expect(safeRedirect('/account/info/edit')).toBe('/account/info/edit');
    expect(safeRedirect('/section/mood_board?tab=2')).toBe('/section/mood_board?tab=2');
  });

  it('never leaves the site, and never loops back to login', () => {
    for (const unsafe of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/login?redirect=/x', '', null]) {
      expect(safeRedirect(unsafe)).toBe('/client_request');
    }
  });

  it('remembers the page in the login address, unless it is the default one', () => {
    expect(loginPath('/account')).toBe('/login?redirect=%2Faccount');
    expect(loginPath('/client_request')).toBe('/login');
    expect(loginPath()).toBe('/login');
  });
});
