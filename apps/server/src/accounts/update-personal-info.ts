import {
  customStyles,
  stringifyCustomStyles,
  validationMessages,
  type OkReply,
  type PersonalInfoUpdate,
} from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { designersRepository, type DesignerPatch } from '../db/repositories/designers.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';
import { normalizeProfileImage } from '../images/normalize-profile-image.ts';
import type { UploadedFile } from '../images/uploaded-file.ts';
import { newFileKey } from '../storage/new-file-key.ts';
import { assertAccountValuesAvailable, takenErrorFromUniqueViolation } from './account-uniqueness.ts';

/** custom_styles must be the JSON of {theme, primary, secondary}; stored normalised. */
function parseStylesInput(json: string): string {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new AppError('validation_failed', validationMessages.invalid_value, { custom_styles: 'invalid_value' });
  }
  const parsed = customStyles.safeParse(raw);
  if (!parsed.success) {
    const colour = parsed.error.issues.some((i) => i.path[0] === 'primary' || i.path[0] === 'secondary');
    const key = colour ? 'color_format' : 'invalid_value';
    throw new AppError('validation_failed', validationMessages[key], { custom_styles: key });
  }
  return stringifyCustomStyles(parsed.data);
}

/**
 * Changes the fields sent (any subset) and, optionally, the logo. Genie name, username and e-mail are
 * re-checked for uniqueness. A new logo is verified, cleaned and stored before the account points at it.
 */
export async function updatePersonalInfo(
  ctx: Pick<AppContext, 'db' | 'now' | 'storage' | 'uploadSlots'>,
  designerId: string,
  input: PersonalInfoUpdate & { logo?: UploadedFile | undefined },
): Promise<OkReply> {
  const designers = designersRepository(ctx.db);
  const current = await designers.findById(designerId);
  if (!current) throw new AppError('not_found', errorMessages.not_found);

  const patch: DesignerPatch = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.email !== undefined) patch.email = input.email;
  if (input.phone !== undefined) patch.phone = input.phone;
  if (input.address !== undefined) patch.address = input.address;
  if (input.context !== undefined) patch.context = input.context;
  if (input.opening !== undefined) patch.opening = input.opening;
  if (input.language !== undefined) patch.language = input.language;
  if (input.genie_name !== undefined) patch.genieName = input.genie_name;
  if (input.username !== undefined) patch.username = input.username || null;
  if (input.custom_styles !== undefined) patch.customStyles = parseStylesInput(input.custom_styles);

  const changed = (field: 'genieName' | 'email' | 'username') =>
    patch[field] && patch[field].toLowerCase() !== current[field]?.toLowerCase() ? patch[field] : undefined;
  await assertAccountValuesAvailable(ctx.db, { genieName: changed('genieName'), email: changed('email'), username: changed('username') }, designerId);

  let newLogoKey: string | undefined;
  if (input.logo) {
    const logo = input.logo;
    const image = await ctx.uploadSlots.images.run(designerId, () => normalizeProfileImage(logo));
    newLogoKey = newFileKey('logos', 'webp');
    await ctx.storage.put(newLogoKey, image);
    patch.logoKey = newLogoKey;
  } else if (input.remove_logo === 'true') {
    patch.logoKey = null;
  }

  try {
    await designers.update(designerId, patch, ctx.now());
  } catch (err) {
    if (newLogoKey) await ctx.storage.delete(newLogoKey);
    throw takenErrorFromUniqueViolation(err) ?? err;
  }
  if (current.logoKey && patch.logoKey !== undefined && patch.logoKey !== current.logoKey) {
    await ctx.storage.delete(current.logoKey);
  }
  return { success: true, msg: 'Your account has been updated.' };
}
