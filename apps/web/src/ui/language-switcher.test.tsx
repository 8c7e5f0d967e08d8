import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, initI18n } from '../i18n/index.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

beforeEach(async () => {
  if (!i18n.isInitialized) await initI18n('en-US');
  else await i18n.changeLanguage('en-US');
  await i18n.loadNamespaces('common');
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en-US');
});

describe('the language switcher', () => {
  it('shows only the current language until it is opened', async () => {
    render(<LanguageSwitcher />);
    const button = await screen.findByRole('button', { name: 'Language English' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // No other language's name is laid out (nor its fonts opened) on a closed switcher.
    expect(document.body).not.toHaveTextContent('繁體中文');
    expect(document.body).not.toHaveTextContent('한국어');

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Language' });
    expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['English', '繁體中文', '한국어']);
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: '繁體中文' })).toHaveAttribute('lang', 'zh-TW');
    expect(menu).toContainElement(document.activeElement as HTMLElement);
  });

  it('is used from the keyboard: opens on the current language, moves, closes with Escape and chooses with Enter, the focus back on the button', async () => {
    render(<LanguageSwitcher />);
    const button = await screen.findByRole('button', { name: 'Language English' });
    button.focus();

    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: '繁體中文' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitemradio', { name: '한국어' })).toHaveFocus();

    // Escape closes without choosing, and is marked used (the embed panel closes on an unused Escape).
    let escapeUsed: boolean | undefined;
    const onKey = (event: KeyboardEvent) => (escapeUsed = event.defaultPrevented);
    document.addEventListener('keydown', onKey);
    await userEvent.keyboard('{Escape}');
    document.removeEventListener('keydown', onKey);
    expect(escapeUsed).toBe(true);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(i18n.language).toBe('en-US');

    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{End}{Enter}');
    await waitFor(() => expect(i18n.language).toBe('ko-KR'));
    expect(localStorage.getItem('language')).toBe('ko-KR');
    expect(document.documentElement.lang).toBe('ko-KR');
    const switched = await screen.findByRole('button', { name: '언어 한국어' });
    expect(switched).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('English');
  });

  it('closes when the visitor presses elsewhere or tabs away, choosing nothing', async () => {
    render(
      <>
        <LanguageSwitcher />
        <button type="button">elsewhere</button>
      </>,
    );
    const button = await screen.findByRole('button', { name: 'Language English' });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(button);
    await userEvent.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(i18n.language).toBe('en-US');
  });
});
