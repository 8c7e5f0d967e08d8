import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, languages, type ClientBrand, type ClientProfile, type ClientRequestDetail, type IntelligenceReply, type Language } from '@genie/contracts';
import { ApiError } from '../../app/api-client.ts';
import { useErrorText } from '../../app/error-message.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { Modal } from '../../ui/dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../ui/field.tsx';
import { formatDateTime } from '../../ui/format-date.ts';
import { Icon } from '../../ui/icons.tsx';
import { PageLoading } from '../../ui/spinner.tsx';
import { DesktopOnly } from '../shell/browse-only.tsx';
import { PlanGate, useHasFeature } from '../shell/plan-gate.tsx';
import { useUiLanguage } from './ai-api.ts';
import { Failure, useAiErrorMessage } from './ai-states.tsx';
import { useDraftSalesEmail, useIntelligence, useSalesEmails, useSendSalesEmail } from './sales-api.ts';

/** The request's "Client & Follow-up" tab: who the client is (Professional), a follow-up e-mail (Master), and the e-mails sent. */
export function SalesTab({ request }: { request: ClientRequestDetail }) {
  const { t } = useTranslation('sales');
  // The draft lives here, above the phone's browse-only switch, so a resize or a rotation never drops the designer's edits.
  // The client's language first (the one they wrote in); the designer may choose another.
  const uiLanguage = useUiLanguage();
  const [language, setLanguage] = useState<Language>(isLanguage(request.language) ? request.language : uiLanguage);
  const [draft, setDraft] = useState<Draft | null>(null);
  return (
    <div className="space-y-6">
      <section aria-labelledby="intelligence-title" className="space-y-3">
        <h2 id="intelligence-title" className="text-lg font-semibold text-ink-900">
          {t('intelligence.title')}
        </h2>
        <PlanGate feature="target_client_intelligence">
          <Intelligence clientId={request.id} />
        </PlanGate>
      </section>
      <section aria-labelledby="sales-email-title" className="space-y-3">
        <h2 id="sales-email-title" className="text-lg font-semibold text-ink-900">
          {t('email.title')}
        </h2>
        <PlanGate feature="sales_email_generation">
          <DesktopOnly>
            <Composer request={request} language={language} setLanguage={setLanguage} draft={draft} setDraft={setDraft} />
          </DesktopOnly>
        </PlanGate>
      </section>
      <SentEmails clientId={request.id} />
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-0.5">
      <dt className="text-xs font-semibold uppercase tracking-wide text-stone-500">{label}</dt>
      <dd className="text-sm text-ink-900">{children}</dd>
    </div>
  );
}

function Intelligence({ clientId }: { clientId: string }) {
  const { t } = useTranslation(['sales', 'catalog']);
  const language = useUiLanguage();
  const allowed = useHasFeature('target_client_intelligence') === true;
  const query = useIntelligence(clientId, language, allowed);
  const messageOf = useAiErrorMessage(t('intelligence.loadFailed'));
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <Failure message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return <ProfileCard profile={query.data.profile} summary={query.data.summary} summarySource={query.data.summary_source} />;
}

