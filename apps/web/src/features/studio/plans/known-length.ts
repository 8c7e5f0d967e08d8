/** A point on the image as fractions of its displayed size (0 = left/top, 1 = right/bottom). */
export type FractionPoint = [x: number, y: number];

export interface KnownLengthDraft {
  points: FractionPoint[];
  millimetres: string;
}

export const emptyKnownLength: KnownLengthDraft = { points: [], millimetres: '' };

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** Where a click landed on the displayed image, as fractions of its box (the stored copy may be smaller or upright). */
export function fractionOf(clientX: number, clientY: number, box: { left: number; top: number; width: number; height: number }): FractionPoint {
  return [clamp01((clientX - box.left) / Math.max(1, box.width)), clamp01((clientY - box.top) / Math.max(1, box.height))];
}

/** A click adds the first point, then the second; a third starts over. */
export function addPoint(points: FractionPoint[], point: FractionPoint): FractionPoint[] {
  return points.length >= 2 ? [point] : [...points, point];
}

/**
 * The form fields the server reads (ref_x1 … ref_mm), only when something was given: nothing at all
 * leaves the scale to the engine; a half-given length is sent as is so the server names what is missing.
 */
export function knownLengthFields(draft: KnownLengthDraft): Record<string, string> {
  const fields: Record<string, string> = {};
  const [a, b] = draft.points;
  if (a) Object.assign(fields, { ref_x1: String(a[0]), ref_y1: String(a[1]) });
  if (b) Object.assign(fields, { ref_x2: String(b[0]), ref_y2: String(b[1]) });
  if (draft.millimetres.trim()) fields.ref_mm = draft.millimetres.trim();
  return fields;
}
