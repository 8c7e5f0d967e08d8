import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BrandAnalysisReply } from '@genie/contracts';
import { fakeApi } from '../shell/test-support.tsx';
import { BRAND_ANALYSIS_POLL_MS } from './ai-api.ts';
import { analysisIn, analysisReply, BRAND_ANALYSIS, CLIENT_ID, renderOnRequestPage, REQUEST } from './ai-test-support.tsx';
import { detailReply } from './test-support.tsx';
import { BrandAnalysisTab } from './analysis-tab.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const GET = `GET ${BRAND_ANALYSIS}`;
const POST = `POST ${BRAND_ANALYSIS}`;

describe('the AI Brand Analysis tab', () => {
  it('without a website: add one, Analyze, follow the job while it runs, then show what it found and wrote', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let current: BrandAnalysisReply = analysisIn('unavailable', { website_url: null, started_at: null });
    let pollsUntilDone = 2;
    const api = fakeApi({
      [GET]: () => {
        if (current.state === 'in_progress' && --pollsUntilDone === 0) current = analysisReply();
        return { json: current };
      },
      [`PATCH ${REQUEST}`]: (call) => {
        const { website_url } = call.json as { website_url: string };
        current = analysisIn('not_started', { website_url, started_at: null });
        return { json: detailReply({ id: CLIENT_ID, website_url }) };
      },
      [POST]: () => {
        current = analysisIn('in_progress');
        return { json: current };
      },
    });
    await renderOnRequestPage(<BrandAnalysisTab clientId="c1" websiteUrl={null} />);

    expect(await screen.findByText('Brand analysis needs a website')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Analyze' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save website' }));
    expect(await screen.findByText('Please enter a website address starting with http:// or https://')).toBeInTheDocument();
    expect(api.callsTo('PATCH', REQUEST)).toHaveLength(0);

    await user.type(screen.getByLabelText('Website address'), 'lumen.studio');
    await user.click(screen.getByRole('button', { name: 'Save website' }));
    await user.click(await screen.findByRole('button', { name: 'Analyze' }));
    expect(api.callsTo('PATCH', REQUEST)[0]?.json).toEqual({ website_url: 'https://lumen.studio' });
    expect(screen.queryByText(/Analyze the client's brand/)).not.toBeInTheDocument();

    expect(await screen.findByText('Analyzing the website…')).toBeInTheDocument();
    expect(screen.getByText(/may take a few minutes/)).toBeInTheDocument();
    expect(api.callsTo('POST', BRAND_ANALYSIS)[0]?.json).toEqual({ language: 'en-US' });

    await act(() => vi.advanceTimersByTimeAsync(BRAND_ANALYSIS_POLL_MS));
    expect(screen.getByText('Analyzing the website…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(BRAND_ANALYSIS_POLL_MS));

    expect(await screen.findByRole('heading', { name: 'Lumen Studio' })).toBeInTheDocument();
    expect(screen.getByText('A quiet, premium studio voice.')).toBeInTheDocument();
    expect(screen.getByText('Playfair Display')).toBeInTheDocument();
    expect(screen.getByText(/Analyzed https:\/\/lumen.studio on/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Re-Analyze' })).toBeInTheDocument();

    // Done: the polling stops.
    const polls = api.callsTo('GET', BRAND_ANALYSIS).length;
    await act(() => vi.advanceTimersByTimeAsync(BRAND_ANALYSIS_POLL_MS * 3));
    expect(api.callsTo('GET', BRAND_ANALYSIS)).toHaveLength(polls);
  });

  it('says why it failed, tells the designer to Re-Analyze, and Re-Analyze starts again', async () => {
    const api = fakeApi({
      [GET]: { json: analysisIn('failed', { error_code: 'unreachable', finished_at: '2026-03-05T09:32:00.000Z' }) },
      [POST]: { json: analysisIn('in_progress') },
    });
    await renderOnRequestPage(<BrandAnalysisTab clientId="c1" websiteUrl="https://lumen.studio" />);

    expect(await screen.findByText('The website could not be reached')).toBeInTheDocument();
    expect(screen.getByText(/click Re-Analyze to try again/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Re-Analyze' }));
    expect(await screen.findByText('Analyzing the website…')).toBeInTheDocument();
    expect(api.callsTo('POST', BRAND_ANALYSIS)).toHaveLength(1);
  });

  it.each([
    ['address_not_allowed', 'This address is not allowed'],
    ['timeout', 'The website took too long to respond'],
    ['too_large', 'The page is too large'],
  ] as const)('translates the failure %s', async (code, text) => {
    fakeApi({ [GET]: { json: analysisIn('failed', { error_code: code }) } });
    await renderOnRequestPage(<BrandAnalysisTab clientId="c1" websiteUrl="https://lumen.studio" />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('says so next to Re-Analyze when the request’s website is not the one analysed', async () => {
    fakeApi({ [GET]: { json: analysisReply() } });
    await renderOnRequestPage(<BrandAnalysisTab clientId="c1" websiteUrl="https://new-lumen.com" />);

    expect(await screen.findByText("The request's website is now https://new-lumen.com. Re-Analyze to analyze the new address.")).toBeInTheDocument();
  });

  it('does not call the same site with a trailing slash a different one', async () => {
    fakeApi({ [GET]: { json: analysisReply() } });
    await renderOnRequestPage(<BrandAnalysisTab clientId="c1" websiteUrl="https://Lumen.studio/" />);

    expect(await screen.findByRole('heading', { name: 'Lumen Studio' })).toBeInTheDocument();
    expect(screen.queryByText(/website is now/)).not.toBeInTheDocument();
  });

  it('asks for the website when the server says it is missing', async () => {
    fakeApi({
      [GET]: { json: analysisIn('not_started') },
      [POST]: { status: 409, json: { success: false, code: 'website_url_missing', msg: 'Add the website' } },
    });
    await renderOnRequestPage(<BrandAnalysisTab clientId="c1" websiteUrl="https://lumen.studio" />);

    await userEvent.click(await screen.findByRole('button', { name: 'Analyze' }));
    expect(await screen.findByLabelText('Website address')).toBeInTheDocument();
  });

  it('translates the states (Korean)', async () => {
    fakeApi({ [GET]: { json: analysisIn('failed', { error_code: 'timeout' }) } });
    await renderOnRequestPage(<BrandAnalysisTab clientId="c1" websiteUrl="https://lumen.studio" />, { language: 'ko-KR' });

    expect(await screen.findByText('웹사이트 응답 시간이 너무 깁니다')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '다시 분석' })).toBeInTheDocument());
  });
});
