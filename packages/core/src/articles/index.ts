export { briefStyles, composeArticle, articleKinds, SOCIAL_MAX_CHARS, type Article, type ArticleBrief, type ArticleInput, type ArticleKind } from './compose-article.ts';
export { articleTone, articleTones, defaultArticlePrompt, type ArticleTone } from './article-tone.ts';
