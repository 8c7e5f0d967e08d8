import { designStyleIds, type ClientRequestDetail, type DesignStyleId, type ProjectType, type SpaceName } from '@genie/contracts';

export interface StudioPrefill {
  space: SpaceName;
  style: DesignStyleId | '';
  prompt: string;
}

/** The room a project type most often starts from. */
const spaceOfProjectType: Record<ProjectType, SpaceName> = {
  residential_space: 'living_room',
  commercial_space: 'coffee_shop',
  exhibition_space: 'exhibition_space',
  brand_design: 'office',
  packaging_design: 'office',
  website: 'office',
  other: 'living_room',
};

/** Brief fields whose words go into the prompt: colours, materials, then the must-haves. */
const promptFields = ['colors_and_elements', 'preferred_materials', 'key_considerations', 'important_collections', 'unique_design', 'other_design_requirements'] as const;
const FIELD_MAX = 160;
const isStyle = (id: string): id is DesignStyleId => (designStyleIds as readonly string[]).includes(id);

/** The style the client rated highest on the brief's samples, else the top of the reference rounds' profile. */
export function favouriteStyle(request: Pick<ClientRequestDetail, 'style_samples' | 'feedback' | 'reference_outcome'>): DesignStyleId | '' {
  let best: { style: DesignStyleId; rating: number } | null = null;
  for (const sample of request.style_samples) {
    const rating = request.feedback.ratings[sample.id];
    if (rating !== undefined && isStyle(sample.style) && (!best || rating > best.rating)) best = { style: sample.style, rating };
  }
  if (best) return best.style;
  const top = request.reference_outcome?.style_profile[0]?.style;
  return top && isStyle(top) ? top : '';
}

const clip = (text: string) => (text.length > FIELD_MAX ? `${text.slice(0, FIELD_MAX - 1).trimEnd()}…` : text);

/**
 * The workbench's settings when opened from a request: the project type's space, the client's favourite
 * style, and a prompt naming the room and style followed by the client's colours, materials and must-haves.
 */
export function prefillFromBrief(
  request: Pick<ClientRequestDetail, 'project_type' | 'entries' | 'style_samples' | 'feedback' | 'reference_outcome'>,
  labels: { space: (id: SpaceName) => string; style: (id: DesignStyleId) => string },
): StudioPrefill {
  const space = spaceOfProjectType[request.project_type];
  const style = favouriteStyle(request);
  const lead = style ? `${labels.space(space)}, ${labels.style(style)}` : labels.space(space);
  const words = promptFields.flatMap((field) => {
    const entry = request.entries.find((e) => e.field_id === field && !e.skipped);
    const value = (entry?.display ?? entry?.raw ?? '').trim();
    return value ? [clip(value.replace(/\s+/g, ' '))] : [];
  });
  return { space, style, prompt: [lead, ...words].join('; ') };
}
