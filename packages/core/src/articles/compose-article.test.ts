import { describe, expect, it } from 'vitest';
import { languages, type BriefFieldId, type BriefFields, type Language, type ProjectType } from '@genie/contracts';
import { catalogIds, catalogLabel } from '../i18n/catalog.ts';
import { correct, createInterview, interviewFields } from '../interview/index.ts';
import { scriptedAnswer } from '../interview/scripted-visitors.fixture.ts';
import { articleTone, articleTones, defaultArticlePrompt } from './article-tone.ts';
import { articleKinds, composeArticle, SOCIAL_MAX_CHARS, type ArticleBrief, type ArticleInput } from './compose-article.ts';

const today = new Date('2026-01-20T09:00:00Z');

function answersOf(projectType: ProjectType, language: Language, texts: Partial<Record<BriefFieldId, string>>): BriefFields {
  let state = createInterview({ projectType, language, designer: { teamName: 'Oak Studio' } });
  for (const [id, text] of Object.entries(texts)) state = correct(state, id, text, today).state;
  return state.answers;
}

/** Every field of the type answered by the core's scripted visitor of that language. */
function scriptedAnswers(projectType: ProjectType, language: Language): BriefFields {
  const texts: Partial<Record<BriefFieldId, string>> = {};
  for (const field of interviewFields(projectType)) {
    const scripted = scriptedAnswer(language, projectType, field.id);
    if (scripted) texts[field.id] = scripted.text;
  }
  return answersOf(projectType, language, texts);
}

const home = (language: Language): ArticleBrief => ({
  projectType: 'residential_space',
  answers: scriptedAnswers('residential_space', language),
  contactName: 'Mei Chen',
  brandName: null,
  spaces: ['living_room'],
});

const write = (overrides: Partial<ArticleInput> & Pick<ArticleInput, 'kind' | 'language'>) =>
  composeArticle({ prompt: defaultArticlePrompt(overrides.language), brief: home(overrides.language), ...overrides });

/** Every private fact allowed, as when the designer turns all three on. */
const everything = ['budget', 'contact', 'client_words'] as const;

const paragraphs = (body: string) => body.split(/\n\n+/).filter((p) => p.trim());
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** The client's facts as the brief page formats them, per language (the scripted visitors' answers). */
const facts: Record<Language, { space: string; size: string; budget: string; date: string; quoteMark: string }> = {
  'en-US': { space: 'living room', size: '1,200 sq ft', budget: 'US$150,000', date: 'March 2026', quoteMark: '“' },
  'zh-TW': { space: '客廳', size: '35坪', budget: 'NT$3,000,000', date: '2026年12月底前', quoteMark: '「' },
  'ko-KR': { space: '거실', size: '32평', budget: '₩50,000,000', date: '2026년 7월 20일까지', quoteMark: '“' },
};

