/**
 * The web app's own translation catalogs (apps/web/src/i18n), so specs assert the exact text the app
 * shows in each language instead of copies of it.
 */
import type { Language } from '@genie/contracts';
import enCommon from '../../apps/web/src/i18n/shared/en-US/common.json' with { type: 'json' };
import enValidation from '../../apps/web/src/i18n/shared/en-US/validation.json' with { type: 'json' };
import enErrors from '../../apps/web/src/i18n/shared/en-US/errors.json' with { type: 'json' };
import enAuth from '../../apps/web/src/i18n/admin/en-US/auth.json' with { type: 'json' };
import enAccount from '../../apps/web/src/i18n/admin/en-US/account.json' with { type: 'json' };
import enShell from '../../apps/web/src/i18n/admin/en-US/shell.json' with { type: 'json' };
import zhCommon from '../../apps/web/src/i18n/shared/zh-TW/common.json' with { type: 'json' };
import zhValidation from '../../apps/web/src/i18n/shared/zh-TW/validation.json' with { type: 'json' };
import zhErrors from '../../apps/web/src/i18n/shared/zh-TW/errors.json' with { type: 'json' };
import zhAuth from '../../apps/web/src/i18n/admin/zh-TW/auth.json' with { type: 'json' };
import zhAccount from '../../apps/web/src/i18n/admin/zh-TW/account.json' with { type: 'json' };
import zhShell from '../../apps/web/src/i18n/admin/zh-TW/shell.json' with { type: 'json' };
import koCommon from '../../apps/web/src/i18n/shared/ko-KR/common.json' with { type: 'json' };
import koValidation from '../../apps/web/src/i18n/shared/ko-KR/validation.json' with { type: 'json' };
import koErrors from '../../apps/web/src/i18n/shared/ko-KR/errors.json' with { type: 'json' };
import koAuth from '../../apps/web/src/i18n/admin/ko-KR/auth.json' with { type: 'json' };
import koAccount from '../../apps/web/src/i18n/admin/ko-KR/account.json' with { type: 'json' };
import koShell from '../../apps/web/src/i18n/admin/ko-KR/shell.json' with { type: 'json' };
import enClients from '../../apps/web/src/i18n/admin/en-US/clients.json' with { type: 'json' };
import enClientRequest from '../../apps/web/src/i18n/admin/en-US/client-request.json' with { type: 'json' };
import enAiSuggestions from '../../apps/web/src/i18n/admin/en-US/ai-suggestions.json' with { type: 'json' };
import enBrandAnalysis from '../../apps/web/src/i18n/admin/en-US/brand-analysis.json' with { type: 'json' };
import zhClients from '../../apps/web/src/i18n/admin/zh-TW/clients.json' with { type: 'json' };
import zhClientRequest from '../../apps/web/src/i18n/admin/zh-TW/client-request.json' with { type: 'json' };
import zhAiSuggestions from '../../apps/web/src/i18n/admin/zh-TW/ai-suggestions.json' with { type: 'json' };
import zhBrandAnalysis from '../../apps/web/src/i18n/admin/zh-TW/brand-analysis.json' with { type: 'json' };
import koClients from '../../apps/web/src/i18n/admin/ko-KR/clients.json' with { type: 'json' };
import koClientRequest from '../../apps/web/src/i18n/admin/ko-KR/client-request.json' with { type: 'json' };
import koAiSuggestions from '../../apps/web/src/i18n/admin/ko-KR/ai-suggestions.json' with { type: 'json' };
import koBrandAnalysis from '../../apps/web/src/i18n/admin/ko-KR/brand-analysis.json' with { type: 'json' };
import enSections from '../../apps/web/src/i18n/admin/en-US/sections.json' with { type: 'json' };
import zhSections from '../../apps/web/src/i18n/admin/zh-TW/sections.json' with { type: 'json' };
import koSections from '../../apps/web/src/i18n/admin/ko-KR/sections.json' with { type: 'json' };
import enGenie from '../../apps/web/src/i18n/visitor/en-US/genie.json' with { type: 'json' };
import enGenieValidation from '../../apps/web/src/i18n/visitor/en-US/genie-validation.json' with { type: 'json' };
import zhGenie from '../../apps/web/src/i18n/visitor/zh-TW/genie.json' with { type: 'json' };
import zhGenieValidation from '../../apps/web/src/i18n/visitor/zh-TW/genie-validation.json' with { type: 'json' };
import koGenie from '../../apps/web/src/i18n/visitor/ko-KR/genie.json' with { type: 'json' };
import koGenieValidation from '../../apps/web/src/i18n/visitor/ko-KR/genie-validation.json' with { type: 'json' };
import enLabels from '../../packages/core/src/i18n/en-US/catalog.json' with { type: 'json' };
import zhLabels from '../../packages/core/src/i18n/zh-TW/catalog.json' with { type: 'json' };
import koLabels from '../../packages/core/src/i18n/ko-KR/catalog.json' with { type: 'json' };

