import { Component as ReactComponent, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { lazyRoute } from '../app/lazy-route.ts';
import { Component as GenieLayout } from '../features/genie/genie-layout.tsx';
import { Component as EmbedLayout } from '../features/genie/embed-layout.tsx';
import { Component as HomePage } from '../features/genie/home-page.tsx';
import { DemoChatPage } from '../features/genie/demo-chat-page.tsx';
import { PageLoading } from '../ui/spinner.tsx';
import { Navigate, RouteLevel, type Location, type Params } from './lite-router.tsx';

/**
 * The visitor's route table (the visitor build, apps/web/visitor.html): the same addresses and screens as
 * the genie part of apps/web/src/app/router.tsx. The frames and the home form (the first screen of a
 * genie and of the embed panel) are in the entry chunk, preloaded by the HTML; the later screens are
 * chunks of their own, loaded when reached. /genie/book and every other address are the designer's app.
 */
type Page = ComponentType & { preload?: () => Promise<unknown> };

/** A screen in a chunk of its own; `preload` starts loading it before React asks (main.tsx, for the first address). */
function page(load: () => Promise<{ Component: ComponentType }>): Page {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const get = () => (loading ??= lazyRoute(() => load().then((m) => ({ default: m.Component })))());
  return Object.assign(lazy(get), { preload: get });
}

const flowPages: Record<string, Page> = {
  chat: page(() => import('../features/genie/chat-page.tsx')),
  reference_image: page(() => import('../features/genie/reference-page.tsx')),
  design_brief: page(() => import('../features/genie/brief-page.tsx')),
  thank_you: page(() => import('../features/genie/thank-you-page.tsx')),
};
/** The mood board (issue 14): the genie's screens, and its chat versions (o3-mini, imagen3). */
const moodBoardPages: Record<string, Page> = { ...flowPages, chat_o3_mini: flowPages.chat!, chat_imagen3: flowPages.chat! };
/** v3: the whole flow on one page, whatever the sub-address (a resume lands on the same page). */
const moodBoardSinglePage = page(() => import('../features/mood-board/mood-board-single-page.tsx'));
const moodBoardSinglePages: Record<string, Page> = Object.fromEntries(Object.keys(moodBoardPages).map((screen) => [screen, moodBoardSinglePage]));
const LazyMoodBoardLayout = page(() => import('../features/mood-board/mood-board-layout.tsx'));
function MoodBoardLayout() {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyMoodBoardLayout />
    </Suspense>
  );
}
/** /genie_demo/chat: the home form first, the chat's chunk once needed. */
const DemoChat: Page = () => <DemoChatPage ChatPage={flowPages.chat!} />;
const NotFoundPage = page(() => import('../features/shell/not-found-page.tsx'));
const ErrorScreen = lazy(() => import('../features/shell/error-screen.tsx').then((m) => ({ default: m.ErrorScreen })));

/** Which page of a flow `rest` (the segments after the flow's prefix) names, with its params; null: none. */
function flowPage(rest: string[], pages: Record<string, Page> = flowPages): { page: Page; params: Params } | null {
  const [screen, key, ...more] = rest;
  if (!screen || more.length) return null;
  const Page = Object.hasOwn(pages, screen) ? pages[screen] : undefined;
  if (!Page) return null;
  const withKey = screen === 'reference_image' || screen === 'design_brief';
  if (withKey !== (key !== undefined)) return null;
  return { page: Page, params: withKey ? { identifyKey: key } : {} };
}

