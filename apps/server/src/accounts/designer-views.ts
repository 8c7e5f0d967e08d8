import { isLanguage, parseCustomStyles, stringifyCustomStyles, type Language, type PersonalInfo, type PublicDesigner } from '@genie/contracts';
import type { DesignerRow } from '../db/schema.ts';
import type { FileStorage } from '../storage/file-storage.ts';

const languageOf = (value: string): Language => (isLanguage(value) ? value : 'en-US');

/** What anyone may see of a designer: what their public genie page shows. Never e-mail, phone or context. */
export function publicDesignerOf(designer: DesignerRow, storage: Pick<FileStorage, 'urlFor'>): PublicDesigner {
  return {
    name: designer.name,
    genie_name: designer.genieName,
    logo: designer.logoKey ? storage.urlFor(designer.logoKey) : null,
    opening: designer.opening,
    language: languageOf(designer.language),
    custom_styles: stringifyCustomStyles(parseCustomStyles(designer.customStyles)),
  };
}

/** The account as its owner sees it. */
export function personalInfoOf(designer: DesignerRow, storage: Pick<FileStorage, 'urlFor'>): PersonalInfo {
  return {
    id: designer.id,
    name: designer.name,
    email: designer.email,
    phone: designer.phone,
    address: designer.address,
    context: designer.context,
    opening: designer.opening,
    logo: designer.logoKey ? storage.urlFor(designer.logoKey) : null,
    language: languageOf(designer.language),
    custom_styles: stringifyCustomStyles(parseCustomStyles(designer.customStyles)),
    genie_name: designer.genieName,
    username: designer.username,
    subscription_start: designer.subscriptionStart.toISOString(),
    subscription_end: designer.subscriptionEnd.toISOString(),
  };
}
