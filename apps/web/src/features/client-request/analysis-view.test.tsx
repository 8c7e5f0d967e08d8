import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { analysisIn, analysisReply, renderOnRequestPage } from './ai-test-support.tsx';
import { BrandAnalysisView } from './analysis-view.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the read-only brand analysis', () => {
  it('shows the extraction and the written analysis, with no buttons', async () => {
    await renderOnRequestPage(<BrandAnalysisView reply={analysisReply()} />);

    expect(await screen.findByRole('heading', { name: 'Lumen Studio' })).toBeInTheDocument();
    expect(screen.getByText('Calm interiors for small homes.')).toBeInTheDocument();
    for (const text of [
      'A quiet, premium studio voice.',
      'Boutique residential design for young professionals.',
      'Couples in their thirties buying a first flat.',
      'Warm and understated.',
      'Lavender accents on off-white, a serif display face.',
      'No project prices or ranges',
      'Homes that breathe',
      'Playfair Display',
      'Written by AI',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText('Playfair Display').style.fontFamily).toContain('Playfair Display');
    expect(screen.getByTitle('#8b7dbe')).toBeInTheDocument();
    expect(screen.getByTitle('#222222 · uses: 41')).toBeInTheDocument();
    expect(screen.getByTitle('#d4a373')).toBeInTheDocument();
    expect(screen.getByText('Chinese (Taiwan)')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('loads the logo without a referrer and opens outside links safely; other schemes stay text', async () => {
    await renderOnRequestPage(<BrandAnalysisView reply={analysisReply()} />);

    expect(await screen.findByRole('img', { name: 'Logo of Lumen Studio' })).toHaveAttribute('referrerpolicy', 'no-referrer');
    const instagram = screen.getByRole('link', { name: 'instagram.com/lumen.studio' });
    expect(instagram).toHaveAttribute('href', 'https://instagram.com/lumen.studio');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Work' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByText('Contact').closest('a')).toBeNull();
  });

  it('says when there is nothing yet (shared pages)', async () => {
    await renderOnRequestPage(<BrandAnalysisView reply={analysisIn('in_progress')} />);
    expect(await screen.findByText("This brand hasn't been analyzed yet.")).toBeInTheDocument();
  });
});
