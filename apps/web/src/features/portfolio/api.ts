import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  okReply,
  portfolioImageReply,
  portfolioListReply,
  uploadPortfolioImagesReply,
  type PortfolioListReply,
  type UpdatePortfolioImageInput,
  type UploadPortfolioImagesFields,
} from '@genie/contracts';
import { api, type ApiError } from '../../app/api-client.ts';

/** The designer's portfolio (contracts references.ts, /api/portfolio/images/). */
export const PORTFOLIO_PAGE_SIZE = 24;
export const portfolioKey = ['portfolio', 'images'] as const;

export function usePortfolio(page: number) {
  return useQuery<PortfolioListReply, ApiError>({
    queryKey: [...portfolioKey, page],
    queryFn: () => api('/portfolio/images/', { query: { page, page_size: PORTFOLIO_PAGE_SIZE }, schema: portfolioListReply }),
    placeholderData: keepPreviousData,
  });
}

/** POST multipart: the files (repeated `files`) and the tags they all get. */
export function uploadPortfolioImages(files: File[], fields: UploadPortfolioImagesFields) {
  const form = new FormData();
  form.set('style', fields.style);
  form.set('space', fields.space ?? '');
  form.set('project_type', fields.project_type);
  if (fields.title) form.set('title', fields.title);
  for (const f of files) form.append('files', f);
  return api('/portfolio/images/', { method: 'POST', form, schema: uploadPortfolioImagesReply });
}

export const updatePortfolioImage = (id: string, input: UpdatePortfolioImageInput) =>
  api(`/portfolio/images/${encodeURIComponent(id)}/`, { method: 'PATCH', json: input, schema: portfolioImageReply });

export const deletePortfolioImage = (id: string) => api(`/portfolio/images/${encodeURIComponent(id)}/`, { method: 'DELETE', schema: okReply });
