import { describe, expect, it } from 'vitest';
import { refuseMoodBoardFiles } from './mood-board-files.ts';

const image = { type: 'image/jpeg' };

describe('the mood board refuses before sending', () => {
  it('a fifth image, counting those already uploaded', () => {
    expect(refuseMoodBoardFiles(2, [image, image])).toBeNull();
    expect(refuseMoodBoardFiles(3, [image, image])).toBe('mood_board_image_limit');
    expect(refuseMoodBoardFiles(0, [image, image, image, image, image])).toBe('mood_board_image_limit');
  });

  it('files the browser knows are not images (the server decodes the rest)', () => {
    expect(refuseMoodBoardFiles(0, [{ type: 'application/pdf' }])).toBe('mood_board_image_type');
    expect(refuseMoodBoardFiles(0, [{ type: '' }])).toBeNull();
  });
});