function ProfileCard({ profile, summary, summarySource }: { profile: ClientProfile; summary: string; summarySource: IntelligenceReply['summary_source'] }) {
  const { t } = useTranslation(['sales', 'catalog']);
  const notSaid = <span className="text-stone-500">{t('intelligence.notSaid')}</span>;
  const sourceLabel = profile.source === 'genie' || profile.source === 'manual' || profile.source === 'embed' ? t(`intelligence.sources.${profile.source}`) : profile.source;
  return (
    <Card className="space-y-5 p-6" data-testid="client-intelligence">
      <section aria-labelledby="intelligence-summary-title" className="space-y-1 rounded-lg bg-stone-50 p-4">
        <h3 id="intelligence-summary-title" className="text-sm font-semibold text-ink-900">
          {t('intelligence.summaryTitle')}
        </h3>
        <p className="text-sm leading-relaxed text-ink-900">{summary}</p>
        <p className="text-xs text-stone-500">{summarySource === 'llm' ? t('intelligence.summaryByLlm') : t('intelligence.summaryByRules')}</p>
      </section>
      <p className="text-sm text-stone-600">{t('intelligence.lead')}</p>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={t('intelligence.segment')}>
          {t(`catalog:projectTypes.${profile.project_type}`)}
          {profile.category && <span className="text-stone-600"> · {profile.category}</span>}
        </Fact>
        <Fact label={t('intelligence.budget')}>
          <Badge tone={profile.budget_band === 'tight' ? 'warning' : profile.budget_band === 'comfortable' ? 'success' : 'neutral'}>{t(`intelligence.bands.${profile.budget_band}`)}</Badge>
          {profile.budget && <span className="ml-2">{profile.budget}</span>}
        </Fact>
        <Fact label={t('intelligence.timeline')}>
          <Badge tone={profile.urgency === 'asap' || profile.urgency === 'urgent' || profile.urgency === 'passed' ? 'warning' : 'neutral'}>{t(`intelligence.urgency.${profile.urgency}`)}</Badge>
          {profile.deadline && profile.urgency !== 'asap' && <span className="ml-2">{profile.deadline}</span>}
          <span className="mt-1 block text-xs text-stone-500">
            {profile.weeks_left !== null
              ? t('intelligence.weeksLeft', { count: profile.weeks_left, usual: profile.usual_weeks })
              : t('intelligence.usualWeeks', { usual: profile.usual_weeks })}
          </span>
        </Fact>
        <Fact label={t('intelligence.styles')}>{profile.styles.length ? profile.styles.map((s) => s.name).join(' · ') : notSaid}</Fact>
        <Fact label={t('intelligence.location')}>{profile.location ?? notSaid}</Fact>
        <Fact label={t('intelligence.source')}>{sourceLabel}</Fact>
        <Fact label={t('intelligence.completeness')}>{t('intelligence.completenessValue', { answered: profile.answered, questions: profile.questions })}</Fact>
      </dl>
      <div className="space-y-2">
        <h3 className="text-sm font-semibold text-ink-900">{t('intelligence.signals')}</h3>
        {profile.signals.length === 0 ? (
          <p className="text-sm text-stone-500">{t('intelligence.noSignals')}</p>
        ) : (
          <ul className="space-y-2">
            {profile.signals.map((s) => (
              <li key={s.kind} className="rounded-xl bg-stone-50 p-3 text-sm">
                <span className="font-semibold text-ink-900">{t(`intelligence.signalKinds.${s.kind}`)}</span>
                <q className="mt-1 block text-stone-600">{s.quote}</q>
              </li>
            ))}
          </ul>
        )}
      </div>
      {profile.brand && <BrandFacts brand={profile.brand} />}
    </Card>
  );
}

/** What the analysis of the client's website found: its colours, type, languages and voice, as the site has them. */
function BrandFacts({ brand }: { brand: ClientBrand }) {
  const { t } = useTranslation(['sales', 'common']);
  return (
    <section aria-labelledby="client-brand-title" className="space-y-3 border-t border-stone-100 pt-4" data-testid="client-brand">
      <h3 id="client-brand-title" className="text-sm font-semibold text-ink-900">
        {t('intelligence.brand.title')}
      </h3>
      <p className="text-sm text-stone-700">
        {brand.name && <span className="font-semibold">{brand.name} · </span>}
        <span className="break-all">{brand.website}</span>
      </p>
      <dl className="grid gap-4 sm:grid-cols-3">
        {brand.palette.length > 0 && (
          <Fact label={t('intelligence.brand.palette')}>
            <span className="flex flex-wrap gap-1.5">
              {brand.palette.map((hex) => (
                <span key={hex} className="inline-flex items-center gap-1 text-xs text-stone-600">
                  <span aria-hidden="true" className="h-4 w-4 rounded border border-stone-200" style={{ backgroundColor: hex }} />
                  {hex}
                </span>
              ))}
            </span>
          </Fact>
        )}
        {brand.fonts.length > 0 && <Fact label={t('intelligence.brand.fonts')}>{brand.fonts.join(' · ')}</Fact>}
        {brand.site_languages.length > 0 && <Fact label={t('intelligence.brand.languages')}>{brand.site_languages.join(' · ')}</Fact>}
      </dl>
      {brand.voice && (
        <div className="space-y-0.5">
          <p className="text-xs font-semibold uppercase tracking-wide text-stone-500">{t('intelligence.brand.voice')}</p>
          <p className="text-sm text-ink-900">{brand.voice}</p>
          <p className="text-xs text-stone-500">{t('intelligence.brand.voiceIn', { language: t(`common:languageNames.${brand.analysis_language}`) })}</p>
        </div>
      )}
    </section>
  );
}

interface Draft {
  subject: string;
  body: string;
  language: Language;
  source: 'llm' | 'rules';
  /** As written: the draft is "edited" when subject or body differ from these. */
  written: { subject: string; body: string };
}

interface ComposerProps {
  request: ClientRequestDetail;
  language: Language;
  setLanguage: (language: Language) => void;
  draft: Draft | null;
  setDraft: (draft: Draft | null) => void;
}

