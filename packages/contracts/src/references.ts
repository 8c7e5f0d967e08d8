import { z } from 'zod';
import { projectType, projectTypes, type ProjectType } from './client-requests.ts';
import { line } from './text.ts';

/** Spec §3 "Design styles": the 47 ids, in the spec's order. */
export const designStyleIds = [
  'no_style',
  'eclectic',
  'scandinavian',
  'modern',
  'contemporary',
  'transitional',
  'mediterranean',
  'ikea',
  'industrial',
  'quiet_luxury',
  'kids_room',
  'shabby_chic',
  'coastal',
  'bauhaus',
  'bohemian',
  'baroque',
  'rococo',
  'modern_chinese',
  'traditional_chinese',
  'traditional',
  'rustic',
  'minimalism',
  'japandi',
  'japanese_design',
  'modern_arabic',
  'traditional_arabic',
  'bali',
  'tropical',
  'asian_decor',
  'zen',
  'hollywood_regency',
  'hollywood_glam',
  'minimalist',
  'christmas',
  'futuristic',
  'luxurious',
  'midcentury_modern',
  'biophilic',
  'cottage_core',
  'french_country',
  'art_deco',
  'art_nouveau',
  'south_western',
  'modern_farm_house',
  'wabisabi',
  'korean_modern',
  'korean_traditional',
] as const;
export const designStyleId = z.enum(designStyleIds);
export type DesignStyleId = z.infer<typeof designStyleId>;

/** Spec §3 "Space names", in the spec's order. `new_space` is the "add a space" entry of the pickers. */
export const spaceNames = [
  'living_room',
  'open_kitchen_living_room',
  'bedroom',
  'bathroom',
  'kitchen',
  'dining_room',
  'attic',
  'study_room',
  'home_office',
  'family_room',
  'formal_dining_room',
  'kids_room',
  'balcony',
  'gaming_room',
  'meeting_room',
  'workshop',
  'fitness_gym',
  'coffee_shop',
  'clothing_store',
  'restaurant',
  'office',
  'coworking_space',
  'hotel_lobby',
  'hotel_room',
  'hotel_bathroom',
  'exhibition_space',
  'onsen',
  'working_space',
  'wine_cellar',
  'rooftop_terrace',
  'sunroom',
  'home_spa',
  'mudroom',
  'craft_room',
  'dressing_room',
  'guest_bedroom',
  'home_bar',
  'library',
  'other',
  'new_space',
] as const;
export const spaceName = z.enum(spaceNames);
export type SpaceName = z.infer<typeof spaceName>;

/** The project type of a reference image: the client request's project types (spec §1). */
export const referenceProjectTypes = projectTypes;
export const referenceProjectType = projectType;
export type ReferenceProjectType = ProjectType;

/** Lower-case `#rrggbb`; palettes are produced by code, so one spelling keeps comparisons simple. */
export const paletteHex = z.string().regex(/^#[0-9a-f]{6}$/);

export const paletteEntry = z.object({
  hex: paletteHex,
  /** Fraction of the image (or of the merged choices) this colour covers, 0..1; a palette sums to 1. */
  share: z.number().min(0).max(1),
});
export type PaletteEntry = z.infer<typeof paletteEntry>;

/** Text in the three interface languages; en-US always, the others when known (fall back to en-US). */
export const referenceImageTitle = z.object({
  'en-US': z.string().trim().min(1).max(200),
  'zh-TW': z.string().trim().min(1).max(200).optional(),
  'ko-KR': z.string().trim().min(1).max(200).optional(),
});
export type ReferenceImageTitle = z.infer<typeof referenceImageTitle>;

export const referenceImageSource = z.object({
  /** Who made the image or where it comes from, as shown under it ("Genie demo library", a photographer). */
  credit: z.string().trim().min(1).max(200),
  url: z.url().max(2000).optional(),
  license: z.string().trim().max(100).optional(),
});
export type ReferenceImageSource = z.infer<typeof referenceImageSource>;

/** The shared library, or one designer's own portfolio (shown only in that designer's genie). */
export const referenceImageOwner = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('library') }),
  z.object({ kind: z.literal('designer'), designer_id: z.string().min(1) }),
]);
export type ReferenceImageOwner = z.infer<typeof referenceImageOwner>;

export const referenceImageFormat = z.enum(['webp', 'jpeg', 'png']);
export type ReferenceImageFormat = z.infer<typeof referenceImageFormat>;

