export { allowedDisclosures, briefStyles, composeArticle, articleKinds, SOCIAL_MAX_CHARS, type Article, type ArticleBrief, type ArticleInput, type ArticleKind } from './compose-article.ts';
export { articleTone, articleTones, defaultArticlePrompt, type ArticleTone } from './article-tone.ts';
export { articlePromptIntent, type ArticleLength, type ArticlePromptIntent } from './article-prompt-intent.ts';
export { guardArticle, privateFactsOf, type GuardedArticle, type PrivateBrief } from './article-privacy.ts';
