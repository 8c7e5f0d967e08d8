import { describe, expect, it } from 'vitest';
import { FLOOR_BAND, layerOrder, overlapArea, placeNewPiece, type ComposeBox } from './compose-layout.ts';

describe('layerOrder', () => {
  it('draws the rug first even when it was added last and stands in front', () => {
    const order = layerOrder([
      { floor: false, y: 0.8 }, // sofa
      { floor: false, y: 0.7 }, // lamp, further back
      { floor: true, y: 0.95 }, // rug
    ]);
    expect(order).toEqual([2, 1, 0]);
  });

  it('draws further-back pieces (higher base) before nearer ones, keeping order on ties', () => {
    expect(layerOrder([{ floor: false, y: 0.9 }, { floor: false, y: 0.6 }, { floor: false, y: 0.9 }])).toEqual([1, 0, 2]);
  });
});

describe('placeNewPiece', () => {
  const roomAspect = 0.75;
  it('puts the first piece at the middle front of the floor', () => {
    expect(placeNewPiece([], { floor: false, width: 0.3, aspect: 0.45 }, roomAspect)).toEqual({ x: 0.5, y: FLOOR_BAND.bottom });
  });

  it('never stacks new pieces on one spot: four armchairs end up without overlap', () => {
    const placed: ComposeBox[] = [];
    for (let i = 0; i < 4; i++) {
      const piece = { floor: false, width: 0.2, aspect: 0.8 };
      placed.push({ ...piece, ...placeNewPiece(placed, piece, roomAspect) });
    }
    expect(new Set(placed.map((p) => `${p.x},${p.y}`)).size).toBe(4);
    expect(overlapArea(placed, roomAspect)).toBe(0);
    for (const p of placed) {
      expect(p.x - p.width / 2).toBeGreaterThanOrEqual(0);
      expect(p.x + p.width / 2).toBeLessThanOrEqual(1);
    }
  });

  it('lets a rug go under a sofa (rugs only avoid rugs)', () => {
    const sofa: ComposeBox = { floor: false, x: 0.5, y: 0.97, width: 0.4, aspect: 0.45 };
    expect(placeNewPiece([sofa], { floor: true, width: 0.5, aspect: 0.4 }, roomAspect)).toEqual({ x: 0.5, y: FLOOR_BAND.bottom });
  });

  it('takes the place with the least overlap when the floor is full', () => {
    const wide: ComposeBox = { floor: false, x: 0.5, y: 0.97, width: 1, aspect: 0.1 };
    const spot = placeNewPiece([wide], { floor: false, width: 0.3, aspect: 0.3 }, roomAspect);
    expect(spot.y).toBeLessThan(0.97 - (1 * 0.1) / roomAspect + 1e-9);
  });
});
