/**
 * The name of the image provider that made a picture, for the studio and the visitor's mood board. The
 * built-in renderer is ours to name in the reader's language (`common:imageProviders.<id>`); a hosted or
 * studio provider keeps its proper name as the server labels it ("OpenAI gpt-image-1").
 */
const translatedProviders: readonly string[] = ['offline'];

export function imageProviderName(providerId: string | null | undefined, label: string | null | undefined, t: (key: string) => string): string | null {
  if (providerId && translatedProviders.includes(providerId)) return t(`common:imageProviders.${providerId}`);
  return label || null;
}
