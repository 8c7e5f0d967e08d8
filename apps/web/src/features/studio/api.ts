import { useQuery } from '@tanstack/react-query';
import {
  customSpacesReply,
  customThemeReply,
  imagenConfigsReply,
  okReply,
  studioCutoutListReply,
  studioCutoutReply,
  studioGalleryReply,
  studioGenerationListReply,
  studioGenerationReply,
  studioResultReply,
  type CreateCustomThemeInput,
  type FurniturePieceKind,
  type StudioCutout,
  type ImagenConfigsValue,
  type StudioDownloadFormat,
  type StudioGalleryReply,
  type StudioGeneration,
  type StudioGenerationListReply,
  type UpdateCustomThemeInput,
} from '@genie/contracts';
import { api, ApiError } from '../../app/api-client.ts';
import { getToken } from '../../app/auth.ts';

export const studioKey = ['studio'] as const;
export const imagenConfigsKey = ['imagen-configs'] as const;
export const generationsKey = (requestId: string | undefined) => ['studio', 'generations', requestId ?? 'all'] as const;
export const galleryKey = (filters: GalleryFilters) => ['studio', 'gallery', filters] as const;

export interface GalleryFilters {
  tool?: string;
  space?: string;
  style?: string;
  client_request_id?: string;
  favourite?: 'true';
  page?: number;
}

const isActive = (g: StudioGeneration) => g.status === 'queued' || g.status === 'generating';
/** How often a running generation is looked at: progress and results come by polling. */
export const STUDIO_POLL_MS = 1000;

/** The designer's custom spaces and themes (GET /accounts/deisnger_imagen_configs/). */
export function useImagenConfigs() {
  return useQuery<ImagenConfigsValue, ApiError>({
    queryKey: imagenConfigsKey,
    queryFn: async ({ signal }) => (await api('/accounts/deisnger_imagen_configs/', { schema: imagenConfigsReply, signal })).value,
  });
}

export function saveCustomSpaces(names: string[]) {
  return api('/accounts/deisnger_imagen_configs/', { method: 'PUT', json: { config_type: 'custom_spaces', data: names }, schema: customSpacesReply });
}

export function createCustomTheme(input: Omit<CreateCustomThemeInput, 'config_type'>) {
  return api('/accounts/deisnger_imagen_configs/', { method: 'POST', json: { ...input, config_type: 'custom_theme' }, schema: customThemeReply });
}

export function updateCustomTheme(id: string, input: UpdateCustomThemeInput) {
  return api(`/accounts/deisnger_imagen_config/${encodeURIComponent(id)}/`, { method: 'PUT', json: input, schema: customThemeReply });
}

export function deleteCustomTheme(id: string) {
  return api(`/accounts/deisnger_imagen_config/${encodeURIComponent(id)}/`, { method: 'DELETE', schema: okReply });
}

/** The latest generations (of one request, when given), polled every second while one is running. */
export function useGenerations(requestId: string | undefined) {
  return useQuery<StudioGenerationListReply, ApiError>({
    queryKey: generationsKey(requestId),
    queryFn: ({ signal }) => api('/studio/generations/', { query: { client_request_id: requestId }, schema: studioGenerationListReply, signal }),
    refetchInterval: (query) => (query.state.data?.generations.some(isActive) ? STUDIO_POLL_MS : false),
  });
}

export function useGallery(filters: GalleryFilters) {
  return useQuery<StudioGalleryReply, ApiError>({
    queryKey: galleryKey(filters),
    queryFn: ({ signal }) => api('/studio/results/', { query: { ...filters, page_size: 24 }, schema: studioGalleryReply, signal }),
    placeholderData: (previous) => previous,
  });
}

export async function createGeneration(form: FormData): Promise<StudioGeneration> {
  return (await api('/studio/generations/', { method: 'POST', form, schema: studioGenerationReply })).generation;
}

export async function generationAction(id: string, action: 'stop' | 'retry'): Promise<StudioGeneration> {
  return (await api(`/studio/generations/${encodeURIComponent(id)}/${action}/`, { method: 'POST', json: {}, schema: studioGenerationReply })).generation;
}

export async function regenerate(id: string, prompt: string, count?: number): Promise<StudioGeneration> {
  return (await api(`/studio/generations/${encodeURIComponent(id)}/regenerate/`, { method: 'POST', json: { prompt, ...(count ? { count } : {}) }, schema: studioGenerationReply }))
    .generation;
}

export function setFavourite(id: string, favourite: boolean) {
  return api(`/studio/results/${encodeURIComponent(id)}/`, { method: 'PATCH', json: { favourite }, schema: studioResultReply });
}

export function deleteResult(id: string) {
  return api(`/studio/results/${encodeURIComponent(id)}/`, { method: 'DELETE', schema: okReply });
}

export function restoreResult(id: string) {
  return api(`/studio/results/${encodeURIComponent(id)}/restore/`, { method: 'POST', json: {}, schema: studioResultReply });
}

/** Downloads a result in the chosen format (the call needs the bearer token, so it goes through a blob). */
export async function downloadResult(id: string, format: StudioDownloadFormat): Promise<void> {
  const token = getToken();
  const res = await fetch(`/api/studio/results/${encodeURIComponent(id)}/download/?format=${format}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new ApiError(res.status, 'internal_error', res.statusText);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `image.${format}`;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const cutoutsKey = ['studio', 'cutouts'] as const;

/** The designer's product cut-outs for furniture compose. */
export function useCutouts() {
  return useQuery({ queryKey: cutoutsKey, queryFn: async () => (await api('/studio/cutouts/', { schema: studioCutoutListReply })).cutouts });
}

/** Uploads a product photo; the server removes a plain background and keeps the cut-out. */
export async function uploadCutout(file: File, piece: FurniturePieceKind): Promise<StudioCutout> {
  const form = new FormData();
  form.append('piece', piece);
  form.append('image', file);
  return (await api('/studio/cutouts/', { method: 'POST', form, schema: studioCutoutReply })).cutout;
}

/** Deletes one of the designer's cut-outs (its stored picture with it). */
export async function deleteCutout(id: string) {
  return api(`/studio/cutouts/${encodeURIComponent(id)}/`, { method: 'DELETE', schema: okReply });
}

/**
 * A built-in piece drawn in the chosen style, as the compose will draw it (an object URL: the call
 * needs the bearer token). Null while it loads or when it cannot be drawn.
 */
export function usePiecePreview(piece: FurniturePieceKind, style: string) {
  return useQuery({
    queryKey: ['studio', 'piece-preview', piece, style],
    staleTime: Infinity,
    gcTime: Infinity,
    queryFn: async () => {
      const token = getToken();
      const res = await fetch(`/api/studio/furniture-pieces/${piece}/?style=${encodeURIComponent(style)}&width=320`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      if (!res.ok) throw new ApiError(res.status, 'internal_error', res.statusText);
      return URL.createObjectURL(await res.blob());
    },
  });
}