describe('the built-in article composer', () => {
  describe.each(languages)('in %s', (language) => {
    const brief = home(language);
    const wish = brief.answers.problem_need!.raw.trim().replace(/[.。]+$/, '');

    it.each(articleTones)('a proposal in the %s tone names the client, the space, size, budget and timing, and quotes their words, when the designer includes them', (tone) => {
      const { title, body } = write({ kind: 'proposal', language, prompt: tone, include: everything });
      const f = facts[language];
      expect(title.trim()).not.toBe('');
      expect(body).toContain('Mei Chen');
      for (const fact of [f.space, f.size, f.budget, f.date]) expect(body).toContain(fact);
      expect(body).toContain(`${f.quoteMark}${wish}`);
      expect(paragraphs(body).length).toBeGreaterThanOrEqual(3);
      expect(paragraphs(body).length).toBeLessThanOrEqual(5);
    });

    it('a story runs from before to the wish to the design idea, quoting the client', () => {
      const { body } = write({ kind: 'story', language, prompt: 'formal', designerName: 'Oak Studio', include: ['client_words'] });
      const parts = paragraphs(body);
      const background = brief.answers.project_background!.raw.trim().slice(0, 12);
      expect(parts[0]).toContain(background);
      expect(parts[1]).toContain(wish);
      expect(parts.slice(2).join(' ')).toContain(catalogLabel(language, 'styles', 'modern'));
      expect(body.trimEnd().endsWith('Oak Studio')).toBe(true);
    });

    it('a social post stays under the limit and ends with hashtags from the style and the space', () => {
      const { body } = write({ kind: 'social', language, styleIds: ['japandi'] });
      expect(body.length).toBeLessThanOrEqual(SOCIAL_MAX_CHARS);
      const tags = body.split('\n').at(-1)!;
      expect(tags).toMatch(/^#/);
      expect(tags).toContain(`#${catalogLabel(language, 'styles', 'japandi').replace(/[^\p{L}\p{N}]/gu, '')}`);
      expect(tags).toContain(`#${catalogLabel(language, 'spaces', 'living_room').replace(/[^\p{L}\p{N}]/gu, '')}`);
    });

    it('a social post with very long answers still fits, hashtags kept', () => {
      const long = 'We want a calm and bright room for reading, cooking and hosting friends every weekend. '.repeat(20);
      const answers = answersOf('residential_space', language, { problem_need: long, layout: long, unique_design: long });
      for (const prompt of ['poetry', 'formal', 'playful']) {
        const { body } = write({ kind: 'social', language, prompt, brief: { ...brief, answers, brandName: 'A very long brand name for testing' } });
        expect(body.length).toBeLessThanOrEqual(SOCIAL_MAX_CHARS);
        expect(body.split('\n').at(-1)).toMatch(/^#/);
      }
    });

    it('the tone follows the prompt: a poem has short lines, other tones other words', () => {
      const texts = Object.fromEntries(articleTones.map((tone) => [tone, write({ kind: 'proposal', language, prompt: tone }).body]));
      expect(new Set(Object.values(texts)).size).toBe(articleTones.length);
      const averageLine = (text: string) => text.length / text.split('\n').length;
      expect(averageLine(texts.poetry!)).toBeLessThan(averageLine(texts.formal!));
    });

    it.each(articleKinds)('another seed writes another %s; the same seed the same one', (kind) => {
      const first = write({ kind, language, seed: 1 });
      expect(write({ kind, language, seed: 1 })).toEqual(first);
      expect(write({ kind, language, seed: 2 }).body).not.toBe(first.body);
    });

    it('mentions the chosen images by their captions', () => {
      const { body } = write({ kind: 'proposal', language, prompt: 'formal', imageCaptions: ['Oak shelf wall', 'Linen sofa'] });
      expect(body).toContain('Oak shelf wall');
      expect(body).toContain('Linen sofa');
    });

    it('writes around missing facts without placeholders, for every kind, tone and project type', () => {
      const types: ProjectType[] = ['residential_space', 'commercial_space', 'exhibition_space', 'brand_design', 'packaging_design', 'website', 'other'];
      for (const projectType of types) {
        for (const kind of articleKinds) {
          for (const tone of articleTones) {
            for (const seed of [0, 1, 2]) {
              const bare = composeArticle({ kind, language, prompt: tone, seed, brief: { projectType, answers: {} } });
              const text = `${bare.title}\n${bare.body}`;
              expect(text, `${projectType} ${kind} ${tone}`).not.toMatch(/undefined|null|NaN|[{}]/);
              expect(bare.title.trim()).not.toBe('');
              expect(paragraphs(bare.body).length).toBeGreaterThanOrEqual(kind === 'social' ? 2 : 3);
            }
          }
        }
      }
    });

    it('leaves out a skipped or undecided answer', () => {
      const answers = answersOf('residential_space', language, { budget: language === 'en-US' ? 'not decided yet' : language === 'zh-TW' ? '還沒決定' : '아직 미정' });
      const { body } = write({ kind: 'proposal', language, prompt: 'formal', brief: { ...brief, answers } });
      expect(body).not.toContain(catalogLabel(language, 'briefFields', 'budget'));
      expect(body).not.toMatch(/budget of|預算|예산/);
    });
  });

  it('writes Chinese with a space around Latin names, as the chat does', () => {
    expect(write({ kind: 'proposal', language: 'zh-TW', prompt: 'formal', include: ['contact'] }).body).toMatch(/^Mei Chen 您好/);
  });

  it('reads the tone from the prompt in any of the three languages, a short poem by default', () => {
    expect(articleTone(defaultArticlePrompt('en-US'))).toBe('poetry');
    expect(articleTone(defaultArticlePrompt('zh-TW'))).toBe('poetry');
    expect(articleTone(defaultArticlePrompt('ko-KR'))).toBe('poetry');
    expect(articleTone('')).toBe('poetry');
    expect(articleTone('Professional, for a formal proposal')).toBe('formal');
    expect(articleTone('請用正式的語氣')).toBe('formal');
    expect(articleTone('溫暖親切一點')).toBe('warm');
    expect(articleTone('따뜻하고 다정하게')).toBe('warm');
    expect(articleTone('유쾌하고 재미있게')).toBe('playful');
    expect(articleTone('make it playful')).toBe('playful');
    expect(articleTone('concise, to the point')).toBe('concise');
    expect(articleTone('簡潔扼要')).toBe('concise');
    expect(articleTone('간결하게 써 주세요')).toBe('concise');
    expect(articleTone('시간 순서대로 정중하게')).toBe('formal');
  });

  it('has the default prompt in each language', () => {
    expect(defaultArticlePrompt('en-US')).toBe('a short poetry tone');
    expect(defaultArticlePrompt('zh-TW')).toBe('簡短的詩意語氣');
    expect(defaultArticlePrompt('ko-KR')).toBe('짧은 시적인 톤');
  });

  it('has every template in every language with the same slots', () => {
    for (const section of ['articles', 'moodboards'] as const) {
      for (const id of catalogIds(section)) {
        const english = placeholders(catalogLabel('en-US', section, id));
        for (const language of languages) expect(placeholders(catalogLabel(language, section, id)), `${language} ${section}.${id}`).toEqual(english);
      }
    }
  });
});
