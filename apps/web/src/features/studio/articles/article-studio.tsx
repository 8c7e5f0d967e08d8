import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { articleDisclosures, languages, studioArticleKinds, type ArticleDisclosure, type BoardImage, type Language, type StudioArticle, type StudioArticleKind } from '@genie/contracts';
import { useErrorText } from '../../../app/error-message.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { cx } from '../../../ui/cx.ts';
import { SelectField, TextAreaField } from '../../../ui/field.tsx';
import { refOf, useBoardImages } from '../moodboards/api.ts';
import { RequestSelect } from '../moodboards/request-select.tsx';
import { articlesKey, createArticle, useArticles } from './api.ts';
import { ArticleEditor } from './article-editor.tsx';
import { DesktopOnly } from '../../shell/browse-only.tsx';

const IMAGE_CHOICES = 8;

/**
 * Copywriting: kind, request, prompt (default: a short poetry tone) and images → an article to edit, regenerate and restore.
 * Opened from a request, the article starts from that request's brief.
 */
export function ArticleStudio({ requestId: initialRequestId = '' }: { requestId?: string | undefined }) {
  const { t, i18n } = useTranslation('studio-boards');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const articles = useArticles();
  const language = (languages as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : undefined;
  const images = useBoardImages();
  const [kind, setKind] = useState<StudioArticleKind>('proposal');
  const [requestId, setRequestId] = useState(initialRequestId);
  const [prompt, setPrompt] = useState('');
  const [chosen, setChosen] = useState<BoardImage[]>([]);
  const [include, setInclude] = useState<ArticleDisclosure[]>([]);
  const [article, setArticle] = useState<StudioArticle | null>(null);
  const write = useMutation({
    mutationFn: () => createArticle({ kind, include, images: chosen.map(refOf), ...(language ? { language } : {}), ...(prompt.trim() ? { prompt } : {}), ...(requestId ? { client_request_id: requestId } : {}) }),
    onSuccess: (made) => {
      setArticle(made);
      return queryClient.invalidateQueries({ queryKey: articlesKey });
    },
  });
  const toggle = (image: BoardImage) => setChosen((list) => (list.some((c) => c.id === image.id) ? list.filter((c) => c.id !== image.id) : [...list, image]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    write.mutate();
  };

  return (
    <div className="space-y-6">
      <DesktopOnly>
        <section className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
          <div className="space-y-1">
            <h2 className="text-lg font-semibold text-ink-900">{t('article.title')}</h2>
            <p className="text-sm text-stone-600">{t('article.lead')}</p>
          </div>
          <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
            <SelectField label={t('article.kind')} value={kind} onChange={(e) => setKind(e.target.value as StudioArticleKind)}>
              {studioArticleKinds.map((k) => (
                <option key={k} value={k}>
                  {t(`article.kinds.${k}`)}
                </option>
              ))}
            </SelectField>
            <RequestSelect value={requestId} onChange={setRequestId} />
            <TextAreaField className="sm:col-span-2" label={t('article.prompt')} placeholder={t('article.promptPlaceholder')} value={prompt} rows={2} maxLength={1000} onChange={(e) => setPrompt(e.target.value)} />
            <fieldset className="space-y-1 sm:col-span-2" data-testid="article-include">
              <legend className="text-sm font-medium text-stone-700">{t('article.include')}</legend>
              <p className="text-xs text-stone-500">{t('article.includeHint')}</p>
              <div className="flex flex-wrap gap-x-5 gap-y-1">
                {articleDisclosures.map((d) => (
                  <label key={d} className="inline-flex items-center gap-2 text-sm text-stone-700">
                    <input
                      type="checkbox"
                      className="h-4 w-4 accent-brand-600"
                      checked={include.includes(d)}
                      onChange={(e) => setInclude((list) => (e.target.checked ? [...list, d] : list.filter((x) => x !== d)))}
                    />
                    {t(`article.includes.${d}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            {!!images.data?.length && (
              <fieldset className="space-y-2 sm:col-span-2">
                <legend className="text-sm font-medium text-stone-700">{t('article.images')}</legend>
                <div className="flex flex-wrap gap-2">
                  {images.data.slice(0, IMAGE_CHOICES).map((image) => {
                    const on = chosen.some((c) => c.id === image.id);
                    return (
                      <button key={image.id} type="button" aria-pressed={on} onClick={() => toggle(image)} className={cx('h-16 w-20 overflow-hidden rounded-lg border-2', on ? 'border-brand-600' : 'border-transparent opacity-70 hover:opacity-100')}>
                        <img src={image.url} alt="" className="h-full w-full object-cover" />
                      </button>
                    );
                  })}
                </div>
              </fieldset>
            )}
            <div className="sm:col-span-2">
              <Button type="submit" busy={write.isPending}>
                {write.isPending ? t('article.writing') : t('article.write')}
              </Button>
            </div>
          </form>
          {write.isError && <Alert>{errorText.api(write.error)}</Alert>}
        </section>
      </DesktopOnly>
      {article && <ArticleEditor key={article.id} article={article} onChange={setArticle} />}
      <section className="space-y-2">
        <h3 className="text-sm font-semibold text-ink-900">{t('article.recent')}</h3>
        {articles.data?.length === 0 && <p className="text-sm text-stone-500">{t('article.empty')}</p>}
        <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
          {articles.data?.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-3 px-4 py-2 text-sm">
              <span className="min-w-0 truncate">
                <span className="font-medium text-ink-900">{a.title}</span> <span className="text-stone-500">· {t(`article.kinds.${a.kind}`)}</span>
              </span>
              <Button variant="ghost" onClick={() => setArticle(a)}>
                {t('article.open')}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
