import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FLOOR_PLAN_MAX_FILES, hasForbiddenTextCharacters, isLanguage, MESSAGE_MAX_LENGTH, spaceProjectTypes, type BriefEntry, type BriefReply, type BriefStyleSample, type BriefUpload, type ReferenceProfile } from '@genie/contracts';
import { useErrorText } from '../../app/error-message.ts';
import { FILE_LINK_REFRESH_MS } from '../../app/file-links.ts';
import { cx } from '../../ui/cx.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { changeVisitorLanguage, confirmBrief, getBrief, saveBriefFeedback, updateBriefFields, type FeedbackDraft } from './api.ts';
import { checkFloorPlans, checkNoteImage, type FileRefusal } from './brief-files.ts';
import { stagePath } from './genie-base.ts';
import { useGenie } from './genie-context.ts';
import { FieldError, gCard, GAlert, GButton, gButtonClasses, gControl, GLoading, GTextArea } from './genie-ui.tsx';
import { Steps } from './reference-page.tsx';
import { useInvalidateSession, useStoredSession } from './use-visitor-session.ts';

/**
 * /genie/:linkWords/design_brief/:identifyKey — the project report: every collected field, grouped and
 * editable; the style samples to rate; a note with an image; floor plans. Everything is saved as a draft
 * as the visitor goes; Confirm sends the report.
 */
export function Component() {
  const { t } = useTranslation(['genie', 'genie-validation']);
  const { base } = useGenie();
  const { stored } = useStoredSession(base);
  useDocumentTitle(t('brief.title'));
  if (!stored) return <Navigate to={base.home} replace />;
  return <BriefSection token={stored.token} identifyKey={stored.identifyKey} />;
}

/**
 * The report of one session, loaded. On its own screen a confirmed report goes to the thank-you screen;
 * with `onConfirmed` (a flow on one page, the mood board's v3) the page is told instead, and the report
 * drops its step bar and page heading level.
 */
export function BriefSection({ token, identifyKey, onConfirmed }: { token: string; identifyKey: string; onConfirmed?: () => void }) {
  const { t } = useTranslation(['genie', 'genie-validation']);
  const { base } = useGenie();
  const brief = useQuery({
    queryKey: ['genie', base.storageKey, 'brief', token],
    queryFn: () => getBrief(base, token),
    refetchInterval: FILE_LINK_REFRESH_MS,
  });
  if (brief.error)
    return (
      <div className="mt-8">
        <GAlert action={<GButton variant="secondary" onClick={() => void brief.refetch()}>{t('common:retry')}</GButton>}>{t('genie-validation:chat_error')}</GAlert>
      </div>
    );
  if (!brief.data) return <GLoading label={t('common:loading')} />;
  if (brief.data.client_request.stage === 'done') return onConfirmed ? null : <Navigate to={stagePath(base, 'done', identifyKey)} replace />;
  return <Brief token={token} data={brief.data} onConfirmed={onConfirmed} />;
}

