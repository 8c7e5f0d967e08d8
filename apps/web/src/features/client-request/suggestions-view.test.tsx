import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notGenerated, renderOnRequestPage, suggestionsReply } from './ai-test-support.tsx';
import { SuggestionsView } from './suggestions-view.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the read-only AI suggestions', () => {
  it('show the summary, directions, questions, risks and next steps with no action but copying', async () => {
    await renderOnRequestPage(<SuggestionsView reply={suggestionsReply()} />);

    expect(await screen.findByText(/Mei is renovating/)).toBeInTheDocument();
    const direction = screen.getByRole('heading', { name: 'Warm Japandi calm' }).closest('li')!;
    expect(within(direction).getByText('Builds on Japandi')).toBeInTheDocument();
    expect(within(direction).getByTitle('#a68a64')).toBeInTheDocument();
    expect(within(within(direction).getByRole('list', { name: 'Materials' })).getByText('Oak')).toBeInTheDocument();
    expect(within(within(direction).getByRole('list', { name: 'Key pieces' })).getByText('Low platform bed')).toBeInTheDocument();
    expect(within(direction).getByText(/Fits the budget/)).toBeInTheDocument();
    // A risk's level is said in words, not by colour alone.
    expect(screen.getByText('High risk')).toBeInTheDocument();
    expect(screen.getByText('Low risk')).toBeInTheDocument();
    expect(screen.getByText('Timeline')).toBeInTheDocument();
    expect(screen.getByText('Book a site visit')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Copy all questions']);
  });

  it('copies every first-call question, numbered', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await renderOnRequestPage(<SuggestionsView reply={suggestionsReply()} />);

    await user.click(await screen.findByRole('button', { name: 'Copy all questions' }));
    expect(writeText).toHaveBeenCalledWith('1. Which walls can be moved?\n2. Does the cat need a climbing wall?');
  });

  it('says when there is nothing yet (shared pages)', async () => {
    await renderOnRequestPage(<SuggestionsView reply={notGenerated()} />);
    expect(await screen.findByText('No suggestions have been written for this request yet.')).toBeInTheDocument();
  });

  it('explains suggestions composed by the rules', async () => {
    const reply = suggestionsReply();
    await renderOnRequestPage(<SuggestionsView reply={{ ...reply, suggestions: { ...reply.suggestions!, source: 'rules' } }} />);
    expect(await screen.findByText('Composed from the brief')).toBeInTheDocument();
    expect(screen.getByText(/built-in rules/)).toBeInTheDocument();
  });
});
