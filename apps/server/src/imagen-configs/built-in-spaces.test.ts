import { describe, expect, it } from 'vitest';
import { isBuiltInSpace, spaceKey } from './built-in-spaces.ts';

describe('space names', () => {
  it('match regardless of case, spaces, hyphens and underscores', () => {
    expect(spaceKey('  Living  Room ')).toBe('living_room');
    expect(spaceKey('home-office')).toBe(spaceKey('Home Office'));
    expect(spaceKey('ＴＥＡ　ＲＯＯＭ')).toBe(spaceKey('tea room'));
    expect(spaceKey('Straße')).toBe(spaceKey('STRASSE'));
  });

  it('know the built-in spaces of the spec', () => {
    for (const name of ['living_room', 'Living Room', 'BEDROOM', 'wine cellar', 'other', '客廳', '거실']) expect(isBuiltInSpace(name)).toBe(true);
    for (const name of ['Tea Room', 'Pottery Studio']) expect(isBuiltInSpace(name)).toBe(false);
  });
});