function Brief({ token, data, onConfirmed }: { token: string; data: BriefReply; onConfirmed?: () => void }) {
  const { t, i18n } = useTranslation(['genie', 'genie-validation']);
  const { base, embed } = useGenie();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invalidateSession = useInvalidateSession(base);
  const errorText = useErrorText();
  const briefKey = ['genie', base.storageKey, 'brief', token];
  const [ratings, setRatings] = useState<Record<string, number>>(data.feedback.ratings);
  const [note, setNote] = useState(data.feedback.note);
  const [comment, setComment] = useState(data.feedback.comment);
  const [showRatingErrors, setShowRatingErrors] = useState(false);
  const ratingsRef = useRef<HTMLElement>(null);

  // The report follows the visitor's language: switched here, its labels and values (and the e-mailed report) change too.
  const language = isLanguage(i18n.language) ? i18n.language : null;
  const requestLanguage = data.client_request.language;
  useEffect(() => {
    if (!language || language === requestLanguage) return;
    changeVisitorLanguage(base, token, language).then(
      () => queryClient.invalidateQueries({ queryKey: ['genie', base.storageKey, 'brief', token] }),
      () => undefined,
    );
  }, [base, token, language, requestLanguage, queryClient]);

  const save = useMutation({
    mutationFn: (draft: FeedbackDraft) => saveBriefFeedback(base, token, draft),
    onSuccess: (reply) => {
      if (reply.feedback) {
        const feedback = reply.feedback;
        queryClient.setQueryData<BriefReply>(briefKey, (old) => (old ? { ...old, feedback } : old));
      } else void queryClient.invalidateQueries({ queryKey: briefKey });
    },
  });
  const confirm = useMutation({
    mutationFn: async () => {
      await saveBriefFeedback(base, token, { ratings, note, comment });
      return confirmBrief(base, token);
    },
    onSuccess: async () => {
      embed?.notify('brief_confirmed');
      await invalidateSession();
      if (onConfirmed) onConfirmed();
      else navigate(stagePath(base, 'done', data.client_request.identify_key));
    },
  });

  const Heading = onConfirmed ? 'h2' : 'h1';
  const unrated = data.style_samples.filter((s) => !ratings[s.id]);
  function onConfirm() {
    if (unrated.length > 0) {
      setShowRatingErrors(true);
      ratingsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
      ratingsRef.current?.querySelector<HTMLInputElement>(`[data-sample="${unrated[0]?.id}"] input`)?.focus();
      return;
    }
    confirm.mutate();
  }

  const groups = useMemo(() => {
    const map = new Map<string, BriefEntry[]>();
    for (const e of data.entries) map.set(e.group, [...(map.get(e.group) ?? []), e]);
    return [...map.entries()];
  }, [data.entries]);

  return (
    <div className={cx('flex flex-col gap-5', !onConfirmed && 'pt-6')}>
      {!onConfirmed && <Steps current={3} />}
      <header>
        <Heading className="text-2xl font-bold">{t('brief.title')}</Heading>
        <p className="mt-1 text-sm text-[var(--g-muted)]">{t('brief.intro')}</p>
      </header>

      {base.extras && <base.extras.brief token={token} />}

      {groups.map(([group, entries]) => (
        <section key={group} className={gCard} aria-labelledby={`group-${group}`}>
          <h2 id={`group-${group}`} className="text-base font-semibold">
            {t(`brief.groups.${group}`, { defaultValue: group })}
          </h2>
          <dl className="mt-2 divide-y divide-[var(--g-border)]">
            {entries.map((entry) => (
              <EntryRow key={entry.field_id} entry={entry} token={token} onSaved={() => void queryClient.invalidateQueries({ queryKey: briefKey })} />
            ))}
          </dl>
        </section>
      ))}

      {data.reference_profile && data.reference_profile.style_profile.length > 0 && <StyleProfile profile={data.reference_profile} />}

      {data.style_samples.length > 0 && (
        <section ref={ratingsRef} className={`${gCard} scroll-mt-20`} aria-labelledby="ratings-title">
          <h2 id="ratings-title" className="text-base font-semibold">
            {t('brief.ratingsTitle')}
          </h2>
          <p className="mt-1 text-sm text-[var(--g-muted)]">{t('brief.ratingsIntro')}</p>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {data.style_samples.map((sample) => (
              <StyleRating
                key={sample.id}
                sample={sample}
                value={ratings[sample.id] ?? 0}
                error={showRatingErrors && !ratings[sample.id] ? t('genie-validation:rating_required') : undefined}
                onChange={(value) => {
                  const next = { ...ratings, [sample.id]: value };
                  setRatings(next);
                  save.mutate({ ratings: next });
                }}
              />
            ))}
          </div>
          <GTextArea
            className="mt-4"
            label={t('brief.commentLabel')}
            rows={2}
            value={comment}
            placeholder={t('brief.commentPlaceholder')}
            error={textProblem(comment) && t(textProblem(comment)!)}
            onChange={(e) => setComment(e.target.value)}
            onBlur={() => comment !== data.feedback.comment && !textProblem(comment) && save.mutate({ comment })}
          />
        </section>
      )}

      <section className={gCard} aria-labelledby="note-title">
        <h2 id="note-title" className="text-base font-semibold">
          {t('brief.noteTitle')} <span className="text-sm font-normal text-[var(--g-muted)]">({t('common:optional')})</span>
        </h2>
        <GTextArea
          className="mt-2"
          label={<span className="sr-only">{t('brief.noteTitle')}</span>}
          value={note}
          placeholder={t('brief.notePlaceholder')}
          error={textProblem(note) && t(textProblem(note)!)}
          onChange={(e) => setNote(e.target.value)}
          onBlur={() => note !== data.feedback.note && !textProblem(note) && save.mutate({ note })}
        />
        <NoteImage upload={data.feedback.note_image} onPick={(file) => save.mutateAsync({ noteImage: file })} onRemove={(id) => save.mutate({ removeUploadIds: [id] })} />
      </section>

      {/* Floor plans are asked only of a space; a brand, packaging or website client has none to give. */}
      {(spaceProjectTypes.includes(data.client_request.project_type) || data.feedback.floor_plans.length > 0) && (
        <FloorPlans uploads={data.feedback.floor_plans} onAdd={(files) => save.mutateAsync({ floorPlans: files })} onRemove={(id) => save.mutate({ removeUploadIds: [id] })} />
      )}

      {/* A refused note image says so beside the image picker, where it stays until a file is taken. */}
      {save.error && !save.variables?.noteImage && <GAlert>{errorText.api(save.error)}</GAlert>}
      {showRatingErrors && unrated.length > 0 && <GAlert>{t('genie-validation:rating_required')}</GAlert>}
      {confirm.error && <GAlert>{errorText.api(confirm.error)}</GAlert>}
      <GButton block className="min-h-12 text-base" busy={confirm.isPending} onClick={onConfirm}>
        {t('brief.confirm')}
      </GButton>
      <p className="text-center text-xs text-[var(--g-muted)]">{t('brief.confirmHint')}</p>
    </div>
  );
}

