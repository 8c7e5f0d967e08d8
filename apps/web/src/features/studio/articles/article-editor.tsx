import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StudioArticle } from '@genie/contracts';
import { ApiError } from '../../../app/api-client.ts';
import { useErrorText } from '../../../app/error-message.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { formatDateTime } from '../../../ui/format-date.ts';
import { TextAreaField, TextField } from '../../../ui/field.tsx';
import { articlesKey, regenerateArticle, restoreArticleVersion, saveArticle } from './api.ts';
import { clearDraft, editorTextOf, isUnsaved, loadDraft, storeDraft, type ArticleDraft } from './article-draft.ts';

/**
 * An article, editable in place: typed text is kept in local storage until it is saved (a failed save
 * says "Failed to save article" and loses nothing); Regenerate writes a new version; any version can be restored.
 */
export function ArticleEditor({ article, onChange }: { article: StudioArticle; onChange: (article: StudioArticle) => void }) {
  const { t, i18n } = useTranslation('studio-boards');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [text, setText] = useState<ArticleDraft>(() => editorTextOf(article, loadDraft(localStorage, article.id)));
  const [prompt, setPrompt] = useState(article.prompt);
  // Another version became current (regenerate, restore): the editor shows it.
  useEffect(() => {
    setText(editorTextOf(article, loadDraft(localStorage, article.id)));
    setPrompt(article.prompt);
  }, [article]);

  const type = (patch: Partial<ArticleDraft>) => {
    const next = { ...text, ...patch };
    setText(next);
    storeDraft(localStorage, article.id, next);
  };
  const done = (saved: StudioArticle) => {
    onChange(saved);
    return queryClient.invalidateQueries({ queryKey: articlesKey });
  };
  const save = useMutation({
    mutationFn: () => saveArticle(article.id, { title: text.title, body: text.body }),
    onSuccess: (saved) => {
      clearDraft(localStorage, article.id);
      return done(saved);
    },
  });
  // Unsaved edits are saved first, so that the new version keeps them (the server keeps edited title and paragraphs).
  const regenerate = useMutation({
    mutationFn: async () => {
      if (isUnsaved(article, text)) {
        await saveArticle(article.id, { title: text.title, body: text.body });
        clearDraft(localStorage, article.id);
      }
      return regenerateArticle(article.id, prompt);
    },
    onSuccess: done,
  });
  const restore = useMutation({ mutationFn: (versionId: string) => restoreArticleVersion(article.id, versionId), onSuccess: done });

  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const unsaved = isUnsaved(article, text);
  const versions = [...article.versions].reverse();

  return (
    <section aria-labelledby="article-editor-title" className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 id="article-editor-title" className="sr-only">
        {t('article.title')}
      </h3>
      <TextField label={t('article.articleTitle')} value={text.title} maxLength={200} onChange={(e) => type({ title: e.target.value })} error={errorText.field(fields.title)} />
      <TextAreaField label={t('article.body')} value={text.body} rows={12} onChange={(e) => type({ body: e.target.value })} error={errorText.field(fields.body)} />
      <div className="flex flex-wrap items-center gap-3">
        <Button busy={save.isPending} onClick={() => save.mutate()}>
          {t('article.save')}
        </Button>
        <span className="text-sm text-stone-500" aria-live="polite">
          {unsaved ? t('article.unsaved') : t('article.saved')}
        </span>
      </div>
      {save.isError && !Object.keys(fields).length && <Alert>{t('errors:article_save_failed')}</Alert>}
      <div className="flex flex-wrap items-end gap-2 border-t border-stone-100 pt-4">
        <TextField className="min-w-64 flex-1" label={t('article.prompt')} value={prompt} maxLength={1000} onChange={(e) => setPrompt(e.target.value)} />
        <Button variant="secondary" busy={regenerate.isPending} onClick={() => regenerate.mutate()}>
          {t('article.regenerate')}
        </Button>
      </div>
      <p className="text-xs text-stone-500">{t('article.keepsEdits')}</p>
      {(regenerate.isError || restore.isError) && <Alert>{errorText.api(regenerate.error ?? restore.error)}</Alert>}
      <div className="space-y-2">
        <h4 className="text-sm font-semibold text-ink-900">{t('article.versions')}</h4>
        <ol className="divide-y divide-stone-100 rounded-lg border border-stone-200" data-testid="article-versions">
          {versions.map((v) => {
            const n = article.versions.indexOf(v) + 1;
            const current = v.id === article.current_version_id;
            return (
              <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{t('article.version', { n })}</span>
                  <span className="text-stone-500">{formatDateTime(v.edited_at ?? v.created_at, i18n.language)}</span>
                  <span className="text-stone-500">{v.source === 'llm' ? t('article.byLlm') : t('article.byRules')}</span>
                  {v.edited_at && <span className="text-stone-500">· {t('article.edited')}</span>}
                  {current && <Badge tone="accent">{t('article.current')}</Badge>}
                </span>
                {!current && (
                  <Button variant="ghost" busy={restore.isPending && restore.variables === v.id} onClick={() => restore.mutate(v.id)}>
                    {t('article.restore')}
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
