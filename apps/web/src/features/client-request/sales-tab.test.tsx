import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IntelligenceReply, SalesEmailDraftReply, SalesEmailsReply } from '@genie/contracts';
import { i18n } from '../../i18n/index.ts';
import { fakeApi, personalInfo } from '../shell/test-support.tsx';
import { CLIENT_ID, renderOnRequestPage } from './ai-test-support.tsx';
import { SalesTab } from './sales-tab.tsx';
import { requestFixture } from './test-support.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base = `/api/client_requests/${CLIENT_ID}`;
const intelligence: IntelligenceReply = {
  success: true,
  language: 'en-US',
  summary: 'This client is planning a home interior in Da-an District, Taipei. What will likely decide for them: a decision shared with others.',
  summary_source: 'rules',
  profile: {
    project_type: 'residential_space',
    category: 'Apartment',
    budget_band: 'workable',
    budget: 'USD 60,000',
    urgency: 'urgent',
    deadline: 'by Feb 15, 2026',
    weeks_left: 4,
    usual_weeks: 16,
    styles: [{ style: 'scandinavian', name: 'Scandinavian' }],
    location: 'Da-an District, Taipei',
    signals: [{ kind: 'shared_decision', quote: 'My husband and I will decide together' }],
    answered: 5,
    questions: 14,
    source: 'genie',
    brand: {
      name: 'Atelier Lumen',
      website: 'https://atelier-lumen.example/',
      palette: ['#2f4a3a', '#caa37b'],
      fonts: ['Cormorant Garamond', 'Inter'],
      site_languages: ['en', 'zh-TW'],
      voice: 'Warm, quiet and precise.',
      analysis_language: 'en-US',
    },
  },
};
const draft = (subject: string): SalesEmailDraftReply => ({ success: true, to: 'mei@example.com', subject, body: 'Dear Mei Chen,\n\nThanks.', language: 'en-US', source: 'rules' });
const none: SalesEmailsReply = { success: true, emails: [] };

async function render(plan: 'professional' | 'master', drafts: string[] = ['First draft', 'Second draft']) {
  await i18n.loadNamespaces(['sales', 'plans', 'catalog']);
  let n = 0;
  const api = fakeApi({
    'GET /api/accounts/personal_info/': { json: personalInfo({ plan, features: plan === 'master' ? ['target_client_intelligence', 'sales_email_generation'] : ['target_client_intelligence'] }) },
    [`GET ${base}/intelligence/`]: { json: intelligence },
    [`GET ${base}/sales_emails/`]: { json: none },
    [`POST ${base}/sales_email/draft/`]: () => ({ json: draft(drafts[Math.min(n++, drafts.length - 1)]!) }),
  });
  await renderOnRequestPage(<SalesTab request={requestFixture({ id: CLIENT_ID, email: 'mei@example.com' })} />);
  return api;
}

describe('the Client & Follow-up tab', () => {
  it("shows who the client is, with the client's own words for each signal", async () => {
    await render('professional');
    expect(await screen.findByText('Decides with someone else')).toBeInTheDocument();
    const summary = within(screen.getByRole('region', { name: 'In short' }));
    expect(summary.getByText(intelligence.summary)).toBeInTheDocument();
    expect(summary.getByText('Written by rules from the profile below')).toBeInTheDocument();
    expect(screen.getByText('My husband and I will decide together')).toBeInTheDocument();
    expect(screen.getByText('Da-an District, Taipei')).toBeInTheDocument();
    expect(screen.getByText('Workable')).toBeInTheDocument();
    const brand = within(screen.getByRole('region', { name: 'Their brand, from the analysis of their website' }));
    expect(brand.getByText('#2f4a3a')).toBeInTheDocument();
    expect(brand.getByText('Cormorant Garamond · Inter')).toBeInTheDocument();
    expect(brand.getByText('Warm, quiet and precise.')).toBeInTheDocument();
  });

  it('offers the upgrade for the e-mail below the Master plan', async () => {
    await render('professional');
    expect(await screen.findByRole('heading', { name: 'Upgrade to use Sales email generation' })).toBeInTheDocument();
    expect(screen.getByText(/Available on the Master plan/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Write the e-mail' })).not.toBeInTheDocument();
  });

  it('asks before writing again over edits, and keeps them when the designer says so', async () => {
    const user = userEvent.setup();
    const api = await render('master');
    await user.click(await screen.findByRole('button', { name: 'Write the e-mail' }));
    const subject = await screen.findByLabelText('Subject');
    expect(subject).toHaveValue('First draft');
    await user.clear(subject);
    await user.type(subject, 'My own subject');
    await user.click(screen.getByRole('button', { name: 'Write again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your edits?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(subject).toHaveValue('My own subject');
    expect(api.callsTo('POST', `${base}/sales_email/draft/`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Write again' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Replace your edits?' })).getByRole('button', { name: 'Replace my edits' }));
    expect(await screen.findByDisplayValue('Second draft')).toBeInTheDocument();
  });

  it('writes again without asking when nothing was edited', async () => {
    const user = userEvent.setup();
    await render('master');
    await user.click(await screen.findByRole('button', { name: 'Write the e-mail' }));
    expect(await screen.findByDisplayValue('First draft')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Write again' }));
    expect(await screen.findByDisplayValue('Second draft')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('copies the edited subject and message beside Send, and says where replies go', async () => {
    const user = userEvent.setup();
    await render('master');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Write the e-mail' }));
    const subject = await screen.findByLabelText('Subject');
    await user.clear(subject);
    await user.type(subject, 'Your home');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('Your home\n\nDear Mei Chen,\n\nThanks.');
    expect(screen.getByRole('button', { name: 'Send to the client' })).toBeInTheDocument();
    expect(screen.getByText("Replies from the client come to your account's e-mail address.")).toBeInTheDocument();
  });
});
