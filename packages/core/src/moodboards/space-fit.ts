import type { SpaceName } from '@genie/contracts';
import type { KeyPieceId } from '../styles/style-vocabulary.ts';
import { spaceCatalog, type SpaceGroup } from '../styles/space-catalog.ts';
import data from './piece-spaces.json' with { type: 'json' };

const kinds = data.kinds as Record<string, readonly string[]>;
const pieceKinds = data.pieces as Record<string, string>;
const groupOf = new Map<string, SpaceGroup>(spaceCatalog.map((s) => [s.id, s.group]));

/** Whether a style's key piece belongs in the space (a bed in a bedroom, not in a living room); any piece fits no space in particular. */
export function pieceFitsSpace(piece: KeyPieceId, space: SpaceName | null | undefined): boolean {
  if (!space || space === 'other' || space === 'new_space') return true;
  const kind = pieceKinds[piece];
  if (!kind) return true;
  const allowed = kinds[kind] ?? [];
  const group = groupOf.get(space);
  return allowed.includes(space) || (group !== undefined && allowed.includes(group));
}

/** The space's family (living, private, kitchen_dining, …), or null for none in particular. */
export function spaceGroupOf(space: SpaceName | null | undefined): SpaceGroup | null {
  if (!space || space === 'other' || space === 'new_space') return null;
  return groupOf.get(space) ?? null;
}
