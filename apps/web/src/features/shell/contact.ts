import { readRuntimeConfig } from '../../app/runtime-config.ts';

/** Where designers write to us; the server may configure both through the runtime config meta tag. */
export function contactEmails(): { support: string; sales: string } {
  const config = readRuntimeConfig();
  return {
    support: config.supportEmail ?? 'support@genie.localhost',
    sales: config.salesEmail ?? 'sales@genie.localhost',
  };
}

/** A mailto: link with a subject (and an optional body) already filled in. */
export function mailto(address: string, subject: string, body?: string): string {
  const params = new URLSearchParams({ subject });
  if (body) params.set('body', body);
  return `mailto:${address}?${params.toString().replace(/\+/g, '%20')}`;
}
