import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasForbiddenTextCharacters, isLanguage, MESSAGE_MAX_LENGTH, type ChatMessage, type VisitorSessionReply } from '@genie/contracts';
import { cx } from '../../ui/cx.ts';
import { stagePath, type GenieBase } from './genie-base.ts';
import { useGenie } from './genie-context.ts';
import { TeamLogo } from './genie-layout.tsx';
import { FieldError, GAlert, GButton, gButtonClasses, gControl, GLoading } from './genie-ui.tsx';
import { DemoHome } from './demo-chat-page.tsx';
import { Markdown } from './markdown.tsx';
import { useChat } from './use-chat.ts';
import { useHeldSession } from './use-visitor-session.ts';
import { loadDraft, saveDraft } from './visitor-storage.ts';

/**
 * /genie/:linkWords/chat and /genie_demo/chat — the guided conversation. Without a session the
 * designer's genie sends the visitor to the home form; the demo shows the home form right here.
 */
export function Component() {
  const { t } = useTranslation('genie');
  const { base } = useGenie();
  const { stored, save, session, gone } = useHeldSession(base);
  // A flow's step before the chat (the mood board's photos first) is left once per session.
  const introKey = `chat-intro.${base.storageKey}`;
  const [introDone, setIntroDone] = useState(() => Boolean(stored && loadDraft<string>(introKey) === stored.token));

  if (!stored || gone) {
    if (base.kind === 'designer') return <Navigate to={base.home} replace />;
    return <DemoHome save={save} />;
  }
  if (session.error)
    return (
      <div className="mt-8">
        <GAlert action={<GButton variant="secondary" onClick={() => void session.refetch()}>{t('common:retry')}</GButton>}>{t('genie-validation:chat_error')}</GAlert>
      </div>
    );
  if (!session.data) return <GLoading label={t('common:loading')} />;
  const Intro = base.extras?.chatIntro;
  const started = session.data.messages.some((m) => m.role === 'visitor') || session.data.client_request.stage !== 'chat';
  if (Intro && !introDone && !started) {
    const token = stored.token;
    return (
      <Intro
        token={token}
        onDone={() => {
          saveDraft(introKey, token);
          setIntroDone(true);
        }}
      />
    );
  }
  return <Chat key={stored.token} base={base} token={stored.token} initial={session.data} />;
}

/**
 * The conversation itself. `onComplete` (a flow on one page, the mood board's v3) replaces the link to the
 * next screen: it is told once the interview is complete, and the page keeps the chat's end in view
 * rather than the document's.
 */
