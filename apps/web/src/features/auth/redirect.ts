/** Where a signed-in designer lands by default. */
export const HOME_PATH = '/client_request';

/** The query parameter that remembers where a signed-out designer was going. */
export const REDIRECT_PARAM = 'redirect';

/** Only same-site paths are followed after login (never `//host` or `/\host`, which browsers treat as other sites). */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return HOME_PATH;
  if (value === '/' || value.startsWith('/login')) return HOME_PATH;
  return value;
}

/** The login page, remembering `from` so the designer returns there after logging in. */
export function loginPath(from?: string): string {
  if (!from || safeRedirect(from) === HOME_PATH) return '/login';
  return `/login?${new URLSearchParams({ [REDIRECT_PARAM]: from }).toString()}`;
}