/**
 * The namespaces the account, workspace and visitor screens use, shaped like the English catalogs (the
 * others must match). `genie` and `genieValidation` are the visitor namespaces `genie` and
 * `genie-validation`; `clientRequest`, `aiSuggestions` and `brandAnalysis` are the admin namespaces
 * `client-request`, `ai-suggestions` and `brand-analysis`; `catalog` is the label catalogue the web app
 * loads as the namespace `catalog` (packages/core/src/i18n: project types, brief fields, styles, spaces).
 */
export interface Catalog {
  common: typeof enCommon;
  validation: typeof enValidation;
  errors: typeof enErrors;
  auth: typeof enAuth;
  account: typeof enAccount;
  shell: typeof enShell;
  clients: typeof enClients;
  clientRequest: typeof enClientRequest;
  aiSuggestions: typeof enAiSuggestions;
  brandAnalysis: typeof enBrandAnalysis;
  /** The admin namespace `sections`: the sidebar's workspaces across every lead. */
  sections: typeof enSections;
  genie: typeof enGenie;
  genieValidation: typeof enGenieValidation;
  catalog: typeof enLabels;
}

export const catalogs: Record<Language, Catalog> = {
  'en-US': { common: enCommon, validation: enValidation, errors: enErrors, auth: enAuth, account: enAccount, shell: enShell, clients: enClients, clientRequest: enClientRequest, aiSuggestions: enAiSuggestions, brandAnalysis: enBrandAnalysis, sections: enSections, genie: enGenie, genieValidation: enGenieValidation, catalog: enLabels },
  'zh-TW': { common: zhCommon, validation: zhValidation, errors: zhErrors, auth: zhAuth, account: zhAccount, shell: zhShell, clients: zhClients, clientRequest: zhClientRequest, aiSuggestions: zhAiSuggestions, brandAnalysis: zhBrandAnalysis, sections: zhSections, genie: zhGenie, genieValidation: zhGenieValidation, catalog: zhLabels },
  'ko-KR': { common: koCommon, validation: koValidation, errors: koErrors, auth: koAuth, account: koAccount, shell: koShell, clients: koClients, clientRequest: koClientRequest, aiSuggestions: koAiSuggestions, brandAnalysis: koBrandAnalysis, sections: koSections, genie: koGenie, genieValidation: koGenieValidation, catalog: koLabels },
};

/** Fills i18next `{{name}}` placeholders; fails on a placeholder left without a value. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`no value for {{${name}}} in ${JSON.stringify(template)}`);
    return String(values[name]);
  });
}

/**
 * The plural form i18next picks for `count` in `language`: `forms.<key>_one` or `forms.<key>_other`
 * (Korean and Chinese have only "other"), with `{{count}}` and the other placeholders filled.
 */
export function plural(language: Language, forms: object, key: string, count: number, values: Record<string, string | number> = {}): string {
  const category = new Intl.PluralRules(language).select(count);
  const templates = forms as Record<string, string | undefined>;
  const template = templates[`${key}_${category}`] ?? templates[`${key}_other`];
  if (template === undefined) throw new Error(`no plural forms for ${key}`);
  return fill(template, { count, ...values });
}

/**
 * A pattern for a message whose placeholders are partly unknown (a formatted date): the given values
 * are filled in, every other `{{placeholder}}` matches any text.
 */
export function pattern(template: string, values: Record<string, string | number> = {}): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const source = template
    .split(/(\{\{\s*\w+\s*\}\})/)
    .map((part) => {
      const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
      if (name === undefined) return escape(part);
      return name in values ? escape(String(values[name])) : '.+';
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** The text inside a `<tag>…</tag>` component of a react-i18next <Trans> message (e.g. a link's label). */
export function transPart(template: string, tag: string): string {
  const match = new RegExp(`<${tag}>(.*?)</${tag}>`).exec(template);
  if (!match?.[1]) throw new Error(`no <${tag}> in ${JSON.stringify(template)}`);
  return match[1];
}
