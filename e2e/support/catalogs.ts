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
import enGenie from '../../apps/web/src/i18n/visitor/en-US/genie.json' with { type: 'json' };
import enGenieValidation from '../../apps/web/src/i18n/visitor/en-US/genie-validation.json' with { type: 'json' };
import zhGenie from '../../apps/web/src/i18n/visitor/zh-TW/genie.json' with { type: 'json' };
import zhGenieValidation from '../../apps/web/src/i18n/visitor/zh-TW/genie-validation.json' with { type: 'json' };
import koGenie from '../../apps/web/src/i18n/visitor/ko-KR/genie.json' with { type: 'json' };
import koGenieValidation from '../../apps/web/src/i18n/visitor/ko-KR/genie-validation.json' with { type: 'json' };

/**
 * The namespaces the account and visitor screens use, shaped like the English catalogs (the others must
 * match). `genie` and `genieValidation` are the visitor namespaces `genie` and `genie-validation`.
 */
export interface Catalog {
  common: typeof enCommon;
  validation: typeof enValidation;
  errors: typeof enErrors;
  auth: typeof enAuth;
  account: typeof enAccount;
  shell: typeof enShell;
  genie: typeof enGenie;
  genieValidation: typeof enGenieValidation;
}

export const catalogs: Record<Language, Catalog> = {
  'en-US': { common: enCommon, validation: enValidation, errors: enErrors, auth: enAuth, account: enAccount, shell: enShell, genie: enGenie, genieValidation: enGenieValidation },
  'zh-TW': { common: zhCommon, validation: zhValidation, errors: zhErrors, auth: zhAuth, account: zhAccount, shell: zhShell, genie: zhGenie, genieValidation: zhGenieValidation },
  'ko-KR': { common: koCommon, validation: koValidation, errors: koErrors, auth: koAuth, account: koAccount, shell: koShell, genie: koGenie, genieValidation: koGenieValidation },
};

/** Fills i18next `{{name}}` placeholders; fails on a placeholder left without a value. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`no value for {{${name}}} in ${JSON.stringify(template)}`);
    return String(values[name]);
  });
}

/** The text inside a `<tag>…</tag>` component of a react-i18next <Trans> message (e.g. a link's label). */
export function transPart(template: string, tag: string): string {
  const match = new RegExp(`<${tag}>(.*?)</${tag}>`).exec(template);
  if (!match?.[1]) throw new Error(`no <${tag}> in ${JSON.stringify(template)}`);
  return match[1];
}
