import { useTranslation } from 'react-i18next';
import { CUSTOM_THEME_STYLE_PREFIX, designStyleIds, spaceNames, type CustomTheme } from '@genie/contracts';

/** Built-in space and style labels come from the shared `catalog` namespace; custom ones are the designer's own words. */
export function useStudioLabels(themes: CustomTheme[] = []) {
  const { t } = useTranslation('catalog');
  const space = (id: string) => ((spaceNames as readonly string[]).includes(id) ? t(`catalog:spaces.${id}`) : id);
  const style = (id: string) => {
    if (id.startsWith(CUSTOM_THEME_STYLE_PREFIX)) return themes.find((th) => `${CUSTOM_THEME_STYLE_PREFIX}${th.id}` === id)?.display_name ?? id;
    return (designStyleIds as readonly string[]).includes(id) ? t(`catalog:styles.${id}`) : id;
  };
  return { space, style };
}
