import type { Language } from '@genie/contracts';

/** A text in each interface language. */
export type Localized = Readonly<Record<Language, string>>;
