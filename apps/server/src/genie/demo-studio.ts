import { DEMO_STUDIO_NAME } from '@genie/contracts';
import { addMonths } from '@genie/core';
import type { AppContext } from '../context.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import type { DesignerRow } from '../db/schema.ts';
import { uniqueViolation } from '../db/errors.ts';

/** The built-in demo studio's link words; reserved, so no account can take them. */
export const DEMO_GENIE_NAME = 'demo-studio';

const demoStudio = {
  email: 'demo-studio@genie.localhost',
  name: DEMO_STUDIO_NAME,
  phone: '',
  address: 'Taipei, Taiwan',
  context:
    'A small interior and brand design studio of six designers. Residential renovations (20–60 ping), cafés and boutique retail, and brand identities for independent businesses. Warm, natural materials; practical layouts.',
  opening:
    `Hi, welcome to ${DEMO_STUDIO_NAME}! I'm the studio's assistant. Tell me about your project and I'll prepare a brief for our designers.`,
  language: 'en-US',
};

/**
 * Creates the demo studio's designer row if it is missing (at start). It cannot log in (its password
 * hash matches nothing) and its subscription never ends; its requests are flagged is_demo and purged.
 */
export async function ensureDemoStudio(ctx: Pick<AppContext, 'db' | 'now'>): Promise<DesignerRow> {
  const repo = designersRepository(ctx.db);
  const existing = await repo.findByGenieName(DEMO_GENIE_NAME);
  if (existing) return existing;
  const now = ctx.now();
  try {
    return await repo.insert({
      ...demoStudio,
      genieName: DEMO_GENIE_NAME,
      passwordHash: '!demo-studio: no login',
      plan: 'master',
      billingCycle: 'yearly',
      trial: false,
      subscriptionStart: now,
      subscriptionEnd: addMonths(now, 12 * 100),
    });
  } catch (error) {
    // Another instance created it at the same moment.
    if (uniqueViolation(error) === undefined) throw error;
    const row = await repo.findByGenieName(DEMO_GENIE_NAME);
    if (!row) throw error;
    return row;
  }
}
