import type { StudioArticle } from '@genie/contracts';

/** What the designer typed into an article and has not saved yet. */
export interface ArticleDraft {
  /** The version the text was typed over: a draft of another version is not shown over this one. */
  versionId: string;
  title: string;
  body: string;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const draftKey = (articleId: string) => `genie.studio.article-draft.${articleId}`;

export function loadDraft(storage: DraftStorage, articleId: string): ArticleDraft | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(draftKey(articleId)) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const { versionId, title, body } = parsed as Record<string, unknown>;
    return typeof versionId === 'string' && typeof title === 'string' && typeof body === 'string' ? { versionId, title, body } : null;
  } catch {
    return null;
  }
}

/** Keeps the typed text on this device until it is saved (a full or blocked storage just keeps it in the editor). */
export function storeDraft(storage: DraftStorage, articleId: string, draft: ArticleDraft): void {
  try {
    storage.setItem(draftKey(articleId), JSON.stringify(draft));
  } catch {
    // Nothing to do: the text stays in the editor.
  }
}

export function clearDraft(storage: DraftStorage, articleId: string): void {
  try {
    storage.removeItem(draftKey(articleId));
  } catch {
    // As above.
  }
}

/** What the editor opens with: an unsaved draft of the current version, else the saved text. */
export function editorTextOf(article: Pick<StudioArticle, 'id' | 'current_version_id' | 'title' | 'body'>, draft: ArticleDraft | null): ArticleDraft {
  if (draft && draft.versionId === article.current_version_id && (draft.title !== article.title || draft.body !== article.body)) return draft;
  return { versionId: article.current_version_id, title: article.title, body: article.body };
}

export const isUnsaved = (article: Pick<StudioArticle, 'title' | 'body'>, text: Pick<ArticleDraft, 'title' | 'body'>) => text.title !== article.title || text.body !== article.body;
