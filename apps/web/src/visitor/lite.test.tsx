import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, useTranslation } from './lite-i18n.ts';
import { QueryClient, QueryClientProvider, useMutation, useQuery, useQueryClient } from './lite-query.ts';
import { LiteRouter, Link, Navigate, Outlet, RouteLevel, useParams } from './lite-router.tsx';
import { matchVisitorRoute } from './routes.tsx';

afterEach(cleanup);

describe('the visitor’s translations (lite-i18n)', () => {
  it('reads the real catalogs: namespaces in turn, ns: prefixes, values, defaults, and a language change', async () => {
    await initI18n('en-US', ['common', 'genie', 'genie-validation']);
    function Probe() {
      const { t } = useTranslation(['genie', 'genie-validation']);
      return (
        <ul>
          <li>{t('chat.progressLabel')}</li>
          <li>{t('common:retry')}</li>
          <li>{t('chat.counter', { count: 3, max: 500 })}</li>
          <li>{t('no.such.key', { defaultValue: 'fallback {{n}}', n: 2 })}</li>
          <li>{t('another.missing', 'plain default')}</li>
        </ul>
      );
    }
    render(
      <Suspense fallback="loading">
        <Probe />
      </Suspense>,
    );
    const items = () => screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items()).toEqual(['Your brief', 'Try again', '3 / 500', 'fallback 2', 'plain default']);
    await act(() => i18n.changeLanguage('zh-TW'));
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(items()[1]).not.toBe('Try again');
    expect(items()[2]).toBe('3 / 500');
    await act(() => i18n.changeLanguage('en-US'));
  });

  it('suspends a screen until a namespace it asks for has loaded', async () => {
    await initI18n('ko-KR', ['common']);
    function Probe() {
      const { t } = useTranslation('genie');
      return <p>{t('notFound.demo')}</p>;
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <Probe />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText(/Genie/)).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en-US'));
  });
});

