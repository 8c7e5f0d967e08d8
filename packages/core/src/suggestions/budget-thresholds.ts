import type { Currency, ProjectType } from '@genie/contracts';
import { unitsPerUsd } from '../currencies.ts';
import type { AreaFacts, MoneyFacts } from './brief-facts.ts';

/**
 * Rough market bands the rules judge a budget by: [floor, comfortable]. Below the floor the budget is
 * tight (a risk); from `comfortable` up it leaves room for premium finishes; in between it is
 * workable with choices. They are orders of magnitude for a first call, not quotes.
 *
 * Spaces are judged per m² of design and fit-out (construction, finishes, lighting, fixed furniture):
 * - residential: TWD 9,000–24,000 /m² (≈ NT$30k–80k per ping), KRW 300,000–750,000 /m² (≈ ₩1M–2.5M per
 *   pyeong), USD 400–1,200 /m²;
 * - commercial (cafés, shops, offices): TWD 18,000–40,000, KRW 600,000–1,200,000, USD 700–2,000 /m²;
 * - exhibition booths (custom build): TWD 6,000–15,000, KRW 250,000–600,000, USD 300–900 /m².
 * A website (the one design-only type whose brief asks a budget) is judged by its total: TWD 60,000–250,000,
 * KRW 3,000,000–10,000,000, USD 2,500–10,000.
 * TWD and KRW have their own bands (local prices differ from exchange rates); HKD, EUR, JPY and CNY
 * use the USD band times a fixed rate (7.8, 0.92, 150, 7.2). Other types have no budget question, so no band.
 */
type Band = readonly [floor: number, comfortable: number];
type LocalBands = Readonly<Record<'TWD' | 'KRW' | 'USD', Band>>;

export const perSquareMetreBands: Readonly<Partial<Record<ProjectType, LocalBands>>> = {
  residential_space: { TWD: [9_000, 24_000], KRW: [300_000, 750_000], USD: [400, 1_200] },
  commercial_space: { TWD: [18_000, 40_000], KRW: [600_000, 1_200_000], USD: [700, 2_000] },
  exhibition_space: { TWD: [6_000, 15_000], KRW: [250_000, 600_000], USD: [300, 900] },
};

export const totalBudgetBands: Readonly<Partial<Record<ProjectType, LocalBands>>> = {
  website: { TWD: [60_000, 250_000], KRW: [3_000_000, 10_000_000], USD: [2_500, 10_000] },
};

function bandIn(bands: LocalBands, currency: Currency): Band {
  if (currency === 'TWD' || currency === 'KRW' || currency === 'USD') return bands[currency];
  const rate = unitsPerUsd[currency];
  return [bands.USD[0] * rate, bands.USD[1] * rate];
}

export type BudgetLevel = 'tight' | 'workable' | 'comfortable';

export interface BudgetAssessment {
  /** per_m2: a space with budget and size; total: a design-only project; unknown: no band applies. */
  basis: 'per_m2' | 'total';
  level: BudgetLevel;
  /** Only the lower end of a range is below the floor (the upper end is above it). */
  partlyBelowFloor: boolean;
  /** The figure judged: the budget per m² (mid of ranges) or the budget's middle. */
  figure: number;
  floor: number;
  comfortable: number;
  currency: Currency;
}

function levelOf(figure: number, [floor, comfortable]: Band): BudgetLevel {
  if (figure < floor) return 'tight';
  return figure >= comfortable ? 'comfortable' : 'workable';
}

/** How the budget sits with the project: per m² for spaces (when the size is known), in total otherwise. */
export function assessBudget(projectType: ProjectType, budget: MoneyFacts | null, area: AreaFacts | null): BudgetAssessment | null {
  if (!budget) return null;
  const spaceBands = perSquareMetreBands[projectType];
  if (spaceBands) {
    if (!area) return null;
    const band = bandIn(spaceBands, budget.currency);
    const figure = budget.mid / area.mid;
    const level = levelOf(figure, band);
    return {
      basis: 'per_m2',
      level,
      partlyBelowFloor: level !== 'tight' && budget.low / area.mid < band[0],
      figure,
      floor: band[0],
      comfortable: band[1],
      currency: budget.currency,
    };
  }
  const totalBands = totalBudgetBands[projectType];
  if (!totalBands) return null;
  const band = bandIn(totalBands, budget.currency);
  // Tight only when even the top of the range is below the floor; a range across it is workable, with a caveat.
  const level: BudgetLevel = budget.high < band[0] ? 'tight' : budget.mid >= band[1] ? 'comfortable' : 'workable';
  return {
    basis: 'total',
    level,
    partlyBelowFloor: level !== 'tight' && budget.low < band[0],
    figure: budget.mid,
    floor: band[0],
    comfortable: band[1],
    currency: budget.currency,
  };
}
