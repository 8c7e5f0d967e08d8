import type { AppContext } from '../context.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import type { DesignerRow } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';
import { DEMO_GENIE_NAME } from './demo-studio.ts';
import type { GenieTarget } from './genie-target.ts';

const notFound = () => new AppError('not_found', errorMessages.not_found);

/** The designer whose genie the visitor opened; unknown link words → not_found. The demo studio is reached only by the demo routes. */
export async function genieDesignerOf(ctx: Pick<AppContext, 'db'>, target: GenieTarget): Promise<DesignerRow> {
  const linkWords = target.kind === 'demo' ? DEMO_GENIE_NAME : target.linkWords;
  if (target.kind === 'designer' && linkWords.toLowerCase() === DEMO_GENIE_NAME) throw notFound();
  const designer = linkWords.length <= 50 ? await designersRepository(ctx.db).findByGenieName(linkWords) : undefined;
  if (!designer) throw notFound();
  return designer;
}