export function Chat({
  base,
  token,
  initial,
  onComplete,
  completeText,
}: {
  base: GenieBase;
  token: string;
  initial: VisitorSessionReply;
  onComplete?: () => void;
  /** What comes next, when it is not the genie's reference images. */
  completeText?: string;
}) {
  const { t, i18n } = useTranslation(['genie', 'genie-validation']);
  const { designer, teamName } = useGenie();
  // The interview follows the page's language: a switch mid-chat switches the questions, chips and reading.
  const language = isLanguage(i18n.language) ? i18n.language : undefined;
  // The mood board's chat_o3_mini asks every turn for the reasoning model (the server falls back when there is none).
  const { pathname } = useLocation();
  const reasoning = Boolean(base.extras) && pathname.endsWith('/chat_o3_mini');
  const chat = useChat(base, token, initial, reasoning ? 'reasoning' : undefined, language);
  const textKey = `chat-text.${base.storageKey}`;
  // Nothing typed is lost: the box is kept across reloads, and an unsent turn comes back into it.
  const [text, setTextState] = useState(() => {
    const draft = loadDraft<string>(textKey) ?? '';
    const p = loadDraft<{ id: string; text?: string }>(`chat-pending.${base.storageKey}`);
    const stored = p && initial.messages.some((m) => m.client_message_id === p.id);
    return draft || (p?.text && !stored ? p.text : '');
  });
  const setText = (value: string) => {
    saveDraft(textKey, value || null);
    setTextState(value);
  };
  const [selected, setSelected] = useState<string[]>([]);
  const [questionKey, setQuestionKey] = useState(chat.question);
  if (questionKey !== chat.question) {
    setQuestionKey(chat.question);
    setSelected([]);
  }
  const inputId = useId();
  const tooLong = text.length > MESSAGE_MAX_LENGTH;
  // Control characters a paste can carry (the server refuses them): said here, before sending.
  const badCharacters = hasForbiddenTextCharacters(text);
  const invalid = tooLong || badCharacters;
  const sending = chat.status === 'sending';

  // Scroll the page to its very end, past the sticky answer panel, so the newest message (and, once the
  // conversation is complete, the closing message above the hand-over panel) stays in view.
  const endRef = useRef<HTMLDivElement>(null);
  const onePage = Boolean(onComplete);
  useEffect(() => {
    // On one page (onComplete), the chat's own end: the page goes on below it.
    const end = onePage ? endRef.current : null;
    const top = end ? window.scrollY + end.getBoundingClientRect().bottom - window.innerHeight : document.documentElement.scrollHeight;
    window.scrollTo?.({ top, behavior: 'smooth' });
  }, [chat.messages.length, chat.streaming, chat.complete, onePage]);
  const onCompleteRef = useRef(onComplete);
  onCompleteRef.current = onComplete;
  useEffect(() => {
    if (chat.complete) onCompleteRef.current?.();
  }, [chat.complete]);

  async function sendText(value: string) {
    const words = value.trim();
    if (!words || invalid || sending) return;
    setText('');
    const result = await chat.send({ text: words });
    if (result === 'failed' || result === 'busy') setText(value);
  }
  async function sendChip(value: string) {
    if (!sending) await chat.send({ text: value });
  }
  async function retry() {
    const p = chat.pending;
    if (!p) return;
    // The same turn again, with the same client_message_id; its words leave the box while it is sent.
    const inBox = Boolean(p.text) && !chat.pendingShown && text.trim() === (p.text ?? '').trim();
    const typed = text;
    if (inBox) setText('');
    const result = await chat.retry();
    if ((result === 'failed' || result === 'busy') && inBox) setText(typed);
  }
  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter is a new line; never while an input method (Chinese, Korean) is composing.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void sendText(text);
    }
  }

  const { answered, total } = chat.progress;
  const percent = total > 0 ? Math.min(100, Math.round((answered / total) * 100)) : 0;
  const question = chat.complete ? null : chat.question;
  const hasVisitorTurn = chat.messages.some((m) => m.role === 'visitor');
  const nextStage = chat.stage === 'chat' ? 'reference' : chat.stage;

  return (
    <div className="flex flex-1 flex-col">
      <div className="sticky top-[57px] z-10 -mx-4 bg-[var(--g-bg)] px-4 pb-2 pt-3">
        <div className="flex items-center justify-between text-xs text-[var(--g-muted)]">
          <span id={`${inputId}-progress`}>{t('chat.progressLabel')}</span>
          <span>{t('chat.progress', { answered, total })}</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={`${inputId}-progress`}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={answered}
          aria-valuetext={t('chat.progress', { answered, total })}
          className="mt-1 h-1.5 overflow-hidden rounded-full bg-[var(--g-border)]"
        >
          <div className="h-full rounded-full bg-[var(--g-primary)] transition-[width] duration-500" style={{ width: `${percent}%` }} />
        </div>
      </div>

      <div role="log" aria-live="polite" aria-label={t('chat.logLabel')} className="flex flex-1 flex-col gap-3 py-3">
        {chat.messages.map((m) => (
          <Bubble key={m.id} message={m} logo={designer?.logo ?? null} teamName={teamName} />
        ))}
        {chat.streaming !== null &&
          (chat.streaming === '' ? (
            <TypingIndicator label={t('chat.typing', { team: teamName })} logo={designer?.logo ?? null} teamName={teamName} />
          ) : (
            <Bubble message={{ id: 'streaming', role: 'genie', text: chat.streaming, created_at: '', client_message_id: null }} logo={designer?.logo ?? null} teamName={teamName} busy />
          ))}
      </div>

      {base.extras && <base.extras.chat token={token} answered={answered} answeredBy={chat.answeredBy} />}

      <div className="sticky bottom-0 -mx-4 space-y-2 border-t border-[var(--g-border)] bg-[var(--g-bg)] px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3">
        {chat.status === 'error' && (
          <GAlert
            action={
              <GButton variant="secondary" onClick={() => void retry()}>
                {t('common:retry')}
              </GButton>
            }
          >
            {t('genie-validation:chat_error')}
          </GAlert>
        )}
        {chat.complete ? (
          <section aria-labelledby={`${inputId}-done`} className="rounded-2xl border border-[var(--g-primary)] bg-[var(--g-surface)] p-4">
            <h2 id={`${inputId}-done`} className="font-semibold">
              {t('chat.completeTitle')}
            </h2>
            <p className="mt-1 text-sm text-[var(--g-muted)]">{completeText ?? t('chat.completeText')}</p>
            {!onComplete && (
              <Link to={stagePath(base, nextStage, initial.client_request.identify_key)} className={gButtonClasses('primary', true, 'mt-3')}>
                {nextStage === 'reference' ? t('chat.toReference') : t('chat.continue')}
              </Link>
            )}
          </section>
        ) : (
          <>
            {question && question.chips.length > 0 && (
              <div role="group" aria-label={question.multiple ? t('chat.chipsMultiple') : t('chat.chips')} className="flex flex-wrap gap-2">
                {question.chips.map((chip) => {
                  const on = selected.includes(chip.value);
                  return (
                    <button
                      key={chip.value}
                      type="button"
                      disabled={sending}
                      aria-pressed={question.multiple ? on : undefined}
                      onClick={() => {
                        if (!question.multiple) return void sendChip(chip.value);
                        setSelected((s) => (on ? s.filter((v) => v !== chip.value) : [...s, chip.value]));
                      }}
                      className={cx(
                        'min-h-10 rounded-full border px-3.5 py-1.5 text-sm font-medium transition disabled:opacity-50',
                        on
                          ? 'border-[var(--g-primary)] bg-[var(--g-primary)] text-[var(--g-on-primary)]'
                          : 'border-[var(--g-accent)] text-[var(--g-accent)] hover:bg-[var(--g-primary)]/10',
                      )}
                    >
                      {chip.label}
                    </button>
                  );
                })}
                {question.multiple && selected.length > 0 && (
                  <GButton className="min-h-10 rounded-full" disabled={sending} onClick={() => void sendChip(selected.join(', '))}>
                    {t('chat.sendSelected', { count: selected.length })}
                  </GButton>
                )}
              </div>
            )}
            <form
              onSubmit={(e) => {
                e.preventDefault();
                void sendText(text);
              }}
              className="flex items-end gap-2"
            >
              <div className="flex-1">
                <label htmlFor={inputId} className="sr-only">
                  {t('chat.inputLabel')}
                </label>
                <textarea
                  id={inputId}
                  rows={1}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  onKeyDown={onKeyDown}
                  placeholder={question?.hint ?? t('chat.placeholder')}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? `${inputId}-error` : undefined}
                  className={cx(gControl, 'max-h-40 min-h-11 resize-none [field-sizing:content]')}
                />
              </div>
              <GButton type="submit" aria-label={t('chat.send')} disabled={!text.trim() || invalid} busy={sending} className="h-11 w-11 shrink-0 rounded-full !px-0">
                {!sending && (
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                    <path d="M5 12h14M13 6l6 6-6 6" />
                  </svg>
                )}
              </GButton>
            </form>
            {invalid && (
              <FieldError id={`${inputId}-error`}>{tooLong ? t('genie-validation:message_too_long') : t('validation:characters_not_allowed')}</FieldError>
            )}
            {text.length > MESSAGE_MAX_LENGTH * 0.9 && (
              <p className="text-right text-xs text-[var(--g-muted)]">{t('chat.counter', { count: text.length, max: MESSAGE_MAX_LENGTH })}</p>
            )}
            <div className="flex justify-between gap-2">
              <GButton variant="ghost" className="min-h-9 px-2" disabled={sending || !hasVisitorTurn} onClick={() => void chat.send({ action: 'back' })}>
                ← {t('chat.back')}
              </GButton>
              <GButton variant="ghost" className="min-h-9 px-2" disabled={sending || !question} onClick={() => void chat.send({ action: 'skip' })}>
                {t('chat.skip')} →
              </GButton>
            </div>
          </>
        )}
      </div>
      <div ref={endRef} aria-hidden="true" />
    </div>
  );
}

