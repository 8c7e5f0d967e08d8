import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  selfHostedImageProviders,
  type ConnectableImageProvider,
  type ProviderConnection,
  type ProviderConnectionsReply,
  type ProviderTestReply,
} from '@genie/contracts';
import { ApiError } from '../../app/api-client.ts';
import { useErrorText } from '../../app/error-message.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { SelectField, TextField } from '../../ui/field.tsx';
import { connectImageProvider, connectLlmProvider, disconnectProvider, providersKey, testProvider, useProviderConnections } from './providers-api.ts';

/**
 * Account Management's "Image provider" and "Language model" cards (issue 25): a studio connects its own
 * provider with its own key. The key is sent once and never shown again, only its last four characters.
 */
export function ProviderCards() {
  const { t } = useTranslation('account');
  const providers = useProviderConnections();
  if (providers.isPending) return null;
  if (providers.isError)
    return (
      <Card>
        <p className="text-sm text-red-700">{t('providers.loadFailed')}</p>
      </Card>
    );
  return (
    <>
      <ImageProviderCard reply={providers.data} />
      <LlmProviderCard reply={providers.data} />
    </>
  );
}

function useProviderActions(kind: 'image' | 'llm') {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: providersKey });
  const test = useMutation({ mutationFn: () => testProvider(kind) });
  const disconnect = useMutation({ mutationFn: () => disconnectProvider(kind), onSettled: refresh });
  return { refresh, test, disconnect };
}

function ConnectedLine({ connection, name }: { connection: ProviderConnection; name: string }) {
  const { t } = useTranslation('account');
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-ink-900">
      <Badge tone="success">{t('providers.connected')}</Badge>
      <span>{connection.key_hint ? t('providers.connectedWithKey', { provider: name, hint: connection.key_hint }) : t('providers.connectedNoKey', { provider: name })}</span>
    </p>
  );
}

function TestResult({ result }: { result: ProviderTestReply }) {
  const { t, i18n } = useTranslation('account');
  const price = result.cost_per_image
    ? new Intl.NumberFormat(i18n.language, { style: 'currency', currency: result.cost_per_image.currency, maximumFractionDigits: 4 }).format(result.cost_per_image.amount)
    : null;
  const text = result.kind === 'llm' ? t('providers.llm.testOk') : price ? t('providers.image.testOkPrice', { price }) : t('providers.image.testOkNoPrice');
  return (
    <p role="status" className="mt-3 text-sm text-emerald-800">
      {text}
    </p>
  );
}

