import { describe, expect, it } from 'vitest';
import { languages, type BriefFieldId, type BriefFields, type Language } from '@genie/contracts';
import { correct, createInterview, interviewFields } from '../interview/index.ts';
import { scriptedAnswer } from '../interview/scripted-visitors.fixture.ts';
import { articlePromptIntent } from './article-prompt-intent.ts';
import { guardArticle, privateFactsOf } from './article-privacy.ts';
import { articleTones } from './article-tone.ts';
import { articleKinds, composeArticle, type ArticleBrief } from './compose-article.ts';

const today = new Date('2026-01-20T09:00:00Z');

function scriptedAnswers(language: Language, extra: Partial<Record<BriefFieldId, string>> = {}): BriefFields {
  let state = createInterview({ projectType: 'residential_space', language, designer: { teamName: 'Oak Studio' } });
  for (const field of interviewFields('residential_space')) {
    const text = extra[field.id] ?? scriptedAnswer(language, 'residential_space', field.id)?.text;
    if (text) state = correct(state, field.id, text, today).state;
  }
  return state.answers;
}

const home = (language: Language): ArticleBrief => ({ projectType: 'residential_space', answers: scriptedAnswers(language), contactName: 'Mei Chen', brandName: null, spaces: ['living_room'] });

/** The budget as the brief page shows it, per language (the scripted visitors' answers). */
const budgets: Record<Language, string> = { 'en-US': 'US$150,000', 'zh-TW': 'NT$3,000,000', 'ko-KR': '₩50,000,000' };
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const paragraphs = (body: string) => body.split(/\n\n+/).filter((p) => p.trim());

describe('the copywriting guard: no private brief facts in client-facing text unless the designer asks', () => {
  describe.each(languages)('in %s', (language) => {
    const brief = home(language);
    const facts = privateFactsOf(brief);
    const layout = brief.answers.layout!.raw.trim();

    it.each(articleKinds)('a %s names no budget, contact and client words in any tone', (kind) => {
      for (const tone of articleTones) {
        for (const seed of [0, 1]) {
          const { title, body } = composeArticle({ kind, language, prompt: tone, brief, seed });
          const text = `${title}\n${body}`;
          expect(text, `${kind} ${tone}`).not.toContain(budgets[language]);
          expect(text).not.toContain('Mei Chen');
          expect(text).not.toContain(layout.slice(0, 20));
          for (const fact of facts.client_words) expect(text.toLowerCase(), `${kind} ${tone}: ${fact}`).not.toContain(fact);
          expect(paragraphs(body).length).toBeGreaterThanOrEqual(kind === 'social' ? 2 : 3);
        }
      }
    });

    it('includes the budget when the designer turns it on, or names it in the prompt', () => {
      expect(composeArticle({ kind: 'proposal', language, prompt: 'formal', brief, include: ['budget'] }).body).toContain(budgets[language]);
      const asked = { 'en-US': 'formal, include the budget', 'zh-TW': '正式語氣，包含預算', 'ko-KR': '정중하게, 예산 포함' }[language];
      expect(articlePromptIntent(asked).disclose).toEqual(['budget']);
      const body = composeArticle({ kind: 'proposal', language, prompt: asked, brief }).body;
      expect(body).toContain(budgets[language]);
      expect(body).not.toContain('Mei Chen');
    });
  });

  it('takes out of an LLM text every sentence with a budget, contact details or the client\'s words, and keeps the rest', () => {
    const brief = home('en-US');
    const raw = brief.answers.layout!.raw.trim();
    const article = {
      title: 'A calm home for Mei Chen',
      body: [
        'Dear Mei Chen, thank you for your brief. We propose a calm Japandi direction.',
        `The budget is US$150,000. Layout: ${raw}; property apartment.`,
        'Write to mei@example.com or call +886 912 345 678 any time. Oak and linen set the mood.',
        'We look forward to the next step.',
      ].join('\n\n'),
    };
    const guarded = guardArticle(article, brief, [], 'Japandi');
    expect(guarded.title).toBe('A calm home for');
    expect(guarded.body).toBe(['We propose a calm Japandi direction.', 'Oak and linen set the mood.', 'We look forward to the next step.'].join('\n\n'));
    expect(guarded.removed.sort()).toEqual(['budget', 'client_words', 'contact']);
    // Asked for, they stay.
    expect(guardArticle(article, brief, ['budget', 'contact', 'client_words'], 'Japandi')).toMatchObject({ title: article.title, body: article.body, removed: [] });
    // Written another way, the budget's digits still give it away; a date is not a phone number.
    expect(guardArticle({ title: 'T', body: 'About 150000 dollars. Move in on 2026-03-01.' }, brief, [], 'T').body).toBe('Move in on 2026-03-01.');
  });
});

describe('the built-in composer follows the prompt: topic, tone and length', () => {
  const prompts: Record<Language, { prompt: string; topic: string; warm: RegExp }> = {
    'en-US': { prompt: 'short, warm post about our new oak kitchen', topic: 'our new oak kitchen', warm: /so happy/ },
    'zh-TW': { prompt: '關於我們新橡木廚房的簡短溫暖貼文', topic: '我們新橡木廚房', warm: /很開心/ },
    'ko-KR': { prompt: '새 오크 주방에 대한 짧고 따뜻한 글', topic: '새 오크 주방', warm: /기쁜 마음/ },
  };

  it.each(languages)('in %s: a short, warm text about an oak kitchen', (language) => {
    const { prompt, topic, warm } = prompts[language];
    expect(articlePromptIntent(prompt)).toMatchObject({ length: 'short', topic });
    for (const kind of articleKinds) {
      const { title, body } = composeArticle({ kind, language, prompt, brief: home(language) });
      expect(title.toLowerCase(), kind).toContain(topic.toLowerCase().replace(/^our /, ''));
      expect(body.toLowerCase(), kind).toContain(topic.toLowerCase());
      expect(body, kind).toMatch(warm);
      expect(paragraphs(body).length, kind).toBeLessThanOrEqual(3);
    }
  });

  it('writes shorter for "short" and longer for "long"', () => {
    const brief = home('en-US');
    for (const kind of ['proposal', 'story'] as const) {
      const length = (prompt: string) => words(composeArticle({ kind, language: 'en-US', prompt, brief }).body);
      expect(length('short and warm')).toBeLessThan(length('warm'));
      expect(length('warm')).toBeLessThan(length('long and warm'));
    }
  });

  it('speaks of the space the topic names', () => {
    const { body } = composeArticle({ kind: 'social', language: 'en-US', prompt: 'formal post about the kitchen renovation', brief: home('en-US') });
    expect(body).toContain('#Kitchen');
  });
});