export const referenceImageVariant = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  format: referenceImageFormat,
  /** Storage key of the file; the server turns it into a URL. */
  key: z.string().min(1),
  bytes: z.number().int().positive(),
});
export type ReferenceImageVariant = z.infer<typeof referenceImageVariant>;

/** What an importer or uploader states about an image; everything else is computed at ingestion. */
export const referenceImageDraft = z.object({
  style: designStyleId,
  /** The room the image shows; null for brand, packaging and website images. */
  space: spaceName.nullable(),
  project_type: referenceProjectType,
  title: referenceImageTitle,
  source: referenceImageSource,
  owner: referenceImageOwner,
});
export type ReferenceImageDraft = z.infer<typeof referenceImageDraft>;

export const referenceImage = referenceImageDraft.extend({
  id: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The metadata-stripped original first, then the web sizes. */
  variants: z.array(referenceImageVariant).min(1),
  palette: z.array(paletteEntry).min(1).max(8),
  /** 64-bit DCT perceptual hash, 16 hex digits; near-duplicates are a small Hamming distance apart. */
  phash: z.string().regex(/^[0-9a-f]{16}$/),
  /** Layout version and length of the stored visual feature vector (the vector itself is binary). */
  feature_version: z.number().int().positive(),
  feature_length: z.number().int().positive(),
});
export type ReferenceImage = z.infer<typeof referenceImage>;

/** What a visitor's round shows of an image: no owner, no hashes. */
export const referenceImageCard = z.object({
  id: z.string(),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  variants: z.array(
    z.object({ url: z.string(), width: z.number().int(), height: z.number().int(), format: referenceImageFormat }),
  ),
});
export type ReferenceImageCard = z.infer<typeof referenceImageCard>;

// ---- the visitor's preference rounds ----

export const referenceRound = z.object({
  /** 1-based. */
  index: z.number().int().min(1),
  /** The images currently offered, in display order. */
  offered: z.array(z.string()).min(1),
  /** The image the visitor picked; null while the round is open. */
  chosen: z.string().nullable(),
  /** Sets replaced by "New Images" in this round, oldest first (seen, so never offered again). */
  replaced: z.array(z.array(z.string())),
});
export type ReferenceRound = z.infer<typeof referenceRound>;

export const referenceRoundsStatus = z.enum(['choosing', 'completed', 'stopped', 'no_similar_images']);
export type ReferenceRoundsStatus = z.infer<typeof referenceRoundsStatus>;

/** Everything needed to continue a visitor's rounds later; stored with the client request. */
export const referenceRoundsState = z.object({
  seed: z.number().int().min(0).max(0xffffffff),
  project_type: referenceProjectType,
  /** The room the brief names first (its images come first). */
  space: spaceName.nullable(),
  /** Further rooms the brief names, in order (absent in rounds started before they were kept). */
  spaces: z.array(spaceName).max(10).optional(),
  status: referenceRoundsStatus,
  rounds: z.array(referenceRound),
});
export type ReferenceRoundsState = z.infer<typeof referenceRoundsState>;

export const referenceStyleWeight = z.object({ style: designStyleId, weight: z.number().min(0).max(1) });
export type ReferenceStyleWeight = z.infer<typeof referenceStyleWeight>;

/** A style the brief asks the visitor to rate, shown by one representative image. */
export const referenceStyleSample = z.object({ style: designStyleId, image_id: z.string(), weight: z.number().min(0).max(1) });
export type ReferenceStyleSample = z.infer<typeof referenceStyleSample>;

export const referenceChoice = z.object({ round: z.number().int().min(1), image_id: z.string(), style: designStyleId });
export type ReferenceChoice = z.infer<typeof referenceChoice>;

/** Message keys of the rounds; the web app translates `references.<key>`, the English is spec §8's. */
export const referenceMessages = {
  no_similar_images: 'No similar reference image found',
} as const;
export type ReferenceMessageKey = keyof typeof referenceMessages;

/** The rounds' result, stored with the request and shown in the brief and to the designer. */
export const referenceOutcome = z.object({
  status: z.enum(['completed', 'stopped', 'no_similar_images']),
  /** Set when the rounds ended because nothing unseen was similar enough. */
  message_key: z.enum(['no_similar_images']).nullable(),
  chosen: z.array(referenceChoice),
  /** Ranked, heaviest first; weights sum to 1 (empty when nothing was chosen). */
  style_profile: z.array(referenceStyleWeight),
  /** Dominant colours merged from the chosen images, largest share first. */
  palette: z.array(paletteEntry),
  style_samples: z.array(referenceStyleSample),
});
export type ReferenceOutcome = z.infer<typeof referenceOutcome>;

