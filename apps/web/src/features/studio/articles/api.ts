import { useQuery } from '@tanstack/react-query';
import { okReply, studioArticleListReply, studioArticleReply, type CreateArticleInput, type StudioArticle, type UpdateArticleInput } from '@genie/contracts';
import { api, type ApiError } from '../../../app/api-client.ts';

/** The studio's copywriting articles (contracts studio-boards.ts). */
export const articlesKey = ['studio', 'articles'] as const;
const id = encodeURIComponent;

export function useArticles() {
  return useQuery<StudioArticle[], ApiError>({
    queryKey: articlesKey,
    queryFn: async ({ signal }) => (await api('/studio/articles/', { schema: studioArticleListReply, signal })).articles,
  });
}

export async function createArticle(input: CreateArticleInput): Promise<StudioArticle> {
  return (await api('/studio/articles/', { method: 'POST', json: input, schema: studioArticleReply })).article;
}

export async function saveArticle(articleId: string, input: UpdateArticleInput): Promise<StudioArticle> {
  return (await api(`/studio/articles/${id(articleId)}/`, { method: 'PATCH', json: input, schema: studioArticleReply })).article;
}

export async function regenerateArticle(articleId: string, prompt: string): Promise<StudioArticle> {
  return (await api(`/studio/articles/${id(articleId)}/regenerate/`, { method: 'POST', json: prompt.trim() ? { prompt } : {}, schema: studioArticleReply })).article;
}

export async function restoreArticleVersion(articleId: string, versionId: string): Promise<StudioArticle> {
  return (await api(`/studio/articles/${id(articleId)}/versions/${id(versionId)}/restore/`, { method: 'POST', json: {}, schema: studioArticleReply })).article;
}

export function deleteArticle(articleId: string) {
  return api(`/studio/articles/${id(articleId)}/`, { method: 'DELETE', schema: okReply });
}