/** What is wrong with a free-text answer before it is sent (the server says the same): the message key, or undefined. */
function textProblem(value: string): string | undefined {
  if (value.length > MESSAGE_MAX_LENGTH) return 'genie-validation:message_too_long';
  if (hasForbiddenTextCharacters(value)) return 'validation:characters_not_allowed';
  return undefined;
}

function EntryRow({ entry, token, onSaved }: { entry: BriefEntry; token: string; onSaved: () => void }) {
  const { t } = useTranslation(['genie', 'genie-validation']);
  const { base } = useGenie();
  const errorText = useErrorText();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(entry.raw ?? '');
  const update = useMutation({
    mutationFn: () => updateBriefFields(base, token, { fields: { [entry.field_id]: value.trim() } }),
    onSuccess: () => {
      setEditing(false);
      onSaved();
    },
  });
  const shown = entry.display ?? entry.raw;
  const problem = textProblem(value);
  return (
    <div className="py-2.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-[var(--g-muted)]">{entry.label}</dt>
      <dd className="mt-0.5">
        {entry.clarify && !editing && (
          <span className="mb-1 inline-block rounded-full bg-amber-400/25 px-2 py-0.5 text-xs font-semibold text-[var(--g-text)] ring-1 ring-amber-500/50">
            {t('brief.clarifyBadge')}
          </span>
        )}
        {editing ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (!problem) update.mutate();
            }}
            className="space-y-2"
          >
            <label className="sr-only" htmlFor={`edit-${entry.field_id}`}>
              {entry.label}
            </label>
            <textarea
              id={`edit-${entry.field_id}`}
              className={gControl}
              rows={2}
              value={value}
              autoFocus
              aria-invalid={problem ? true : undefined}
              onChange={(e) => setValue(e.target.value)}
            />
            {problem && <FieldError>{t(problem)}</FieldError>}
            {update.error && <FieldError>{errorText.api(update.error)}</FieldError>}
            <div className="flex gap-2">
              <GButton type="submit" busy={update.isPending} className="min-h-9">
                {t('common:save')}
              </GButton>
              <GButton
                variant="secondary"
                className="min-h-9"
                onClick={() => {
                  setEditing(false);
                  setValue(entry.raw ?? '');
                }}
              >
                {t('common:cancel')}
              </GButton>
            </div>
          </form>
        ) : (
          <div className="flex items-start justify-between gap-3">
            <span className={cx('whitespace-pre-wrap break-words text-[15px]', !shown && 'italic text-[var(--g-muted)]')}>
              {shown || (entry.skipped ? t('brief.skipped') : t('brief.notAnswered'))}
            </span>
            <button
              type="button"
              onClick={() => setEditing(true)}
              className="shrink-0 rounded-lg px-2 py-1 text-sm font-semibold text-[var(--g-accent)] hover:bg-[var(--g-primary)]/10"
            >
              {t('common:edit')}
              <span className="sr-only">: {entry.label}</span>
            </button>
          </div>
        )}
        {entry.clarify && !editing && (
          // Words the interview kept as written: the visitor confirms them (which makes them theirs) or edits them.
          <div className="mt-2 rounded-xl border border-amber-400/60 bg-amber-400/10 px-3 py-2 text-sm" data-testid="clarify-note">
            <p>{t('brief.clarifyNote')}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <GButton variant="secondary" className="min-h-10" busy={update.isPending} onClick={() => update.mutate()}>
                {t('brief.clarifyConfirm')}
                <span className="sr-only">: {entry.label}</span>
              </GButton>
              <GButton variant="secondary" className="min-h-10" disabled={update.isPending} onClick={() => setEditing(true)}>
                {t('brief.clarifyEdit')}
                <span className="sr-only">: {entry.label}</span>
              </GButton>
            </div>
            {update.error && <FieldError>{errorText.api(update.error)}</FieldError>}
          </div>
        )}
      </dd>
    </div>
  );
}

