import { CUSTOM_THEME_STYLE_PREFIX, designStyleIds, spaceNames, validationMessages, type DesignStyleId, type SpaceName } from '@genie/contracts';
import { catalogLabel } from '@genie/core';
import type { AppContext } from '../context.ts';
import { imagenConfigsRepository } from '../db/repositories/imagen-configs.ts';
import { AppError } from '../errors.ts';
import type { ImageSpaceHint, ImageStyleHint } from '../ai/images/image-provider.ts';

const isBuiltInStyle = (id: string): id is DesignStyleId => (designStyleIds as readonly string[]).includes(id);
const isBuiltInSpace = (id: string): id is SpaceName => (spaceNames as readonly string[]).includes(id);

const spaceAndStyleRequired = (fields: Record<string, string>) => new AppError('validation_failed', validationMessages.space_style_required, fields);

/**
 * The space (a built-in id or one of the designer's custom spaces) and the style (a built-in id or
 * `theme:<id>` of one of their custom themes), as hints for the image provider.
 */
export async function resolveSpaceAndStyle(
  ctx: Pick<AppContext, 'db'>,
  designerId: string,
  space: string,
  style: string,
): Promise<{ space: ImageSpaceHint; style: ImageStyleHint }> {
  if (!space || !style) throw spaceAndStyleRequired({ ...(space ? {} : { space: 'space_style_required' }), ...(style ? {} : { style: 'space_style_required' }) });
  const configs = imagenConfigsRepository(ctx.db);
  let spaceHint: ImageSpaceHint;
  if (isBuiltInSpace(space)) spaceHint = { id: space, label: catalogLabel('en-US', 'spaces', space) };
  else if ((await configs.getSpaces(designerId)).includes(space)) spaceHint = { id: space, label: space };
  else throw spaceAndStyleRequired({ space: 'space_style_required' });

  let styleHint: ImageStyleHint;
  if (isBuiltInStyle(style)) styleHint = { id: style, label: catalogLabel('en-US', 'styles', style) };
  else {
    const themeId = style.startsWith(CUSTOM_THEME_STYLE_PREFIX) ? style.slice(CUSTOM_THEME_STYLE_PREFIX.length) : '';
    const theme = (await configs.listThemes(designerId)).find((t) => t.id === themeId);
    if (!theme) throw spaceAndStyleRequired({ style: 'space_style_required' });
    styleHint = { id: style, label: theme.display_name, prompt: theme.data.prompt };
  }
  return { space: spaceHint, style: styleHint };
}
