import { describe, expect, it } from 'vitest';
import type { StudioPlan } from '@genie/contracts';
import { formatArea, roomChanges, roomRowsOf, totalArea } from './room-rows.ts';

const plan = {
  model: {
    rooms: [
      { id: 'room-1', name: 'Living room', function: 'living', polygon: [], area: 20.04 },
      { id: 'room-2', name: 'Bedroom', function: 'bedroom', polygon: [], area: 12.3 },
    ],
  },
} as unknown as StudioPlan;

describe('the rooms the designer corrects', () => {
  it('sends only the rooms whose name or use changed, names trimmed', () => {
    const rows = roomRowsOf(plan);
    expect(roomChanges(plan, rows)).toEqual([]);
    rows[1] = { ...rows[1]!, name: '  Guest room ' };
    rows[0] = { ...rows[0]!, function: 'study' };
    expect(roomChanges(plan, rows)).toEqual([
      { id: 'room-1', name: 'Living room', function: 'study' },
      { id: 'room-2', name: 'Guest room', function: 'bedroom' },
    ]);
  });

  it('shows areas to one decimal and adds them up', () => {
    const rows = roomRowsOf(plan);
    expect(formatArea(totalArea(rows))).toBe('32.3 m²');
  });
});
