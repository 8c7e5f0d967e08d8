/** Runtime settings the server writes into index.html as <meta name="genie-config" content="{json}">. */
export interface RuntimeConfig {
  sentryDsn?: string;
  sentryEnvironment?: string;
  /** Shown in the admin shell's contact-us popover. */
  supportEmail?: string;
  /** Where the Contact Sales actions write to. */
  salesEmail?: string;
}

export function readRuntimeConfig(): RuntimeConfig {
  const el = document.querySelector('meta[name="genie-config"]');
  if (!el) return {};
  try {
    return JSON.parse(el.getAttribute('content') ?? '{}') as RuntimeConfig;
  } catch {
    return {};
  }
}