interface Match {
  layout: ComponentType;
  params: Params;
  /** The screen inside the layout (null: the index of the demo, which goes to its chat). */
  page: Page | null;
  /** The catalogs the first screen asks for (loaded with the code, not after it). */
  namespaces: string[];
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const visitorNamespaces = ['common', 'validation', 'errors', 'genie', 'genie-validation'];

export function matchVisitorRoute(pathname: string): Match | null {
  const segments = pathname.split('/').filter(Boolean).map(decode);
  const [first, ...rest] = segments;
  if (first === 'genie' && rest[0] && rest[0] !== 'book') {
    const [linkWords, ...flow] = rest;
    const params = { linkWords };
    if (!flow.length) return { layout: GenieLayout, params, page: HomePage, namespaces: [...visitorNamespaces, 'catalog'] };
    const hit = flowPage(flow);
    return hit && { layout: GenieLayout, params: { ...params, ...hit.params }, page: hit.page, namespaces: visitorNamespaces };
  }
  // The mood board and its versions: v2 (photos first) has the same screens, v3 (one page) one page for all.
  if ((first === 'mood_board' || first === 'mood_board_v2' || first === 'mood_board_v3') && rest[0]) {
    const [linkWords, ...flow] = rest;
    const params = { linkWords };
    const single = first === 'mood_board_v3';
    if (!flow.length) return { layout: MoodBoardLayout, params, page: single ? moodBoardSinglePage : HomePage, namespaces: [...visitorNamespaces, 'catalog'] };
    const hit = flowPage(flow, single ? moodBoardSinglePages : moodBoardPages);
    // v3's every address may show the home form (the project types' names).
    return hit && { layout: MoodBoardLayout, params: { ...params, ...hit.params }, page: hit.page, namespaces: single ? [...visitorNamespaces, 'catalog'] : visitorNamespaces };
  }
  if (first === 'genie_demo' && rest[0] === 'mood_board') {
    const flow = rest.slice(1);
    const hit = flowPage(flow.length ? flow : ['chat'], moodBoardPages);
    return hit && { layout: MoodBoardLayout, params: hit.params, page: hit.page, namespaces: !flow[0] || flow[0].startsWith('chat') ? [...visitorNamespaces, 'catalog'] : visitorNamespaces };
  }
  if (first === 'genie_demo') {
    if (!rest.length) return { layout: GenieLayout, params: {}, page: null, namespaces: visitorNamespaces };
    // The demo's chat starts with the home form, which names the project types (the label catalogue); its
    // chat code comes when the form is touched (DemoChatPage).
    if (rest[0] === 'chat' && rest.length === 1) return { layout: GenieLayout, params: {}, page: DemoChat, namespaces: [...visitorNamespaces, 'catalog'] };
    const hit = flowPage(rest);
    return hit && { layout: GenieLayout, params: hit.params, page: hit.page, namespaces: visitorNamespaces };
  }
  if (first === 'genie-embed' && rest.length >= 2) {
    const [linkWords, flow, ...more] = rest;
    const params = { linkWords, flow };
    if (!more.length) return { layout: EmbedLayout, params, page: HomePage, namespaces: [...visitorNamespaces, 'catalog'] };
    // The mood board's panel has the hosted mood board's screens (its chat versions too).
    const hit = flowPage(more, flow === 'mood-board' ? moodBoardPages : flowPages);
    return hit && { layout: EmbedLayout, params: { ...params, ...hit.params }, page: hit.page, namespaces: visitorNamespaces };
  }
  return null;
}

/** The addresses this app shows itself; a link anywhere else is a full page load. */
export const handlesAddress = (pathname: string) => matchVisitorRoute(pathname) !== null;

/** React Router's error element: a failed screen shows the error screen until the address changes. */
class ErrorBoundary extends ReactComponent<{ pathname: string; children: ReactNode }, { error: unknown; pathname: string }> {
  override state = { error: undefined as unknown, pathname: this.props.pathname };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }
  static getDerivedStateFromProps(props: { pathname: string }, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { error: undefined, pathname: props.pathname };
  }
  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <Suspense fallback={<PageLoading />}>
        <ErrorScreen error={this.state.error} />
      </Suspense>
    );
  }
}

export function VisitorScreen({ location }: { location: Location }) {
  const match = matchVisitorRoute(location.pathname);
  let content: ReactNode;
  if (!match) content = <NotFoundPage />;
  else {
    const { layout: Layout, page: Page, params } = match;
    const outlet = Page ? <Page /> : <Navigate to="/genie_demo/chat" replace />;
    content = (
      <RouteLevel params={params} outlet={outlet}>
        <Layout />
      </RouteLevel>
    );
  }
  return <ErrorBoundary pathname={location.pathname}>{content}</ErrorBoundary>;
}
