import type { DesignerProfile } from '../ai/index.ts';
import type { DesignerRow } from '../db/schema.ts';

/** What the interviewer knows of the designer: the private context shapes tone, never reaches the visitor. */
export function designerProfileOf(designer: DesignerRow): DesignerProfile {
  return { teamName: designer.name || designer.genieName, opening: designer.opening, context: designer.context };
}
