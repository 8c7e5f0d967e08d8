import { describe, expect, it } from 'vitest';
import type { Point } from './model.ts';
import { defaultRoomNames, guessRoomFunctions, roomName } from './room-functions.ts';

const box = (w: number, h: number): { area: number; polygon: Point[] } => ({
  area: w * h,
  polygon: [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ],
});

describe('room functions', () => {
  it('guesses from size and shape: cupboard, corridor, bathroom, the largest living, a small kitchen, bedrooms, a study', () => {
    const rooms = [box(1.2, 1.5), box(1.1, 6), box(2, 2.4), box(6, 5), box(2.5, 3), box(3.5, 4), box(2.8, 3.1), box(3.6, 3.5)];
    expect(guessRoomFunctions(rooms)).toEqual(['storage', 'corridor', 'bathroom', 'living', 'kitchen', 'bedroom', 'study', 'bedroom']);
  });

  it('names rooms in the asked language, numbering repeats', () => {
    expect(roomName('bedroom', 'en-US')).toBe('Bedroom');
    expect(roomName('bedroom', 'zh-TW')).toBe('臥室');
    expect(roomName('kitchen', 'ko-KR')).toBe('주방');
    expect(defaultRoomNames(['living', 'bedroom', 'bedroom', 'bathroom'], 'zh-TW')).toEqual(['客廳', '臥室 1', '臥室 2', '浴室']);
  });
});
