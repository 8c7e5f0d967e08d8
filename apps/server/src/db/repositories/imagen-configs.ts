import { and, asc, eq, sql } from 'drizzle-orm';
import type { CustomTheme } from '@genie/contracts';
import type { Database } from '../client.ts';
import { imagenConfigs, type ImagenConfigRow } from '../schema.ts';

type ThemeData = CustomTheme['data'];

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

function toTheme(row: ImagenConfigRow): CustomTheme {
  const data = row.data as Partial<ThemeData>;
  return {
    id: row.id,
    display_name: row.displayName,
    config_type: 'custom_theme',
    data: { input_image_url: data.input_image_url ?? '', prompt: data.prompt ?? '' },
  };
}

/** A designer's image-generation configs: custom themes (one row each) and the custom space list (one row). */
export function imagenConfigsRepository(db: Database) {
  const themeOf = (designerId: string, id: string) =>
    and(eq(imagenConfigs.designerId, designerId), eq(imagenConfigs.id, id), eq(imagenConfigs.configType, 'custom_theme'));

  return {
    async listThemes(designerId: string): Promise<CustomTheme[]> {
      const rows = await db
        .select()
        .from(imagenConfigs)
        .where(and(eq(imagenConfigs.designerId, designerId), eq(imagenConfigs.configType, 'custom_theme')))
        .orderBy(asc(imagenConfigs.createdAt), asc(imagenConfigs.id));
      return rows.map(toTheme);
    },

    async createTheme(designerId: string, displayName: string, data: ThemeData): Promise<CustomTheme> {
      const [row] = await db
        .insert(imagenConfigs)
        .values({ designerId, configType: 'custom_theme', displayName, data })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toTheme(row);
    },

    /** Undefined when the designer has no theme with that id. */
    async updateTheme(designerId: string, id: string, displayName: string, data: ThemeData, now: Date): Promise<CustomTheme | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(imagenConfigs)
        .set({ displayName, data, updatedAt: now })
        .where(themeOf(designerId, id))
        .returning();
      return row ? toTheme(row) : undefined;
    },

    /** False when the designer has no theme with that id. */
    async deleteTheme(designerId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db.delete(imagenConfigs).where(themeOf(designerId, id)).returning({ id: imagenConfigs.id });
      return rows.length > 0;
    },

    async getSpaces(designerId: string): Promise<string[]> {
      const [row] = await db
        .select({ data: imagenConfigs.data })
        .from(imagenConfigs)
        .where(and(eq(imagenConfigs.designerId, designerId), eq(imagenConfigs.configType, 'custom_spaces')));
      return Array.isArray(row?.data) ? (row.data as unknown[]).filter((s): s is string => typeof s === 'string') : [];
    },

    async setSpaces(designerId: string, spaces: string[], now: Date): Promise<void> {
      await db
        .insert(imagenConfigs)
        .values({ designerId, configType: 'custom_spaces', data: spaces })
        .onConflictDoUpdate({
          target: imagenConfigs.designerId,
          targetWhere: sql`${imagenConfigs.configType} = 'custom_spaces'`,
          set: { data: spaces, updatedAt: now },
        });
    },
  };
}
