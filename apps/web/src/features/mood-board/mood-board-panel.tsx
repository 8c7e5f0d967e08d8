import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MOOD_BOARD_MAX_IMAGES, MOOD_BOARD_INSTRUCTION_MAX_LENGTH, type ChatEngine, type MoodBoard, type MoodBoardConcept } from '@genie/contracts';
import { ApiError } from '../../app/api-client.ts';
import { cx } from '../../ui/cx.ts';
import { imageProviderName } from '../../ui/image-provider-name.ts';
import { useGenie } from '../genie/genie-context.ts';
import { GAlert, GButton, gCard, gControl } from '../genie/genie-ui.tsx';
import { addMoodBoardImage, getMoodBoard, moodBoardQueryKey, proposeConcepts, removeMoodBoardImage, starConcept } from './api.ts';
import { refuseMoodBoardFiles } from './mood-board-files.ts';

const POLL_MS = 2_000;

/**
 * The images woven into the mood board's interview: the visitor's uploads (picker with the camera on
 * phones, drag and drop, paste), the concept images the genie proposes (rendered in the background while
 * the chat goes on), refinements in words, variations and stars.
 */
export function MoodBoardPanel({
  token,
  answered,
  answeredBy = null,
  uploadsOnly = false,
}: {
  token: string;
  answered: number;
  answeredBy?: ChatEngine | null;
  /** Only the uploads (the photos-first step of v2). */
  uploadsOnly?: boolean;
}) {
  const { t } = useTranslation(['mood-board', 'errors']);
  const { base } = useGenie();
  const { pathname } = useLocation();
  // chat_imagen3 asks for the Imagen engine (the designer's image provider when it is Imagen).
  const engine = pathname.endsWith('/chat_imagen3') ? 'imagen3' : 'default';
  // The chat versions say which engine wrote the latest reply (chat_o3_mini asks for the reasoning model).
  const chatVersion = pathname.endsWith('/chat_o3_mini') || pathname.endsWith('/chat_imagen3');
  const canPropose = answered >= 2;
  const client = useQueryClient();
  const key = moodBoardQueryKey(base, token);
  const [busy, setBusy] = useState(false);
  // Polled only while a concept renders; a reload shows the same board.
  const board = useQuery({ queryKey: key, queryFn: () => getMoodBoard(base, token), refetchInterval: busy ? POLL_MS : false });
  const data: MoodBoard | undefined = board.data?.board;
  useEffect(() => setBusy(data?.busy ?? false), [data?.busy]);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const pickerId = useId();
  const cameraId = useId();
  const panelRef = useRef<HTMLElement>(null);

  const run = async (action: () => Promise<{ board: MoodBoard }>) => {
    setError(null);
    setWorking(true);
    try {
      const reply = await action();
      client.setQueryData(key, { success: true, board: reply.board });
    } catch (e) {
      setError(e instanceof ApiError ? t(`mood-board:errors.${e.code}`, { defaultValue: e.message }) : t('mood-board:errors.generic'));
    } finally {
      setWorking(false);
    }
  };

  const addFiles = async (files: File[]) => {
    if (!files.length) return;
    const refusal = refuseMoodBoardFiles(data?.uploads.length ?? 0, files);
    if (refusal) return setError(t(`mood-board:errors.${refusal}`));
    for (const file of files) await run(() => addMoodBoardImage(base, token, file));
  };

  // Paste an image anywhere on the page.
  const addFilesRef = useRef(addFiles);
  addFilesRef.current = addFiles;
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const files = Array.from(e.clipboardData?.files ?? []).filter((f) => f.type.startsWith('image/'));
      if (files.length) {
        e.preventDefault();
        void addFilesRef.current(files);
      }
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, []);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    void addFiles(Array.from(e.dataTransfer.files));
  };

  const uploads = data?.uploads ?? [];
  const concepts = data?.concepts ?? [];
  const full = uploads.length >= MOOD_BOARD_MAX_IMAGES;

  return (
    <>
      {chatVersion && answeredBy && (
        <p className="text-right text-xs text-[var(--g-muted)]" data-testid="chat-answered-by">
          {t(`mood-board:answeredBy.${answeredBy}`)}
        </p>
      )}
      <section ref={panelRef} aria-labelledby={`${pickerId}-title`} className={cx(gCard, 'my-3 space-y-3 p-4')} onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
        <div className="flex items-baseline justify-between gap-2">
          <h2 id={`${pickerId}-title`} className="font-semibold">
            {t('mood-board:title')}
          </h2>
          <span className="text-xs text-[var(--g-muted)]">{t('mood-board:uploadCount', { count: uploads.length, max: MOOD_BOARD_MAX_IMAGES })}</span>
        </div>
        {uploads.length > 0 && (
          <ul className="grid grid-cols-4 gap-2" aria-label={t('mood-board:yourImages')}>
            {uploads.map((u, i) => (
              <li key={u.id} className="relative">
                <img src={u.url} alt={t('mood-board:yourImage', { n: i + 1 })} className="aspect-square w-full rounded-lg object-cover ring-1 ring-[var(--g-border)]" />
                <button
                  type="button"
                  aria-label={t('mood-board:removeImage', { n: i + 1 })}
                  title={t('mood-board:removeImage', { n: i + 1 })}
                  disabled={working}
                  onClick={() => void run(() => removeMoodBoardImage(base, token, u.id))}
                  className="absolute -top-2 -right-2 flex h-8 w-8 items-center justify-center rounded-full bg-[var(--g-surface)] text-base leading-none shadow ring-1 ring-[var(--g-border)] disabled:opacity-50"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {!full && (
          <div className="flex flex-wrap gap-2">
            <label htmlFor={pickerId} className={cx('cursor-pointer', 'inline-flex min-h-10 items-center rounded-full border border-[var(--g-accent)] px-3.5 text-sm font-medium text-[var(--g-accent)]')}>
              {t('mood-board:addImages')}
            </label>
            <input
              id={pickerId}
              type="file"
              accept="image/*"
              multiple
              className="sr-only"
              data-testid="mood-board-files"
              onChange={(e) => {
                void addFiles(Array.from(e.currentTarget.files ?? []));
                e.currentTarget.value = '';
              }}
            />
            <label htmlFor={cameraId} className="inline-flex min-h-10 cursor-pointer items-center rounded-full border border-[var(--g-border)] px-3.5 text-sm font-medium">
              {t('mood-board:takePhoto')}
            </label>
            <input
              id={cameraId}
              type="file"
              accept="image/*"
              capture="environment"
              className="sr-only"
              onChange={(e) => {
                void addFiles(Array.from(e.currentTarget.files ?? []));
                e.currentTarget.value = '';
              }}
            />
            <p className="w-full text-xs text-[var(--g-muted)]">{t('mood-board:dropHint')}</p>
          </div>
        )}
        {error && <GAlert>{error}</GAlert>}
        {uploadsOnly ? null : data?.images_unavailable && concepts.length === 0 ? (
          <p className="text-sm text-[var(--g-muted)]">{t('mood-board:imagesUnavailable')}</p>
        ) : (
          <GButton variant="primary" busy={working} disabled={!canPropose && uploads.length === 0} onClick={() => void run(() => proposeConcepts(base, token, { engine }))}>
            {concepts.length ? t('mood-board:proposeMore') : t('mood-board:propose')}
          </GButton>
        )}
        {!uploadsOnly && busy && (
          <p role="status" className="text-sm text-[var(--g-muted)]">
            {t('mood-board:rendering')}
          </p>
        )}
        {!uploadsOnly && concepts.length > 0 && (
          <ul className="space-y-3" aria-label={t('mood-board:concepts')}>
            {concepts.map((c, i) => (
              <ConceptCard
                key={c.id}
                concept={c}
                n={i + 1}
                working={working}
                onStar={(starred) => void run(() => starConcept(base, token, c.id, starred))}
                onRefine={(instruction) => void run(() => proposeConcepts(base, token, { base_id: c.id, ...(instruction ? { instruction } : {}), engine }))}
              />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function ConceptCard({
  concept,
  n,
  working,
  onStar,
  onRefine,
}: {
  concept: MoodBoardConcept;
  n: number;
  working: boolean;
  onStar: (starred: boolean) => void;
  onRefine: (instruction: string) => void;
}) {
  const { t } = useTranslation(['mood-board', 'common']);
  const [words, setWords] = useState('');
  // The built-in renderer makes a colour and layout study: named so, never as a finished picture.
  const study = concept.engine_provider === 'offline';
  const engineName = study ? t('studyBadge') : imageProviderName(concept.engine_provider, concept.engine_label, t);
  const inputId = useId();
  const name = concept.instruction ? t('conceptRefined', { n, words: concept.instruction }) : t('concept', { n });
  return (
    <li className="overflow-hidden rounded-xl ring-1 ring-[var(--g-border)]" data-testid="mood-board-concept">
      {concept.url ? (
        <img src={concept.url} alt={study ? `${name} · ${t('studyBadge')}` : name} width={concept.width ?? undefined} height={concept.height ?? undefined} className="h-auto w-full" />
      ) : (
        <div className="flex aspect-[4/3] items-center justify-center bg-[var(--g-bg)] text-sm text-[var(--g-muted)]">
          {concept.status === 'failed' ? (concept.failure_code === 'unchanged' ? <span data-testid="mood-board-unchanged" className="px-4 text-center">{t('unchanged')}</span> : t('failed')) : t('renderingOne')}
        </div>
      )}
      <div className="space-y-2 p-3">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-medium">{name}</p>
          {engineName && (
            <span className="rounded bg-[var(--g-bg)] px-1.5 py-0.5 text-[11px] text-[var(--g-muted)]" data-testid={study ? 'mood-board-study' : undefined}>
              {engineName}
            </span>
          )}
        </div>
        {study && concept.status === 'ready' && <p className="text-xs text-[var(--g-muted)]">{t('studyNote')}</p>}
        {concept.status === 'ready' && (
          <>
            <GButton variant={concept.starred ? 'primary' : 'secondary'} aria-pressed={concept.starred} disabled={working} onClick={() => onStar(!concept.starred)}>
              {concept.starred ? `★ ${t('starred')}` : `☆ ${t('star')}`}
            </GButton>
            <form
              className="flex gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                onRefine(words.trim());
                setWords('');
              }}
            >
              <label htmlFor={inputId} className="sr-only">
                {t('refineLabel', { n })}
              </label>
              <input id={inputId} value={words} maxLength={MOOD_BOARD_INSTRUCTION_MAX_LENGTH} onChange={(e) => setWords(e.target.value)} placeholder={t('refinePlaceholder')} className={cx(gControl, 'min-w-0 flex-1')} />
              <GButton type="submit" variant="secondary" disabled={working}>
                {words.trim() ? t('refine') : t('vary')}
              </GButton>
            </form>
          </>
        )}
      </div>
    </li>
  );
}
