/** The read-only views a share key opens (spec §2), in the order the share dialog lists them. */
export const sharedViews = ['overview', 'suggestions', 'history', 'analysis'] as const;
export type SharedView = (typeof sharedViews)[number];

export function isSharedView(value: string | undefined): value is SharedView {
  return (sharedViews as readonly (string | undefined)[]).includes(value);
}

/** The address of one shared view: /client_request/{shareKey}/{view}. */
export function sharedViewUrl(shareKey: string, view: SharedView, origin = window.location.origin): string {
  return `${origin}/client_request/${encodeURIComponent(shareKey)}/${view}`;
}