// ---- the designer's portfolio (issue 4): /api/portfolio/images/ ----

/** A portfolio image as its designer sees it (the variants as URLs, original first). */
export const portfolioImage = z.object({
  id: z.string(),
  style: designStyleId,
  space: spaceName.nullable(),
  project_type: referenceProjectType,
  title: referenceImageTitle,
  source: referenceImageSource,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  variants: z.array(
    z.object({ url: z.string(), width: z.number().int(), height: z.number().int(), format: referenceImageFormat, bytes: z.number().int() }),
  ),
  palette: z.array(paletteEntry),
  created_at: z.string().describe('ISO date-time'),
});
export type PortfolioImage = z.infer<typeof portfolioImage>;

/**
 * POST /portfolio/images/ — multipart: one or more `files` (repeat the field), and the tags every
 * file of the upload gets: `style` (a style id), `space` (a space name, empty for none), `project_type`,
 * optional `title`. Each file is decoded to prove it whole ("Image is damaged" otherwise).
 */
export const PORTFOLIO_UPLOAD_MAX_FILES = 20;
export const uploadPortfolioImagesFields = z.object({
  style: designStyleId,
  space: z.union([spaceName, z.literal('')]).optional(),
  project_type: referenceProjectType,
  title: line(200).optional(),
});
export type UploadPortfolioImagesFields = z.infer<typeof uploadPortfolioImagesFields>;

/** A file of an upload that was not taken, and why (the error code and its message). */
export const rejectedUpload = z.object({ filename: z.string(), code: z.string(), msg: z.string() });
export type RejectedUpload = z.infer<typeof rejectedUpload>;

/** Files that were taken, and those refused (a damaged file, a near-duplicate…); all refused → an error reply. */
export const uploadPortfolioImagesReply = z.object({
  success: z.literal(true),
  images: z.array(portfolioImage),
  rejected: z.array(rejectedUpload),
});
export type UploadPortfolioImagesReply = z.infer<typeof uploadPortfolioImagesReply>;

export const portfolioListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(24),
});
export type PortfolioListQuery = z.infer<typeof portfolioListQuery>;

/** GET /portfolio/images/ — newest first. */
export const portfolioListReply = z.object({
  success: z.literal(true),
  images: z.array(portfolioImage),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int().nonnegative(),
});
export type PortfolioListReply = z.infer<typeof portfolioListReply>;

/** PATCH /portfolio/images/{id}/ — retag; only the fields sent change. */
export const updatePortfolioImageInput = z.object({
  style: designStyleId.optional(),
  space: spaceName.nullable().optional(),
  project_type: referenceProjectType.optional(),
  title: line(200).min(1).optional(),
});
export type UpdatePortfolioImageInput = z.infer<typeof updatePortfolioImageInput>;

export const portfolioImageReply = z.object({ success: z.literal(true), image: portfolioImage });
export type PortfolioImageReply = z.infer<typeof portfolioImageReply>;

// ---- the visitor's rounds: /genie/{linkWords}/reference/… ----

/** POST …/reference/choose/ */
export const chooseReferenceImageInput = z.object({ image_id: z.string().min(1).max(100) });
export type ChooseReferenceImageInput = z.infer<typeof chooseReferenceImageInput>;

/** The spec §8 message shown when nothing unseen is similar enough; the way forward is stop. */
export const referenceNotice = z.object({ code: z.enum(['no_similar_images']), msg: z.string() });
export type ReferenceNotice = z.infer<typeof referenceNotice>;

/** A style of the outcome's profile, with its name in the visitor's language. */
export const referenceProfileEntry = referenceStyleWeight.extend({ label: z.string() });
export type ReferenceProfileEntry = z.infer<typeof referenceProfileEntry>;

/** What the brief shows of the rounds: the ranked style profile and the dominant palette. */
export const referenceProfile = z.object({
  style_profile: z.array(referenceProfileEntry),
  palette: z.array(paletteEntry),
  chosen_count: z.number().int().nonnegative(),
});
export type ReferenceProfile = z.infer<typeof referenceProfile>;
