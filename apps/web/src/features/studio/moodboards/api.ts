import { useQuery } from '@tanstack/react-query';
import {
  boardImageCandidatesReply,
  boardImageReply,
  clientRequestListReply,
  moodboardExportReply,
  moodboardListReply,
  moodboardReply,
  okReply,
  savedStyleListReply,
  savedStyleReply,
  type BoardImage,
  type BoardImageRef,
  type ClientRequestListReply,
  type CreateMoodboardInput,
  type Moodboard,
  type MoodboardExport,
  type MoodboardExportFormat,
  type SavedStyle,
  type UpdateMoodboardInput,
} from '@genie/contracts';
import { api, type ApiError } from '../../../app/api-client.ts';

/** The studio's moodboards and saved styles (contracts studio-boards.ts). */
export const boardsKey = ['studio', 'boards'] as const;
export const savedStylesKey = [...boardsKey, 'styles'] as const;
export const boardImagesKey = [...boardsKey, 'images'] as const;
export const moodboardsKey = [...boardsKey, 'moodboards'] as const;
const id = encodeURIComponent;

export function useSavedStyles() {
  return useQuery<SavedStyle[], ApiError>({
    queryKey: savedStylesKey,
    queryFn: async ({ signal }) => (await api('/studio/moodboard-styles/', { schema: savedStyleListReply, signal })).styles,
  });
}

/** The designer's gallery results and portfolio images to choose from. */
export function useBoardImages(enabled = true) {
  return useQuery<BoardImage[], ApiError>({
    queryKey: boardImagesKey,
    queryFn: async ({ signal }) => (await api('/studio/moodboard-images/', { schema: boardImageCandidatesReply, signal })).images,
    enabled,
  });
}

export function useMoodboards() {
  return useQuery<Moodboard[], ApiError>({
    queryKey: moodboardsKey,
    queryFn: async ({ signal }) => (await api('/studio/moodboards/', { schema: moodboardListReply, signal })).moodboards,
  });
}

/** The designer's latest requests, for attaching a board or an article to one. */
export function useRecentRequests() {
  return useQuery<ClientRequestListReply, ApiError>({
    queryKey: ['studio', 'boards', 'requests'],
    queryFn: ({ signal }) => api('/client_requests/', { query: { page: 1, page_size: 50 }, schema: clientRequestListReply, signal }),
  });
}

export async function createMoodboard(input: CreateMoodboardInput): Promise<Moodboard> {
  return (await api('/studio/moodboards/', { method: 'POST', json: input, schema: moodboardReply })).moodboard;
}

export async function updateMoodboard(boardId: string, input: UpdateMoodboardInput): Promise<Moodboard> {
  return (await api(`/studio/moodboards/${id(boardId)}/`, { method: 'PATCH', json: input, schema: moodboardReply })).moodboard;
}

export async function exportMoodboard(boardId: string, format: MoodboardExportFormat): Promise<MoodboardExport> {
  return (await api(`/studio/moodboards/${id(boardId)}/exports/`, { method: 'POST', json: { format }, schema: moodboardExportReply })).export;
}

export async function saveMoodboardAsStyle(boardId: string, name: string): Promise<SavedStyle> {
  return (await api(`/studio/moodboards/${id(boardId)}/save-style/`, { method: 'POST', json: { name }, schema: savedStyleReply })).style;
}

export async function createSavedStyle(name: string, images: BoardImageRef[]): Promise<SavedStyle> {
  return (await api('/studio/moodboard-styles/', { method: 'POST', json: { name, images }, schema: savedStyleReply })).style;
}

export async function updateSavedStyle(styleId: string, name: string, images: BoardImageRef[]): Promise<SavedStyle> {
  return (await api(`/studio/moodboard-styles/${id(styleId)}/`, { method: 'PATCH', json: { name, images }, schema: savedStyleReply })).style;
}

export function deleteSavedStyle(styleId: string) {
  return api(`/studio/moodboard-styles/${id(styleId)}/`, { method: 'DELETE', schema: okReply });
}

export async function uploadBoardImage(file: File): Promise<BoardImage> {
  const form = new FormData();
  form.append('image', file);
  return (await api('/studio/moodboard-images/', { method: 'POST', form, schema: boardImageReply })).image;
}

/** A chosen image's reference (what the server resolves again). */
export const refOf = (image: Pick<BoardImage, 'source' | 'source_id'>): BoardImageRef => ({ source: image.source, id: image.source_id });