function Bubble({ message, logo, teamName, busy }: { message: ChatMessage; logo: string | null; teamName: string; busy?: boolean }) {
  const { t } = useTranslation('genie');
  if (message.role === 'visitor')
    return (
      <div className="flex justify-end">
        <p className="sr-only">{t('chat.you')}</p>
        <div className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-sm bg-[var(--g-primary)] px-4 py-2.5 text-[15px] text-[var(--g-on-primary)]">
          {message.text}
        </div>
      </div>
    );
  return (
    <div className="flex items-end gap-2" aria-busy={busy || undefined}>
      <TeamLogo logo={logo} teamName={teamName} size="h-7 w-7" />
      <p className="sr-only">{teamName}</p>
      <Markdown
        text={message.text}
        className="max-w-[85%] break-words rounded-2xl rounded-bl-sm bg-[var(--g-surface)] px-4 py-2.5 text-[15px] leading-relaxed ring-1 ring-[var(--g-border)]"
      />
    </div>
  );
}

function TypingIndicator({ label, logo, teamName }: { label: string; logo: string | null; teamName: string }) {
  return (
    <div className="flex items-end gap-2" role="status">
      <TeamLogo logo={logo} teamName={teamName} size="h-7 w-7" />
      <div className="flex gap-1 rounded-2xl rounded-bl-sm bg-[var(--g-surface)] px-4 py-3.5 ring-1 ring-[var(--g-border)]">
        {[0, 150, 300].map((d) => (
          <span key={d} className="h-2 w-2 animate-bounce rounded-full bg-[var(--g-muted)] motion-reduce:animate-none" style={{ animationDelay: `${d}ms` }} />
        ))}
      </div>
      <span className="sr-only">{label}</span>
    </div>
  );
}
