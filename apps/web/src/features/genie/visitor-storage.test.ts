import { beforeEach, describe, expect, it } from 'vitest';
import { lastDesignerSession, saveSession } from './visitor-storage.ts';

beforeEach(() => {
  localStorage.clear();
});

describe('the last designer session (for /genie/book)', () => {
  it('names the designer by their link words, whichever flow kept the session', () => {
    saveSession('oak-studio', { token: 't1', identifyKey: 'k1' });
    expect(lastDesignerSession()).toEqual({ token: 't1', identifyKey: 'k1', linkWords: 'oak-studio' });
    saveSession('mood_board_v3:oak-studio', { token: 't2', identifyKey: 'k2' });
    expect(lastDesignerSession()).toEqual({ token: 't2', identifyKey: 'k2', linkWords: 'oak-studio' });
  });

  it('is none for the demo', () => {
    saveSession('@demo:mood_board', { token: 't3', identifyKey: 'k3' });
    expect(lastDesignerSession()).toBeNull();
  });
});
