import type { SpaceName } from '@genie/contracts';
import type { ArticleBrief } from '@genie/core';
import type { AppContext } from '../../context.ts';
import { findDesignerRequest } from '../../client-requests/find-designer-request.ts';
import { suggestionsSourceOf } from '../../suggestions/suggestions-source.ts';

/** A request of the designer's as a board's or an article's brief (its answers, names and the chosen space); 404 for another's. */
export async function requestBriefOf(
  ctx: Pick<AppContext, 'db' | 'now'>,
  designerId: string,
  requestId: string,
  space: SpaceName | undefined,
): Promise<ArticleBrief> {
  const request = await findDesignerRequest(ctx, designerId, requestId);
  const { input } = await suggestionsSourceOf(ctx, request);
  return { projectType: input.projectType, answers: input.answers, contactName: input.contactName, brandName: input.brandName, spaces: space ? [space] : [] };
}