describe('the visitor’s server state (lite-query)', () => {
  const wrap = (client: QueryClient) =>
    function Wrapper({ children }: { children: React.ReactNode }) {
      return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    };

  it('shares one entry per key, refetches it when invalidated, and awaits onSuccess before a mutation ends', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let n = 0;
    const fetchCount = vi.fn(async () => ++n);
    function Reader({ label }: { label: string }) {
      const q = useQuery({ queryKey: ['count', 'a'], queryFn: fetchCount });
      return <p>{q.isPending ? `${label} pending` : `${label} ${q.data}`}</p>;
    }
    function Bump() {
      const queryClient = useQueryClient();
      const m = useMutation({ mutationFn: async (by: number) => by, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['count'] }) });
      return (
        <button type="button" onClick={() => m.mutate(1)} disabled={m.isPending}>
          {m.isPending ? 'saving' : m.isSuccess ? `saved ${m.data}` : 'save'}
        </button>
      );
    }
    const Wrapper = wrap(client);
    render(
      <Wrapper>
        <Reader label="one" />
        <Reader label="two" />
        <Bump />
      </Wrapper>,
    );
    expect(await screen.findByText('one 1')).toBeInTheDocument();
    expect(screen.getByText('two 1')).toBeInTheDocument();
    expect(fetchCount).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button'));
    expect(await screen.findByText('saved 1')).toBeInTheDocument();
    // The mutation ended only once the invalidated query had been fetched again.
    expect(screen.getByText('one 2')).toBeInTheDocument();
    expect(client.getQueryData(['count', 'a'])).toBe(2);
  });

  it('reads again after an invalidation that comes while a fetch is under way: the older answer never stays', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let server = 'reference';
    const releases: (() => void)[] = [];
    // Each request reads the server's stage when it leaves, and answers when the test lets it.
    const load = vi.fn(() => {
      const stage = server;
      return new Promise<string>((resolve) => releases.push(() => resolve(stage)));
    });
    function Reader() {
      const q = useQuery({ queryKey: ['session', 't'], queryFn: load });
      return <p>{q.isPending ? 'pending' : `stage ${q.data}`}</p>;
    }
    const Wrapper = wrap(client);
    render(
      <Wrapper>
        <Reader />
      </Wrapper>,
    );
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // The stage moves on while the first read is still under way; then the change invalidates the query.
    server = 'brief';
    const invalidated = client.invalidateQueries({ queryKey: ['session'] });
    act(() => releases[0]!());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    act(() => releases[1]!());
    await invalidated;
    expect(await screen.findByText('stage brief')).toBeInTheDocument();
  });

  it('prefetches before a screen asks: the screen shares the request, and fresh data is not fetched again', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let release: (value: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const prefetched = client.prefetchQuery({ queryKey: ['designer', 'x'], queryFn: load, staleTime: 60_000 });
    function Reader() {
      const q = useQuery({ queryKey: ['designer', 'x'], queryFn: load, staleTime: 60_000 });
      return <p>{q.isPending ? 'pending' : `got ${q.data}`}</p>;
    }
    const Wrapper = wrap(client);
    render(
      <Wrapper>
        <Reader />
      </Wrapper>,
    );
    expect(screen.getByText('pending')).toBeInTheDocument();
    release('profile');
    await prefetched;
    expect(await screen.findByText('got profile')).toBeInTheDocument();
    await client.prefetchQuery({ queryKey: ['designer', 'x'], queryFn: load, staleTime: 60_000 });
    expect(load).toHaveBeenCalledTimes(1);
    // A failed prefetch does not throw: the screen that asks later sees the error (and may retry).
    await expect(client.prefetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('down')) })).resolves.toBeUndefined();
  });

  it('retries as the app asks (not a 4xx), and reports the error', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const client = new QueryClient({ defaultOptions: { queries: { retry: (count, error) => (error as Error).message !== 'gone' && count < 2 } } });
      const flaky = vi.fn(async () => {
        throw new Error('down');
      });
      const gone = vi.fn(async () => {
        throw new Error('gone');
      });
      function Probe({ id, fn }: { id: string; fn: () => Promise<number> }) {
        const q = useQuery({ queryKey: [id], queryFn: fn });
        return <p>{q.isError ? `${id} failed: ${(q.error as Error).message}` : `${id} waiting`}</p>;
      }
      const Wrapper = wrap(client);
      render(
        <Wrapper>
          <Probe id="flaky" fn={flaky} />
          <Probe id="gone" fn={gone} />
        </Wrapper>,
      );
      expect(await screen.findByText('gone failed: gone')).toBeInTheDocument();
      expect(gone).toHaveBeenCalledTimes(1);
      await act(() => vi.advanceTimersByTimeAsync(4_000));
      expect(await screen.findByText('flaky failed: down')).toBeInTheDocument();
      expect(flaky).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the visitor’s navigation (lite-router)', () => {
  it('follows links inside the app without a page load, with params and an outlet; Navigate replaces', async () => {
    window.history.replaceState(null, '', '/genie/oak/chat');
    const handles = (pathname: string) => pathname.startsWith('/genie/');
    function Page() {
      const { linkWords, screen: name } = useParams();
      return (
        <p>
          {linkWords} {name}
        </p>
      );
    }
    function Layout() {
      return (
        <main>
          <Link to="/genie/oak/thank_you">next</Link>
          <Outlet />
        </main>
      );
    }
    render(
      <LiteRouter handles={handles}>
        {(location) => {
          const [, , linkWords, name] = location.pathname.split('/');
          return (
            <RouteLevel params={{ linkWords, screen: name }} outlet={name === 'old' ? <Navigate to="/genie/oak/chat" replace /> : <Page />}>
              <Layout />
            </RouteLevel>
          );
        }}
      </LiteRouter>,
    );
    expect(screen.getByText('oak chat')).toBeInTheDocument();
    const before = window.history.length;
    await userEvent.click(screen.getByRole('link', { name: 'next' }));
    expect(await screen.findByText('oak thank_you')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/genie/oak/thank_you');
    expect(window.history.length).toBe(before + 1);
    act(() => {
      window.history.pushState(null, '', '/genie/oak/old');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(window.location.pathname).toBe('/genie/oak/chat'));
    expect(await screen.findByText('oak chat')).toBeInTheDocument();
  });

  it('knows the genie’s addresses, and leaves every other one to the designer’s app', () => {
    expect(matchVisitorRoute('/genie/oak-studio')).toMatchObject({ params: { linkWords: 'oak-studio' } });
    expect(matchVisitorRoute('/genie/oak-studio')?.namespaces).toContain('catalog');
    expect(matchVisitorRoute('/genie/oak/design_brief/AB%2012')).toMatchObject({ params: { linkWords: 'oak', identifyKey: 'AB 12' } });
    expect(matchVisitorRoute('/genie_demo')).toMatchObject({ page: null });
    expect(matchVisitorRoute('/genie_demo/chat')).not.toBeNull();
    // The demo chat's first screen is the home form of the entry chunk: nothing of the chat's chunk is preloaded.
    expect(matchVisitorRoute('/genie_demo/chat')!.page!.preload).toBeUndefined();
    expect(matchVisitorRoute('/genie-embed/oak/mood-board/thank_you')).toMatchObject({ params: { linkWords: 'oak', flow: 'mood-board' } });
    // The embedded mood board has the hosted mood board's screens, its chat versions too; the genie has not.
    expect(matchVisitorRoute('/genie-embed/oak/mood-board/chat_o3_mini')).toMatchObject({ page: matchVisitorRoute('/mood_board/oak/chat_o3_mini')?.page });
    expect(matchVisitorRoute('/genie-embed/oak/genie/chat_o3_mini')).toBeNull();
    for (const other of ['/genie/book', '/genie/oak/chat/extra', '/genie/oak/reference_image', '/login', '/genie-embed/oak', '/genie_demo/unknown']) {
      expect(matchVisitorRoute(other), other).toBeNull();
    }
  });

  it('knows the mood board’s versions: v2 with the genie’s screens, v3 one page at every address of the flow', () => {
    const home = matchVisitorRoute('/mood_board/oak');
    const chat = matchVisitorRoute('/mood_board/oak/chat');
    // v2 (photos first): the same screens in the same frame; the photos step is the chat's.
    expect(matchVisitorRoute('/mood_board_v2/oak')).toMatchObject({ params: { linkWords: 'oak' }, page: home?.page, layout: home?.layout });
    expect(matchVisitorRoute('/mood_board_v2/oak')?.namespaces).toContain('catalog');
    expect(matchVisitorRoute('/mood_board_v2/oak/chat')).toMatchObject({ page: chat?.page });
    expect(matchVisitorRoute('/mood_board_v2/oak/chat_imagen3')).toMatchObject({ page: chat?.page });
    expect(matchVisitorRoute('/mood_board_v2/oak/design_brief/AB%2012')).toMatchObject({ params: { linkWords: 'oak', identifyKey: 'AB 12' } });
    // v3 (one page): home, chat, brief and thank-you are the same page, which may show the home form.
    const single = matchVisitorRoute('/mood_board_v3/oak');
    expect(single).toMatchObject({ params: { linkWords: 'oak' }, layout: home?.layout });
    expect(single?.page).not.toBe(home?.page);
    expect(single?.page).not.toBe(chat?.page);
    for (const address of ['/mood_board_v3/oak/chat', '/mood_board_v3/oak/chat_o3_mini', '/mood_board_v3/oak/reference_image/K1', '/mood_board_v3/oak/design_brief/K1', '/mood_board_v3/oak/thank_you']) {
      const hit = matchVisitorRoute(address);
      expect(hit?.page, address).toBe(single?.page);
      expect(hit?.namespaces, address).toContain('catalog');
    }
    expect(matchVisitorRoute('/mood_board_v3/oak/design_brief/K1')).toMatchObject({ params: { linkWords: 'oak', identifyKey: 'K1' } });
    for (const other of ['/mood_board_v2', '/mood_board_v3', '/mood_board_v3/oak/chat/extra', '/mood_board_v3/oak/design_brief', '/mood_board_v2/oak/unknown', '/mood_board_v4/oak']) {
      expect(matchVisitorRoute(other), other).toBeNull();
    }
  });
});
