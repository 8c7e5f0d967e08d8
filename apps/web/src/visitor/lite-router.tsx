import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';

/**
 * The visitor's pages' navigation, in place of React Router (apps/web/vite.visitor.config.ts puts this
 * module where the visitor's code imports `react-router`). The visitor's screens use a handful of its
 * parts, kept here with the same meaning: `Link`, `Navigate`, `Outlet`, `useNavigate`, `useParams`,
 * `useLocation` (and `useRouteError`/`isRouteErrorResponse` for the shared error screen). The route
 * table is apps/web/src/visitor/routes.tsx; an address outside it is opened as a full page load (it
 * belongs to the designer's app).
 */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}
export type Params = Readonly<Record<string, string | undefined>>;
interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

const changes = new Set<() => void>();
let current: Location | null = null;

function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state = (window.history.state as { usr?: unknown; key?: string } | null) ?? null;
  const key = state?.key ?? 'default';
  if (!current || current.pathname !== pathname || current.search !== search || current.hash !== hash || current.key !== key) {
    current = { pathname, search, hash, state: state?.usr ?? null, key };
  }
  return current;
}


interface RouterValue {
  location: Location;
  navigate: NavigateFunction;
}
const RouterContext = createContext<RouterValue | null>(null);
const ParamsContext = createContext<Params>({});
const OutletContext = createContext<ReactNode>(null);

/** Renders `children(location)` for the current address; `handles(pathname)` says which addresses are this app's. */
export function LiteRouter({ handles, children }: { handles: (pathname: string) => boolean; children: (location: Location) => ReactNode }) {
  const [location, setLocation] = useState(readLocation);
  // A transition, as React Router's: the screen on view stays until the next one's code is in.
  useEffect(() => {
    const onChange = () => startTransition(() => setLocation(readLocation()));
    changes.add(onChange);
    window.addEventListener('popstate', onChange);
    return () => {
      changes.delete(onChange);
      window.removeEventListener('popstate', onChange);
    };
  }, []);
  const navigate = useCallback<NavigateFunction>(
    (to, options = {}) => {
      if (typeof to === 'number') {
        window.history.go(to);
        return;
      }
      const url = new URL(to, window.location.href);
      if (url.origin !== window.location.origin || !handles(url.pathname)) {
        if (options.replace) window.location.replace(url.href);
        else window.location.assign(url.href);
        return;
      }
      const entry = { usr: options.state ?? null, key: Math.random().toString(36).slice(2, 10), idx: 0 };
      if (options.replace) window.history.replaceState(entry, '', url.href);
      else window.history.pushState(entry, '', url.href);
      for (const change of changes) change();
    },
    [handles],
  );
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children(location)}</RouterContext.Provider>;
}

/** One level of the route tree: its params for `useParams` and what its `<Outlet />` shows. */
export function RouteLevel({ params, outlet, children }: { params: Params; outlet?: ReactNode; children: ReactNode }) {
  return (
    <ParamsContext.Provider value={params}>
      <OutletContext.Provider value={outlet ?? null}>{children}</OutletContext.Provider>
    </ParamsContext.Provider>
  );
}

function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('useNavigate() may be used only in the context of a <LiteRouter> component.');
  return value;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

export function useParams(): Params {
  return useContext(ParamsContext);
}

export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean; state?: unknown; ref?: Ref<HTMLAnchorElement> };

export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self') || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to, { replace, state });
  };
  return <a href={to} target={target} onClick={handle} {...rest} />;
}

/** The visitor's error boundary passes the error to the error screen itself. */
export function useRouteError(): unknown {
  return undefined;
}

export function isRouteErrorResponse(_error: unknown): boolean {
  return false;
}
