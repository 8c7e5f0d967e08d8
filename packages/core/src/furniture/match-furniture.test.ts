import { describe, expect, it } from 'vitest';
import type { FurnitureBrief, FurniturePiece } from '@genie/contracts';
import { alternativesFor, fitsRoom, matchFurniture, roomLimits } from './match-furniture.ts';
import { demoFurnitureCatalogue } from './demo-catalogue.ts';

let n = 0;
function piece(over: Partial<FurniturePiece>): FurniturePiece {
  n += 1;
  return {
    id: `p${n}`,
    name: `Piece ${n}`,
    category: 'sofa',
    styles: ['modern'],
    width_cm: 200,
    depth_cm: 90,
    height_cm: 80,
    colour: '#888888',
    material: 'fabric',
    price: 1000,
    currency: 'USD',
    vendor: '',
    product_url: '',
    image: '',
    licence: '',
    ...over,
  };
}

const brief = (over: Partial<FurnitureBrief> = {}): FurnitureBrief => ({
  rooms: [{ id: 'living', space: 'living_room' }],
  styles: [{ style: 'japandi', score: 5 }, { style: 'industrial', score: 1 }],
  colours: [],
  materials: [],
  budget: null,
  ...over,
});

describe('furniture matching', () => {
  it('never proposes a piece larger than the stated room allows', () => {
    const big = piece({ category: 'sofa', styles: ['japandi'], width_cm: 300, depth_cm: 100 });
    const small = piece({ category: 'sofa', styles: ['modern'], width_cm: 180, depth_cm: 85 });
    const room = brief({ rooms: [{ id: 'living', space: 'living_room', width_cm: 350, depth_cm: 300 }] });
    const plan = matchFurniture(room, [big, small]);
    expect(plan.suggestions.find((s) => s.category === 'sofa')?.piece_id).toBe(small.id);
    // Without a stated size the better-matching big sofa is fine.
    expect(matchFurniture(brief(), [big, small]).suggestions.find((s) => s.category === 'sofa')?.piece_id).toBe(big.id);
    // An area only: 6 m² is too small for either sofa.
    const tiny = matchFurniture(brief({ rooms: [{ id: 'living', space: 'living_room', area_m2: 4 }] }), [big, small]);
    expect(tiny.suggestions).toEqual([]);
    expect(tiny.unfilled.find((u) => u.category === 'sofa')?.why).toBe('nothing_fits');
  });

  it('keeps every demo piece it proposes inside the room', () => {
    const room = { id: 'bed', space: 'bedroom' as const, width_cm: 300, depth_cm: 280 };
    const plan = matchFurniture(brief({ rooms: [room] }), demoFurnitureCatalogue());
    const limits = roomLimits(room);
    const byId = new Map(demoFurnitureCatalogue().map((p) => [p.id, p]));
    expect(plan.suggestions.length).toBeGreaterThan(2);
    for (const s of plan.suggestions) {
      const p = byId.get(s.piece_id)!;
      expect(fitsRoom(p, limits), p.name).toBe(true);
      expect(Math.max(p.width_cm, p.depth_cm)).toBeLessThanOrEqual(300);
    }
  });

  it('keeps the running total within the budget, converting prices to its currency', () => {
    const catalogue = demoFurnitureCatalogue();
    for (const amount of [800, 3000, 12000]) {
      const plan = matchFurniture(
        brief({ rooms: [{ id: 'l', space: 'living_room' }, { id: 'b', space: 'bedroom' }, { id: 'd', space: 'dining_room' }], budget: { amount: amount * 32, currency: 'TWD' } }),
        catalogue,
      );
      expect(plan.currency).toBe('TWD');
      expect(plan.total).toBeLessThanOrEqual(amount * 32);
      expect(plan.total).toBe(plan.suggestions.reduce((sum, s) => sum + s.price, 0));
      expect(plan.suggestions.length).toBeGreaterThan(0);
    }
  });

  it('leaves a slot empty rather than going over budget', () => {
    const sofa = piece({ category: 'sofa', price: 900 });
    const table = piece({ category: 'coffee_table', price: 300, width_cm: 100, depth_cm: 60, height_cm: 40 });
    const plan = matchFurniture(brief({ budget: { amount: 1000, currency: 'USD' } }), [sofa, table]);
    expect(plan.total).toBeLessThanOrEqual(1000);
    expect(plan.suggestions.map((s) => s.piece_id)).toEqual([sofa.id]);
    expect(plan.unfilled.find((u) => u.category === 'coffee_table')?.why).toBe('over_budget');
  });

  it('follows the styles the client rated, never a disliked one over a loved one', () => {
    const loved = piece({ styles: ['japandi'], price: 1500 });
    const disliked = piece({ styles: ['industrial'], price: 900 });
    const neutral = piece({ styles: ['baroque'], price: 1000 });
    const plan = matchFurniture(brief(), [disliked, neutral, loved]);
    const sofa = plan.suggestions.find((s) => s.category === 'sofa')!;
    expect(sofa.piece_id).toBe(loved.id);
    expect(sofa.reason).toMatchObject({ code: 'style', params: { style: 'japandi', score: 5 } });
    const ranked = alternativesFor(brief(), [disliked, neutral, loved], plan, 'living:sofa', 5).map((a) => a.piece_id);
    expect(ranked).toEqual([neutral.id, disliked.id]);
  });

  it('prefers the brief colours and materials and says so', () => {
    const plain = piece({ styles: ['japandi'], colour: '#222222', material: 'steel' });
    const asked = piece({ styles: ['japandi'], colour: '#c49a6c', material: 'oak' });
    const plan = matchFurniture(brief({ colours: ['#c8a070'], materials: ['Oak'] }), [plain, asked]);
    const sofa = plan.suggestions.find((s) => s.category === 'sofa')!;
    expect(sofa.piece_id).toBe(asked.id);
    expect(sofa.reason).toMatchObject({ code: 'style_colour_material', params: { style: 'japandi', material: 'oak' } });
  });

  it('shows alternatives: the next best for the slot, within the budget left', () => {
    const best = piece({ styles: ['japandi'], colour: '#c49a6c', price: 500 });
    const second = piece({ styles: ['japandi'], price: 600 });
    const third = piece({ styles: ['modern'], price: 400 });
    const tooDear = piece({ styles: ['japandi'], price: 5000 });
    const b = brief({ colours: ['#c49a6c'], budget: { amount: 2000, currency: 'USD' } });
    const plan = matchFurniture(b, [third, tooDear, second, best]);
    expect(plan.suggestions[0]?.piece_id).toBe(best.id);
    const alts = alternativesFor(b, [third, tooDear, second, best], plan, 'living:sofa');
    expect(alts.map((a) => a.piece_id)).toEqual([second.id, third.id]);
    // Swapping in the first alternative, the plan keeps it when pinned, and the next best moves up.
    const swapped = matchFurniture(b, [third, tooDear, second, best], { pinned: { 'living:sofa': second.id } });
    expect(swapped.suggestions[0]).toMatchObject({ piece_id: second.id, pinned: true });
    expect(alternativesFor(b, [third, tooDear, second, best], swapped, 'living:sofa')[0]?.piece_id).toBe(third.id);
  });

  it('does not propose removed slots again', () => {
    const plan = matchFurniture(brief(), demoFurnitureCatalogue(), { removed: ['living:sofa'] });
    expect(plan.suggestions.some((s) => s.slot === 'living:sofa')).toBe(false);
    expect(plan.suggestions.length).toBeGreaterThan(0);
  });
});

describe('demo furniture catalogue', () => {
  it('is a few hundred valid pieces across every category and style, the same every time', () => {
    const a = demoFurnitureCatalogue();
    expect(a.length).toBeGreaterThanOrEqual(300);
    expect(new Set(a.map((p) => p.category)).size).toBe(18);
    expect(new Set(a.flatMap((p) => p.styles)).size).toBe(47);
    expect(new Set(a.map((p) => p.currency))).toEqual(new Set(['USD', 'TWD', 'KRW']));
    expect(new Set(a.map((p) => p.id)).size).toBe(a.length);
    expect(demoFurnitureCatalogue()).toEqual(a);
    for (const p of a) expect(p.colour).toMatch(/^#[0-9a-f]{6}$/);
  });
});
