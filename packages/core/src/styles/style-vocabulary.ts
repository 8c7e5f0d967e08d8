import { catalogLabels, type CatalogId } from '../i18n/catalog.ts';

/** Materials and finishes the styles are made of (labels in i18n/<language>/vocabulary.json). */
export const styleMaterials = catalogLabels('materials');
export type MaterialId = CatalogId<'materials'>;

/** Shapes, lines and patterns. */
export const styleForms = catalogLabels('forms');
export type FormId = CatalogId<'forms'>;

/** Furniture, lighting and decor that signal a style. */
export const styleKeyPieces = catalogLabels('keyPieces');
export type KeyPieceId = CatalogId<'keyPieces'>;

/** How a style feels. */
export const styleMoods = catalogLabels('moods');
export type MoodId = CatalogId<'moods'>;
