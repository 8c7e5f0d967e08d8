/** The public address of a designer's genie (spec §2: /genie/{userLinkWords}). */
export function genieLink(genieName: string, origin: string = window.location.origin): string {
  return `${origin}/genie/${encodeURIComponent(genieName)}`;
}
