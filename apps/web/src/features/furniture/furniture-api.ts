import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  furnitureAlternativesReply,
  furnitureImportSummary,
  furnitureListReply,
  furnitureProduct,
  furnitureProductsReply,
  type FurnitureAlternativesReply,
  type FurnitureImportSummary,
  type FurnitureListReply,
  type FurnitureProduct,
  type FurnitureProductInput,
  type FurnitureProductsReply,
} from '@genie/contracts';
import { api, apiFile, saveFile, type ApiError } from '../../app/api-client.ts';
import { clientRequestKey } from '../client-request/api.ts';

/** A request's furniture list (issue 14). */
export const furnitureKey = (id: string) => [...clientRequestKey(id), 'furniture'] as const;
const base = (id: string) => `/client_requests/${encodeURIComponent(id)}/furniture`;

export function useFurnitureList(clientId: string) {
  return useQuery<FurnitureListReply, ApiError>({
    queryKey: furnitureKey(clientId),
    queryFn: ({ signal }) => api(`${base(clientId)}/`, { schema: furnitureListReply, signal }),
  });
}

export type FurnitureAction =
  | { kind: 'generate' }
  | { kind: 'pin'; slot: string; pinned: boolean }
  | { kind: 'swap'; slot: string; pieceId: string }
  | { kind: 'remove'; slot: string }
  | { kind: 'share'; shared: boolean };

function callOf(clientId: string, a: FurnitureAction): Promise<FurnitureListReply> {
  const slot = (s: string) => `${base(clientId)}/slots/${encodeURIComponent(s)}`;
  switch (a.kind) {
    case 'generate':
      return api(`${base(clientId)}/`, { method: 'POST', json: {}, schema: furnitureListReply });
    case 'pin':
      return api(`${slot(a.slot)}/pin/`, { method: 'PUT', json: { pinned: a.pinned }, schema: furnitureListReply });
    case 'swap':
      return api(`${slot(a.slot)}/swap/`, { method: 'POST', json: { piece_id: a.pieceId }, schema: furnitureListReply });
    case 'remove':
      return api(`${slot(a.slot)}/`, { method: 'DELETE', schema: furnitureListReply });
    case 'share':
      return api(`${base(clientId)}/share/`, { method: 'PUT', json: { shared: a.shared }, schema: furnitureListReply });
  }
}

export function useFurnitureAction(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation<FurnitureListReply, ApiError, FurnitureAction>({
    mutationFn: (action) => callOf(clientId, action),
    onSuccess: (reply) => {
      queryClient.setQueryData(furnitureKey(clientId), reply);
      void queryClient.invalidateQueries({ queryKey: [...furnitureKey(clientId), 'alternatives'] });
    },
  });
}

export function useFurnitureAlternatives(clientId: string, slot: string | null) {
  return useQuery<FurnitureAlternativesReply, ApiError>({
    queryKey: [...furnitureKey(clientId), 'alternatives', slot],
    enabled: slot !== null,
    queryFn: ({ signal }) => api(`${base(clientId)}/slots/${encodeURIComponent(slot ?? '')}/alternatives/`, { schema: furnitureAlternativesReply, signal }),
  });
}

/** Downloads the list as CSV or PDF with the designer's token (a plain link would carry no Authorization). */
export async function downloadFurnitureExport(clientId: string, format: 'csv' | 'pdf'): Promise<void> {
  const { blob, filename } = await apiFile(`${base(clientId)}/export.${format}`);
  saveFile(blob, filename ?? `furniture.${format}`);
}

/** The designer's own catalogue (GET /furniture/products/); the suggestions draw on it before the demo one. */
export const furnitureProductsKey = ['furniture-products'] as const;

export function useFurnitureProducts(enabled = true) {
  return useQuery<FurnitureProductsReply, ApiError>({
    queryKey: furnitureProductsKey,
    enabled,
    queryFn: ({ signal }) => api('/furniture/products/', { schema: furnitureProductsReply, signal }),
  });
}

export const addFurnitureProduct = (input: FurnitureProductInput) => api('/furniture/products/', { method: 'POST', json: input, schema: furnitureProduct });
export const updateFurnitureProduct = (id: string, input: FurnitureProductInput) =>
  api(`/furniture/products/${encodeURIComponent(id)}/`, { method: 'PUT', json: input, schema: furnitureProduct });
export const deleteFurnitureProduct = (id: string) => api(`/furniture/products/${encodeURIComponent(id)}/`, { method: 'DELETE', schema: z.null() });

/** Sets a product's photo (a .jpg, .jpeg, .png or .webp of at most 10 MB). */
export function uploadFurnitureProductPhoto(id: string, photo: File): Promise<FurnitureProduct> {
  const form = new FormData();
  form.append('photo', photo, photo.name);
  return api(`/furniture/products/${encodeURIComponent(id)}/photo/`, { method: 'PUT', form, schema: furnitureProduct });
}

/** Imports a CSV or JSON sidecar's text: rows added, rows skipped and the photo files still wanted. */
export const importFurnitureProducts = (fileName: string, content: string): Promise<FurnitureImportSummary> =>
  api('/furniture/products/import/', { method: 'POST', json: { file_name: fileName, content }, schema: furnitureImportSummary });
