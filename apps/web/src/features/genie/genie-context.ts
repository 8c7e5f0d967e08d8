import { createContext, useContext } from 'react';
import type { CustomStyles, PublicDesigner, RequestSource } from '@genie/contracts';
import type { GenieBase } from './genie-base.ts';

export interface GenieContextValue {
  base: GenieBase;
  /** The designer's public profile; null for the demo studio. */
  designer: PublicDesigner | null;
  styles: CustomStyles;
  /** The team name shown to the visitor (the seeded demo studio's name for the demo). */
  teamName: string;
  /** Set when the flow runs in the embed widget's panel on another site. */
  embed?: {
    /** Where the request came from (the host page's hidden fields), stored with it. */
    source: RequestSource;
    /** Tells the host page (its loader) that something happened. */
    notify: (event: 'request_started' | 'brief_confirmed') => void;
  };
}

export const GenieContext = createContext<GenieContextValue | null>(null);

export function useGenie(): GenieContextValue {
  const value = useContext(GenieContext);
  if (!value) throw new Error('useGenie outside a genie layout');
  return value;
}