function Composer({ request, language, setLanguage, draft, setDraft }: ComposerProps) {
  const { t } = useTranslation(['sales', 'common']);
  const errorText = useErrorText();
  const [confirmReplace, setConfirmReplace] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const write = useDraftSalesEmail(request.id);
  const send = useSendSalesEmail(request.id);
  const edited = draft !== null && (draft.subject !== draft.written.subject || draft.body !== draft.written.body);
  const noAddress = request.email.trim() === '';

  const generate = () => {
    setConfirmReplace(false);
    setSentTo(null);
    write.mutate(language, {
      onSuccess: (reply) => setDraft({ subject: reply.subject, body: reply.body, language: reply.language, source: reply.source, written: { subject: reply.subject, body: reply.body } }),
    });
  };
  const askOrGenerate = () => (edited ? setConfirmReplace(true) : generate());
  const submit = () => {
    if (!draft) return;
    send.mutate(
      { subject: draft.subject, body: draft.body, language: draft.language },
      {
        onSuccess: (reply) => {
          setSentTo(reply.email.to);
          setDraft(null);
        },
      },
    );
  };
  const fieldError = (name: string) => (send.error instanceof ApiError ? errorText.field(send.error.fields[name]) : undefined);
  const sendFailed = send.error && !(send.error instanceof ApiError && send.error.code === 'validation_failed');

  return (
    <Card className="space-y-4 p-6">
      <p className="text-sm text-stone-600">{t('email.lead')}</p>
      {sentTo && (
        <Alert tone="success" onDismiss={() => setSentTo(null)}>
          {t('email.sent', { to: sentTo })}
        </Alert>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField label={t('email.language')} value={language} onChange={(e) => setLanguage(e.target.value as Language)} className="sm:w-56">
          {languages.map((l) => (
            <option key={l} value={l}>
              {t(`common:languageNames.${l}`)}
            </option>
          ))}
        </SelectField>
        <Button variant={draft ? 'secondary' : 'primary'} busy={write.isPending} onClick={askOrGenerate}>
          <Icon name="sparkles" className="h-4 w-4" />
          {write.isPending ? t('email.generating') : draft ? t('email.regenerate') : t('email.generate')}
        </Button>
      </div>
      {write.isError && <Alert>{write.error.code === 'master_plan_feature_locked' || write.error.code === 'subscription_expired' ? errorText.api(write.error) : t('email.failed')}</Alert>}
      {!draft && !write.isPending && <p className="text-sm text-stone-500">{t('email.empty')}</p>}
      {draft && (
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <p className="text-sm text-stone-700">
            <span className="font-semibold">{t('email.to')}:</span> {noAddress ? '—' : request.email}
          </p>
          {noAddress && <Alert tone="info">{t('email.noAddress')}</Alert>}
          <TextField label={t('email.subject')} value={draft.subject} maxLength={200} error={fieldError('subject')} onChange={(e) => setDraft({ ...draft, subject: e.target.value })} />
          <TextAreaField label={t('email.body')} value={draft.body} rows={14} maxLength={10_000} error={fieldError('body')} onChange={(e) => setDraft({ ...draft, body: e.target.value })} />
          <p className="text-xs text-stone-500">{draft.source === 'llm' ? t('email.byLlm') : t('email.byRules')}</p>
          {sendFailed && <Alert>{send.error.code === 'master_plan_feature_locked' ? errorText.api(send.error) : t('email.sendFailed')}</Alert>}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" busy={send.isPending} disabled={noAddress}>
              <Icon name="mail" className="h-4 w-4" />
              {send.isPending ? t('email.sending') : t('email.send')}
            </Button>
            <CopyButton text={`${draft.subject}\n\n${draft.body}`} label={t('email.copy')} />
          </div>
          <p className="text-xs text-stone-500">{t('email.replyTo')}</p>
        </form>
      )}
      <Modal open={confirmReplace} onOpenChange={setConfirmReplace} title={t('email.replaceTitle')} description={t('email.replaceText')}>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirmReplace(false)}>
            {t('email.keep')}
          </Button>
          <Button variant="danger" onClick={generate}>
            {t('email.replace')}
          </Button>
        </div>
      </Modal>
    </Card>
  );
}

function SentEmails({ clientId }: { clientId: string }) {
  const { t, i18n } = useTranslation('sales');
  const query = useSalesEmails(clientId);
  const errorText = useErrorText();
  return (
    <section aria-labelledby="sent-emails-title" className="space-y-3">
      <h2 id="sent-emails-title" className="text-lg font-semibold text-ink-900">
        {t('history.title')}
      </h2>
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <Alert>{errorText.api(query.error) || t('history.loadFailed')}</Alert>
      ) : query.data.emails.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-sm text-stone-600">{t('history.empty')}</p>
      ) : (
        <ul aria-label={t('history.title')} className="space-y-3">
          {query.data.emails.map((mail) => (
            <li key={mail.id}>
              <details className="group rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
                <summary className="flex cursor-pointer list-none items-start justify-between gap-3">
                  <span className="min-w-0">
                    <span className="block font-semibold text-ink-900">{mail.subject}</span>
                    <span className="block text-xs text-stone-500">{t('history.sentOn', { date: formatDateTime(mail.sent_at, i18n.language), to: mail.to })}</span>
                  </span>
                  <Icon name="mail" className="h-4 w-4 shrink-0 text-stone-400" />
                </summary>
                <p className="mt-3 whitespace-pre-wrap break-words text-sm leading-relaxed text-stone-700">{mail.body}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
