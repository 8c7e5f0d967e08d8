import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, editorTextOf, isUnsaved, loadDraft, storeDraft } from './article-draft.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

const article = { id: 'a1', current_version_id: 'v2', title: 'Light on oak', body: 'Saved text.' };

describe('article drafts', () => {
  it('keep typed text until it is saved, and open with it again', () => {
    const storage = memoryStorage();
    storeDraft(storage, 'a1', { versionId: 'v2', title: 'Light on oak', body: 'Typed, not saved.' });
    const draft = loadDraft(storage, 'a1');
    expect(editorTextOf(article, draft)).toEqual({ versionId: 'v2', title: 'Light on oak', body: 'Typed, not saved.' });
    clearDraft(storage, 'a1');
    expect(storage.map.has(draftKey('a1'))).toBe(false);
    expect(editorTextOf(article, loadDraft(storage, 'a1')).body).toBe('Saved text.');
  });

  it('do not cover another version (a regenerated or restored one)', () => {
    expect(editorTextOf(article, { versionId: 'v1', title: 'Old', body: 'Typed over version 1.' }).body).toBe('Saved text.');
  });

  it('survive a broken or full storage', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey('a1'), '{not json');
    expect(loadDraft(storage, 'a1')).toBeNull();
    const full = { ...storage, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => storeDraft(full, 'a1', { versionId: 'v2', title: '', body: 'x' })).not.toThrow();
  });

  it('tell unsaved text from saved text', () => {
    expect(isUnsaved(article, { title: 'Light on oak', body: 'Saved text.' })).toBe(false);
    expect(isUnsaved(article, { title: 'Light on oak', body: 'Saved text!' })).toBe(true);
  });
});
