import { createContext, useContext } from 'react';
import type { CustomStyles, PublicDesigner } from '@genie/contracts';
import type { GenieBase } from './genie-base.ts';

export interface GenieContextValue {
  base: GenieBase;
  /** The designer's public profile; null for the demo studio. */
  designer: PublicDesigner | null;
  styles: CustomStyles;
  /** The team name shown to the visitor (the demo studio's translated name for the demo). */
  teamName: string;
}

export const GenieContext = createContext<GenieContextValue | null>(null);

export function useGenie(): GenieContextValue {
  const value = useContext(GenieContext);
  if (!value) throw new Error('useGenie outside a genie layout');
  return value;
}