function Failure({ error }: { error: unknown }) {
  const errorText = useErrorText();
  if (!error) return null;
  return (
    <p role="alert" className="mt-3 text-sm text-red-700">
      {errorText.api(error)}
    </p>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-4 flex flex-wrap gap-3">{children}</div>;
}

function ImageProviderCard({ reply }: { reply: ProviderConnectionsReply }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const connection = reply.image;
  const { refresh, test, disconnect } = useProviderActions('image');
  const [editing, setEditing] = useState(!connection);
  const [provider, setProvider] = useState<ConnectableImageProvider>((connection?.provider as ConnectableImageProvider | undefined) ?? 'openai');
  const [apiKey, setApiKey] = useState('');
  const [baseUrl, setBaseUrl] = useState(connection?.base_url ?? '');
  const [model, setModel] = useState(connection?.model ?? '');
  const [cap, setCap] = useState(connection?.monthly_image_cap ? String(connection.monthly_image_cap) : '');
  const [notice, setNotice] = useState('');
  const save = useMutation({
    mutationFn: () =>
      connectImageProvider({ provider, api_key: apiKey || undefined, base_url: baseUrl || undefined, model: model || undefined, monthly_image_cap: cap ? Number(cap) : null }),
    onSuccess: () => {
      setApiKey('');
      setEditing(false);
      setNotice(t('providers.image.saved'));
      test.reset();
    },
    onSettled: refresh,
  });
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const selfHosted = selfHostedImageProviders.includes(provider);
  const name = (id: string) => t(`providers.names.${id}`, { defaultValue: id });
  const serverDefault = reply.server.image_provider === 'offline' ? t('providers.image.builtIn') : name(reply.server.image_provider);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    save.mutate();
  };

  return (
    <Card id="image-provider" ref={useScrolledToWhenLinked('image-provider')} className="scroll-mt-6">
      <h2 id="account-image-provider" className="text-base font-semibold">
        {t('providers.image.title')}
      </h2>
      <p className="mt-2 text-sm text-stone-600">{t('providers.image.description', { server: serverDefault })}</p>
      {connection && (
        <div className="mt-4 space-y-1">
          <ConnectedLine connection={connection} name={name(connection.provider)} />
          <p className="text-sm text-stone-600">
            {connection.monthly_image_cap
              ? t('providers.image.usageCapped', { used: connection.images_this_month, cap: connection.monthly_image_cap })
              : t('providers.image.usageUncapped', { used: connection.images_this_month })}
          </p>
        </div>
      )}
      {editing ? (
        <form className="mt-4 space-y-4" onSubmit={submit} noValidate aria-labelledby="account-image-provider">
          <SelectField label={t('providers.fields.provider')} value={provider} onChange={(e) => setProvider(e.target.value as ConnectableImageProvider)}>
            {reply.image_providers.map((id) => (
              <option key={id} value={id}>
                {name(id)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('providers.fields.apiKey')}
            type="password"
            autoComplete="off"
            value={apiKey}
            onChange={(e) => setApiKey(e.target.value)}
            hint={connection?.key_hint && connection.provider === provider ? t('providers.fields.apiKeyKeep') : selfHosted ? t('providers.fields.apiKeyOptional') : undefined}
            error={errorText.field(fields.api_key)}
          />
          <TextField
            label={t('providers.fields.baseUrl')}
            type="url"
            value={baseUrl}
            onChange={(e) => setBaseUrl(e.target.value)}
            placeholder={selfHosted ? 'http://gpu.example.com:7860' : ''}
            hint={selfHosted ? t('providers.fields.baseUrlSelfHosted') : t('providers.fields.baseUrlHosted')}
            error={errorText.field(fields.base_url)}
          />
          <TextField label={t('providers.fields.modelOptional')} value={model} onChange={(e) => setModel(e.target.value)} error={errorText.field(fields.model)} />
          <TextField
            label={t('providers.fields.cap')}
            type="number"
            min={1}
            inputMode="numeric"
            value={cap}
            onChange={(e) => setCap(e.target.value)}
            hint={t('providers.fields.capHint')}
            error={errorText.field(fields.monthly_image_cap)}
          />
          {save.error && !Object.keys(fields).length && <Failure error={save.error} />}
          <Actions>
            <Button type="submit" busy={save.isPending}>
              {connection ? t('providers.save') : t('providers.connect')}
            </Button>
            {connection && (
              <Button variant="ghost" onClick={() => setEditing(false)}>
                {t('providers.cancel')}
              </Button>
            )}
          </Actions>
        </form>
      ) : (
        connection && (
          <Actions>
            <Button
              variant="secondary"
              busy={test.isPending}
              onClick={() => {
                setNotice('');
                test.mutate();
              }}
            >
              {t('providers.test')}
            </Button>
            <Button variant="ghost" onClick={() => setEditing(true)}>
              {t('providers.change')}
            </Button>
            <Button
              variant="danger"
              busy={disconnect.isPending}
              onClick={() => {
                test.reset();
                disconnect.mutate(undefined, {
                  onSuccess: () => {
                    setNotice(t('providers.disconnected'));
                    setEditing(true);
                  },
                });
              }}
            >
              {t('providers.disconnect')}
            </Button>
          </Actions>
        )
      )}
      {test.data && <TestResult result={test.data} />}
      <Failure error={test.error ?? disconnect.error} />
      <p role="status" className="mt-3 text-sm text-emerald-800 empty:hidden">
        {notice}
      </p>
    </Card>
  );
}

/** The Language model card's anchor: other screens link to `/account#language-model` ("connect a language model"). */
const LANGUAGE_MODEL_ANCHOR = 'language-model';

/**
 * The cards arrive after the account page's data, too late for the browser's own jump to `#anchor`:
 * a card named by the address's hash scrolls itself into view once it is shown.
 */
function useScrolledToWhenLinked(anchor: string) {
  const location = useLocation();
  return useCallback(
    (node: HTMLDivElement | null) => {
      if (node && location.hash === `#${anchor}`) node.scrollIntoView({ block: 'start' });
    },
    [location.hash, anchor],
  );
}

function LlmProviderCard({ reply }: { reply: ProviderConnectionsReply }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const connection = reply.llm;
  const anchor = useScrolledToWhenLinked(LANGUAGE_MODEL_ANCHOR);
  const { refresh, test, disconnect } = useProviderActions('llm');
  const [editing, setEditing] = useState(!connection);
  const [baseUrl, setBaseUrl] = useState(connection?.base_url ?? '');
  const [apiKey, setApiKey] = useState('');
  const [model, setModel] = useState(connection?.model ?? '');
  const [notice, setNotice] = useState('');
  const save = useMutation({
    mutationFn: () => connectLlmProvider({ base_url: baseUrl || undefined, api_key: apiKey || undefined, model: model || undefined }),
    onSuccess: () => {
      setApiKey('');
      setEditing(false);
      setNotice(t('providers.llm.saved'));
      test.reset();
    },
    onSettled: refresh,
  });
  const fields = save.error instanceof ApiError ? save.error.fields : {};

  // The server's own LLM comes first: a studio's key would not be used.
  if (reply.server.has_llm && !connection) {
    return (
      <Card id={LANGUAGE_MODEL_ANCHOR} ref={anchor} className="scroll-mt-6">
        <h2 className="text-base font-semibold">{t('providers.llm.title')}</h2>
        <p className="mt-2 text-sm text-stone-600">{t('providers.llm.serverHasOne')}</p>
      </Card>
    );
  }

  return (
    <Card id={LANGUAGE_MODEL_ANCHOR} ref={anchor} className="scroll-mt-6">
      <h2 id="account-llm-provider" className="text-base font-semibold">
        {t('providers.llm.title')}
      </h2>
      <p className="mt-2 text-sm text-stone-600">{reply.server.has_llm ? t('providers.llm.serverHasOne') : t('providers.llm.description')}</p>
      {connection && (
        <div className="mt-4 space-y-1">
          <ConnectedLine connection={connection} name={connection.model ?? ''} />
          <p className="break-all text-sm text-stone-600">{connection.base_url}</p>
        </div>
      )}
      {editing ? (
        <form
          className="mt-4 space-y-4"
          noValidate
          aria-labelledby="account-llm-provider"
          onSubmit={(event) => {
            event.preventDefault();
            setNotice('');
            save.mutate();
          }}
        >
          <TextField
            label={t('providers.fields.baseUrl')}
            type="url"
            value={baseUrl}
            onChange={(e) => setBaseUrl(e.target.value)}
            placeholder="https://api.openai.com/v1"
            hint={t('providers.llm.baseUrlHint')}
            error={errorText.field(fields.base_url)}
          />
          <TextField
            label={t('providers.fields.apiKey')}
            type="password"
            autoComplete="off"
            value={apiKey}
            onChange={(e) => setApiKey(e.target.value)}
            hint={connection?.key_hint ? t('providers.fields.apiKeyKeep') : undefined}
            error={errorText.field(fields.api_key)}
          />
          <TextField label={t('providers.fields.model')} value={model} onChange={(e) => setModel(e.target.value)} placeholder="gpt-4o-mini" error={errorText.field(fields.model)} />
          {save.error && !Object.keys(fields).length && <Failure error={save.error} />}
          <Actions>
            <Button type="submit" busy={save.isPending}>
              {connection ? t('providers.save') : t('providers.connect')}
            </Button>
            {connection && (
              <Button variant="ghost" onClick={() => setEditing(false)}>
                {t('providers.cancel')}
              </Button>
            )}
          </Actions>
        </form>
      ) : (
        connection && (
          <Actions>
            <Button variant="secondary" busy={test.isPending} onClick={() => test.mutate()}>
              {t('providers.test')}
            </Button>
            <Button variant="ghost" onClick={() => setEditing(true)}>
              {t('providers.change')}
            </Button>
            <Button
              variant="danger"
              busy={disconnect.isPending}
              onClick={() => {
                test.reset();
                disconnect.mutate(undefined, {
                  onSuccess: () => {
                    setNotice(t('providers.disconnected'));
                    setEditing(true);
                  },
                });
              }}
            >
              {t('providers.disconnect')}
            </Button>
          </Actions>
        )
      )}
      {test.data && <TestResult result={test.data} />}
      <Failure error={test.error ?? disconnect.error} />
      <p role="status" className="mt-3 text-sm text-emerald-800 empty:hidden">
        {notice}
      </p>
    </Card>
  );
}
