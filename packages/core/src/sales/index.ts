export { brandPaletteOf, clientBrandOf, type BrandAnalysisFacts } from './client-brand.ts';
export { budgetBandOf, clientStylesOf, leadSourceOf, profileClient, urgencyOf, type ClientProfileInput } from './client-profile.ts';
export { composeSalesEmail, type SalesEmailDraft, type SalesEmailInput } from './compose-sales-email.ts';
export { decisionSignalsIn, signalWords } from './decision-signals.ts';
export { signOffOf, withoutRecipient, type MailRecipient } from './designer-voice.ts';
export { summarizeClientProfile, summaryInventions } from './client-summary.ts';