/** The reference rounds' outcome: ranked styles with their weights as bars, and the dominant colours. */
function StyleProfile({ profile }: { profile: ReferenceProfile }) {
  const { t } = useTranslation('genie');
  const pct = (n: number) => Math.round(n * 100);
  return (
    <section className={gCard} aria-labelledby="profile-title" data-testid="style-profile">
      <h2 id="profile-title" className="text-base font-semibold">
        {t('brief.profileTitle')}
      </h2>
      <p className="mt-1 text-sm text-[var(--g-muted)]">{t('brief.profileIntro', { count: profile.chosen_count })}</p>
      <ol className="mt-3 space-y-2.5">
        {profile.style_profile.map((entry) => (
          <li key={entry.style}>
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="font-medium">{entry.label}</span>
              <span className="tabular-nums text-[var(--g-muted)]">{t('brief.profileWeight', { percent: pct(entry.weight) })}</span>
            </div>
            <div
              role="meter"
              aria-label={entry.label}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={pct(entry.weight)}
              className="mt-1 h-2.5 overflow-hidden rounded-full bg-[var(--g-border)]"
            >
              <span className="block h-full rounded-full bg-[var(--g-primary)]" style={{ width: `${Math.max(2, pct(entry.weight))}%` }} />
            </div>
          </li>
        ))}
      </ol>
      {profile.palette.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold">{t('brief.paletteTitle')}</h3>
          <ul className="mt-2 flex h-10 overflow-hidden rounded-xl ring-1 ring-[var(--g-border)]">
            {profile.palette.map((c) => (
              <li
                key={c.hex}
                title={t('brief.swatch', { hex: c.hex, percent: pct(c.share) })}
                style={{ backgroundColor: c.hex, flexGrow: Math.max(c.share, 0.04) }}
                className="min-w-4"
              >
                <span className="sr-only">{t('brief.swatch', { hex: c.hex, percent: pct(c.share) })}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function StyleRating({ sample, value, error, onChange }: { sample: BriefStyleSample; value: number; error?: string; onChange: (value: number) => void }) {
  const { t } = useTranslation('genie');
  const id = useId();
  return (
    <div data-sample={sample.id} className="overflow-hidden rounded-xl border border-[var(--g-border)]">
      {sample.image_url ? (
        <img src={sample.image_url} alt={sample.label} className="aspect-[4/3] w-full object-cover" loading="lazy" />
      ) : (
        <div aria-hidden="true" className="flex aspect-[16/7] w-full items-center justify-center bg-[var(--g-primary)]/15">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-10 w-10 text-[var(--g-accent)]" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round"><rect x="3" y="4" width="18" height="16" rx="2" /><circle cx="9" cy="10" r="2" /><path d="M21 16l-5-5-9 9" /></svg>
        </div>
      )}
      <fieldset className="p-3" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="float-left mb-1 w-full text-sm font-semibold">{sample.label}</legend>
        <div className="clear-both flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-[var(--g-accent)]">
              <input type="radio" name={id} value={n} checked={value === n} onChange={() => onChange(n)} className="sr-only" />
              <span className="sr-only">{t('brief.stars', { count: n })}</span>
              <svg aria-hidden="true" viewBox="0 0 24 24" className={cx('h-8 w-8', n <= value ? 'text-[var(--g-secondary)]' : 'text-[var(--g-border)]')} fill="currentColor">
                <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
              </svg>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </fieldset>
    </div>
  );
}

function usePreview(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setUrl(null);
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return url;
}

function NoteImage({ upload, onPick, onRemove }: { upload: BriefUpload | null; onPick: (file: File) => Promise<unknown>; onRemove: (id: string) => void }) {
  const { t } = useTranslation(['genie', 'genie-validation', 'errors']);
  const errorText = useErrorText();
  const id = useId();
  // Only the file being sent is previewed; once refused it is dropped, so nothing unsent looks attached.
  const [sending, setSending] = useState<File | null>(null);
  // Why the last file was refused (here or by the server): kept until a file is taken.
  const [refusal, setRefusal] = useState<string | null>(null);
  const preview = usePreview(sending);
  const src = sending ? preview : (upload?.url ?? null);
  const pick = async (file: File) => {
    const problem = checkNoteImage(file);
    if (problem) return setRefusal(t(problem));
    setSending(file);
    try {
      await onPick(file);
      setRefusal(null);
    } catch (e) {
      setRefusal(errorText.api(e));
    } finally {
      setSending(null);
    }
  };
  return (
    <div className="mt-3">
      <p className="text-sm font-medium">{t('brief.noteImage')}</p>
      {src ? (
        <div className="relative mt-2 inline-block">
          <img src={src} alt={t('brief.noteImagePreview')} className="max-h-48 rounded-xl object-contain ring-1 ring-[var(--g-border)]" />
          {sending && <Spinner className="absolute left-2 top-2 h-5 w-5 text-white" />}
          {upload && !sending && (
            <GButton variant="secondary" className="mt-2 min-h-9" onClick={() => onRemove(upload.id)}>
              {t('brief.remove')}
            </GButton>
          )}
        </div>
      ) : null}
      <div className="mt-2">
        <label htmlFor={id} className={gButtonClasses('secondary', false, 'cursor-pointer')}>
          {src ? t('brief.replaceImage') : t('brief.addImage')}
        </label>
        <input
          id={id}
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          className="sr-only"
          aria-describedby={`${id}-hint ${refusal ? `${id}-error` : ''}`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            void pick(file);
          }}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-[var(--g-muted)]">
          {t('brief.noteImageHint')}
        </p>
        <FieldError id={`${id}-error`}>{refusal ?? undefined}</FieldError>
      </div>
    </div>
  );
}

function FloorPlans({ uploads, onAdd, onRemove }: { uploads: BriefUpload[]; onAdd: (files: File[]) => Promise<unknown>; onRemove: (id: string) => void }) {
  const { t } = useTranslation(['genie', 'genie-validation', 'errors']);
  const id = useId();
  const [refusal, setRefusal] = useState<FileRefusal | null>(null);
  const [uploading, setUploading] = useState<File[]>([]);
  const full = uploads.length >= FLOOR_PLAN_MAX_FILES;
  return (
    <section className={gCard} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {t('brief.floorPlansTitle')} <span className="text-sm font-normal text-[var(--g-muted)]">({t('common:optional')})</span>
      </h2>
      <p className="mt-1 text-sm text-[var(--g-muted)]">{t('brief.floorPlansHint', { max: FLOOR_PLAN_MAX_FILES })}</p>
      {(uploads.length > 0 || uploading.length > 0) && (
        <ul className="mt-3 grid grid-cols-3 gap-2">
          {uploads.map((u, i) => (
            <li key={u.id} className="relative">
              <img src={u.url} alt={t('brief.floorPlanN', { n: i + 1 })} className="aspect-square w-full rounded-lg object-cover ring-1 ring-[var(--g-border)]" />
              <button
                type="button"
                onClick={() => onRemove(u.id)}
                className="absolute right-1 top-1 flex h-8 w-8 items-center justify-center rounded-full bg-black/70 text-white"
                aria-label={t('brief.removeFloorPlan', { n: i + 1 })}
              >
                ×
              </button>
            </li>
          ))}
          {uploading.map((f) => (
            <UploadingTile key={`${f.name}-${f.size}-${f.lastModified}`} file={f} />
          ))}
        </ul>
      )}
      <div className="mt-3">
        <label htmlFor={id} className={gButtonClasses('secondary', false, cx('cursor-pointer', full && 'pointer-events-none opacity-50'))} aria-disabled={full || undefined}>
          {t('brief.addFloorPlans')}
        </label>
        <input
          id={id}
          type="file"
          accept="image/*"
          multiple
          disabled={full}
          className="sr-only"
          aria-describedby={refusal ? `${id}-error` : undefined}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            if (!files.length) return;
            const problem = checkFloorPlans(uploads.length, files);
            setRefusal(problem);
            if (problem) return;
            setUploading(files);
            void onAdd(files).finally(() => setUploading([]));
          }}
        />
        <p className="mt-1 text-xs text-[var(--g-muted)]">{t('brief.floorPlansCount', { count: uploads.length, max: FLOOR_PLAN_MAX_FILES })}</p>
        <FieldError id={`${id}-error`}>{refusal ? t(refusal) : undefined}</FieldError>
      </div>
    </section>
  );
}

function UploadingTile({ file }: { file: File }) {
  const preview = usePreview(file);
  return (
    <li className="relative">
      {preview ? <img src={preview} alt="" className="aspect-square w-full rounded-lg object-cover opacity-60" /> : <div className="aspect-square rounded-lg bg-[var(--g-border)]" />}
      <Spinner className="absolute inset-0 m-auto h-6 w-6" />
    </li>
  );
}
