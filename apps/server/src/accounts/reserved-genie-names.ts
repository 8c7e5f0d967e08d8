/**
 * Genie names that would collide with the product's routes or brand; they count as taken. Compared
 * lower-case. The genie name becomes the visitor URL (/genie/{name}), so route words are kept free too.
 */
export const reservedGenieNames: ReadonlySet<string> = new Set([
  'about', 'account', 'accounts', 'admin', 'administrator', 'api', 'app', 'assets', 'auth', 'billing',
  'book', 'chat', 'choosing_interior_plan', 'choosing_plan', 'client_request', 'client_request_demo',
  'contact', 'dashboard', 'demo', 'design_brief', 'docs', 'embed', 'files', 'forget_password', 'genie',
  'genie-embed', 'genie_demo', 'help', 'home', 'interior_plan', 'login', 'logout', 'mail', 'me',
  'mood_board', 'mood_board_v2', 'mood_board_v3', 'my', 'null', 'official', 'plan', 'plans', 'pricing',
  'privacy', 'reference_image', 'register', 'registration', 'reset_password', 'root', 'sales', 'settings',
  'share', 'signin', 'signup', 'static', 'status', 'studio', 'support', 'system', 'terms', 'test',
  'thank_you', 'undefined', 'www',
]);

export function isReservedGenieName(name: string): boolean {
  return reservedGenieNames.has(name.trim().toLowerCase());
}
