import type { ProjectType } from '@genie/contracts';
import { weeksBetween, type DeadlineFacts } from './brief-facts.ts';

/**
 * Usual weeks from the first call to done, per project type (design, approvals and, for spaces, the
 * build or, for packaging, the print run). A deadline under 60% of it is a high risk; under it, medium.
 */
export const usualProjectWeeks: Readonly<Record<ProjectType, number>> = {
  residential_space: 16,
  commercial_space: 14,
  exhibition_space: 8,
  brand_design: 8,
  packaging_design: 10,
  website: 10,
  other: 6,
};

export type TimelineAssessment =
  | { kind: 'asap'; level: 'high'; usualWeeks: number }
  | { kind: 'passed'; level: 'high'; usualWeeks: number; weeksLeft: number }
  | { kind: 'date'; level: 'high' | 'medium' | null; usualWeeks: number; weeksLeft: number };

export function assessTimeline(projectType: ProjectType, deadline: DeadlineFacts | null, today: Date): TimelineAssessment | null {
  if (!deadline) return null;
  const usualWeeks = usualProjectWeeks[projectType];
  if (deadline.value.relation === 'asap') return { kind: 'asap', level: 'high', usualWeeks };
  if (!deadline.date) return null;
  const weeksLeft = weeksBetween(today, deadline.date);
  if (deadline.date.getTime() < today.getTime() - 86_400_000) return { kind: 'passed', level: 'high', usualWeeks, weeksLeft };
  const level = weeksLeft < usualWeeks * 0.6 ? 'high' : weeksLeft < usualWeeks ? 'medium' : null;
  return { kind: 'date', level, usualWeeks, weeksLeft: Math.max(0, weeksLeft) };
}
