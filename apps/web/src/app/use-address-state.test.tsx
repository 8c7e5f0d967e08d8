import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { useAddressState } from './use-address-state.ts';

afterEach(cleanup);

interface Filters {
  q?: string;
  status?: string;
}
const read = (search: URLSearchParams): Filters => ({ q: search.get('q') ?? undefined, status: search.get('status') ?? undefined });
const write = (filters: Filters) => {
  const out = new URLSearchParams();
  if (filters.q) out.set('q', filters.q);
  if (filters.status) out.set('status', filters.status);
  return out;
};

let change: ReturnType<typeof useAddressState<Filters>>['update'];
function Screen() {
  const { state, update } = useAddressState(read, write);
  change = update;
  const location = useLocation();
  return (
    <p>
      address {location.search || '(none)'}; shown q={state.q ?? '-'} status={state.status ?? '-'}
    </p>
  );
}

function renderAt(at: string) {
  const router = createMemoryRouter([{ path: '/list', Component: Screen }], { initialEntries: [at] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('state kept in the address bar', () => {
  it('keeps both of two quick changes: a filter tapped, then the search the visitor had cleared sent before the first landed', async () => {
    renderAt('/list?q=budget');
    await screen.findByText(/shown q=budget status=-/);
    act(() => {
      change((current) => ({ ...current, status: 'done' }));
      change((current) => ({ ...current, q: undefined }));
    });
    expect(await screen.findByText('address ?status=done; shown q=- status=done')).toBeInTheDocument();
  });

  it('builds on the address again once the designer goes elsewhere (Back)', async () => {
    const router = renderAt('/list?q=first');
    await screen.findByText(/shown q=first/);
    await act(() => change((current) => ({ ...current, q: 'second' })));
    await screen.findByText(/shown q=second/);
    await act(() => router.navigate(-1));
    await screen.findByText(/shown q=first status=-/);
    await act(() => change((current) => ({ ...current, status: 'open' })));
    expect(await screen.findByText('address ?q=first&status=open; shown q=first status=open')).toBeInTheDocument();
  });
});
