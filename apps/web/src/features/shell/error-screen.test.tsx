import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ErrorScreen } from './error-screen.tsx';
import { loadLanguage } from './test-support.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the error screen', () => {
  it('says "Oops!", suggests refreshing or contacting us, and shows what went wrong', async () => {
    await loadLanguage('en-US');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('The flux capacitor is empty');
    };
    const router = createMemoryRouter([{ path: '/', Component: Broken, errorElement: <ErrorScreen /> }]);
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, an unexpected error occurred.')).toBeInTheDocument();
    expect(screen.getByText('You can try refreshing the page or contact us.')).toBeInTheDocument();
    expect(screen.getByText('The flux capacitor is empty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh the page' })).toBeInTheDocument();
  });
});
