/** Ports and addresses shared by the Playwright config, the fixtures and the mail catcher. */
function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`${name} must be a TCP port, got ${JSON.stringify(raw)}`);
  return value;
}

export function mailCatcherPorts() {
  return { smtpPort: port('MAIL_CATCHER_SMTP_PORT', 2525), httpPort: port('MAIL_CATCHER_HTTP_PORT', 2526) };
}

export function appPort(): number {
  return port('E2E_PORT', 4173);
}

export function brandSitePort(): number {
  return port('E2E_BRAND_SITE_PORT', 4180);
}

/** The brand-analysis fixture site (support/brand-site.ts). */
export const brandSiteOrigin = () => `http://127.0.0.1:${brandSitePort()}`;

export const appOrigin = () => `http://127.0.0.1:${appPort()}`;
export const mailCatcherOrigin = () => `http://127.0.0.1:${mailCatcherPorts().httpPort}`;

export function embedHostPort(): number {
  return port('E2E_EMBED_HOST_PORT', 4181);
}

/** A studio's own website that embeds the genie (support/embed-host-site.ts): another origin and another site than the product. */
export const embedHostOrigin = () => `http://localhost:${embedHostPort()}`;
