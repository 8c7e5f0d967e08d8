import { designStyleIds, interviewState, referenceOutcome, type BriefFields, type DesignStyleId, type FurnitureBrief, type FurnitureRoom, type SpaceName } from '@genie/contracts';
import { styleMaterials } from '@genie/core';
import type { AppContext } from '../context.ts';
import { briefFeedbacksRepository } from '../db/repositories/brief-feedbacks.ts';
import type { ClientRequestRow } from '../db/schema.ts';

/** Words of the brief's layout that name a room, in the three languages. */
const roomWords: [SpaceName, RegExp][] = [
  ['living_room', /living|lounge|客廳|起居|거실/i],
  ['bedroom', /bed ?room|臥室|房間|침실|안방/i],
  ['dining_room', /dining|餐廳|식당|다이닝/i],
  ['study_room', /study|書房|서재/i],
  ['home_office', /office|工作室|辦公|사무|홈오피스/i],
  ['kids_room', /kid|child|兒童|小孩|아이방|어린이/i],
];

/** Share of the stated floor area each kind of room gets when only a total was given. */
const areaShare: Partial<Record<SpaceName, number>> = { living_room: 0.3, bedroom: 0.2, dining_room: 0.15, study_room: 0.12, home_office: 0.12, kids_room: 0.12, office: 0.6, coffee_shop: 0.7 };

function roomsOf(type: string, answers: BriefFields): FurnitureRoom[] {
  const layout = answers.layout?.raw ?? '';
  let spaces: SpaceName[] = roomWords.filter(([, re]) => re.test(layout)).map(([space]) => space);
  if (spaces.length === 0) spaces = type === 'commercial_space' || type === 'exhibition_space' ? ['office'] : ['living_room', 'bedroom', 'dining_room'];
  const size = answers.space_size?.value;
  const total = size?.kind === 'number_with_unit' ? size.squareMeters : undefined;
  return spaces.map((space) => ({
    id: space,
    space,
    ...(total ? { area_m2: Math.round(total * (areaShare[space] ?? 0.15) * 10) / 10 } : {}),
  }));
}

function materialsOf(answers: BriefFields): string[] {
  const text = [answers.preferred_materials?.raw, answers.colors_and_elements?.raw, answers.other_preferences?.raw].filter(Boolean).join(' ').toLowerCase();
  if (!text) return [];
  return Object.entries(styleMaterials)
    .filter(([, names]) => Object.values(names).some((name) => name.length > 1 && text.includes(name.toLowerCase())))
    .map(([id]) => id)
    .slice(0, 12);
}

/** What the furniture matching reads of a request: rooms (sized from the stated area), rated styles, palette, materials, budget. */
export async function furnitureBriefOf(ctx: Pick<AppContext, 'db'>, request: ClientRequestRow): Promise<FurnitureBrief> {
  const state = interviewState.safeParse(request.interviewState);
  const answers: BriefFields = state.success ? state.data.answers : {};
  const { ratings } = await briefFeedbacksRepository(ctx.db).find(request.designerId, request.id);
  const outcome = referenceOutcome.safeParse(request.referenceOutcome);
  const styles: FurnitureBrief['styles'] = [];
  for (const [id, score] of Object.entries(ratings)) {
    if ((designStyleIds as readonly string[]).includes(id) && score >= 1 && score <= 5) styles.push({ style: id as DesignStyleId, score });
  }
  if (styles.length === 0 && outcome.success) {
    // Not rated yet: the styles the client chose in the reference rounds, the heaviest as "loved".
    const top = Math.max(...outcome.data.style_profile.map((s) => s.weight), 0.0001);
    for (const s of outcome.data.style_profile) styles.push({ style: s.style, score: 3 + 2 * (s.weight / top) });
  }
  const budget = answers.budget?.value;
  return {
    rooms: roomsOf(request.projectType, answers),
    styles,
    colours: outcome.success ? outcome.data.palette.slice(0, 4).map((p) => p.hex) : [],
    materials: materialsOf(answers),
    budget: budget?.kind === 'money' && budget.amount > 0 ? { amount: budget.max ?? budget.amount, currency: budget.currency } : null,
  };
}
