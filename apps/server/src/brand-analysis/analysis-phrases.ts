import type { Language, ProjectType } from '@genie/contracts';
import type { AudienceId, BrandReading, ColourKey, ColourShade, FontClass, NamedColour, SectorId, ToneId } from './brand-reading.ts';

/** A gap or opportunity the rules found, with what its sentence needs. */
export type Gap =
  | { id: 'no_description' | 'no_headings' | 'no_navigation' | 'no_logo' | 'no_social' | 'no_portfolio' | 'no_contact' | 'consistent' }
  | { id: 'no_theme_color'; suggestion: NamedColour | null }
  | { id: 'few_social'; networks: string[] }
  | { id: 'single_language'; language: string | null }
  | { id: 'too_many_fonts' | 'too_many_colours'; count: number }
  | { id: 'low_contrast'; ratio: number }
  | { id: 'logo_off_palette'; logo: NamedColour[] };

/** One language's wording of the rules-based analysis. */
export interface AnalysisPhrases {
  summary(r: BrandReading, gapCount: number): string;
  positioning(r: BrandReading, description: string | null): string;
  audience(r: BrandReading): string;
  tone(r: BrandReading): string;
  visualIdentity(r: BrandReading): string;
  gap(gap: Gap, r: BrandReading): string;
  project(type: ProjectType, r: BrandReading): string;
}

const networkNames: Record<string, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
  behance: 'Behance',
  dribbble: 'Dribbble',
  tiktok: 'TikTok',
  threads: 'Threads',
  line: 'LINE',
  kakao: 'KakaoTalk',
  naver_blog: 'Naver Blog',
  houzz: 'Houzz',
  vimeo: 'Vimeo',
  xiaohongshu: '小紅書',
  weibo: 'Weibo',
};
const networkName = (id: string) => networkNames[id] ?? id;

function languageName(tag: string, inLanguage: Language): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

const ratio = (value: number) => `${value.toFixed(1)}:1`;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
const average = (n: number) => Math.max(1, Math.round(n));
const distinct = (items: readonly string[]) => [...new Set(items)];
/** The fonts named in the text (the first four), which the pairing remark describes. */
const shownFonts = (r: BrandReading) => r.fonts.slice(0, 4);

// ---------------------------------------------------------------- English

const en = (() => {
  const list = (items: readonly string[]) =>
    items.length <= 1 ? (items[0] ?? '') : items.length === 2 ? `${items[0]} and ${items[1]}` : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
  const quote = (t: string) => `“${t}”`;
  const sectors: Record<SectorId, string> = {
    interior: 'interior design',
    architecture: 'architecture',
    branding: 'brand identity',
    packaging: 'packaging',
    web: 'web and digital design',
    hospitality: 'hospitality',
    food: 'food and drink',
    retail: 'fashion and retail',
    beauty: 'beauty and wellness',
    tech: 'technology',
    real_estate: 'real estate',
    education: 'education',
    photography: 'photography',
    events: 'events and exhibitions',
  };
  const tones: Record<ToneId, string> = {
    refined: 'refined',
    warm: 'warm',
    calm: 'calm',
    natural: 'natural',
    bold: 'bold',
    playful: 'playful',
    expert: 'professional',
    innovative: 'forward-looking',
  };
  const audiences: Record<AudienceId, string> = {
    homeowners: 'homeowners',
    businesses: 'businesses and brands',
    hospitality: 'hospitality owners (hotels, restaurants, cafés)',
    families: 'families',
    premium: 'clients who expect a premium service',
    young: 'a young audience',
  };
  const colourNames: Record<ColourKey, string> = {
    near_black: 'near-black',
    charcoal: 'charcoal',
    grey: 'grey',
    light_grey: 'light grey',
    off_white: 'off-white',
    red: 'red',
    orange: 'orange',
    yellow: 'yellow',
    green: 'green',
    teal: 'teal',
    blue: 'blue',
    purple: 'purple',
    pink: 'pink',
    brown: 'brown',
    beige: 'sand beige',
  };
  const shades: Record<NonNullable<ColourShade>, string> = { deep: 'deep', light: 'light', muted: 'muted', vivid: 'vivid' };
  const fontKinds: Record<FontClass, string> = { serif: 'serif', sans: 'sans-serif', script: 'script', mono: 'monospace', display: 'display' };
  const colourName = (c: NamedColour) => (c.shade ? `${shades[c.shade]} ${colourNames[c.key]}` : colourNames[c.key]);
  const colourWithHex = (c: NamedColour) => `${colourName(c)} (${c.hex})`;
  const mainColours = (r: BrandReading) => (r.colours.length ? list(distinct(r.colours.map(colourName)).slice(0, 3)) : 'the current colours');
  const toneWord = (r: BrandReading) => (r.tones.length ? list(r.tones.map((t) => tones[t])) : 'current');
  const fontPairing = (r: BrandReading): string => {
    const kinds = new Set(shownFonts(r).map((f) => f.kind));
    if (kinds.has('script')) return 'a script face adds a personal, hand-made note';
    if (kinds.has('serif') && kinds.has('sans')) return 'a classic pairing of a serif for character and a sans-serif for reading';
    if (kinds.has('serif')) return 'serif type gives it an editorial, established feel';
    if (kinds.has('display')) return 'a display face gives the headlines their own character';
    return 'sans-serif type keeps it clean and contemporary';
  };
  const fontKindOfHeadings = (r: BrandReading) => fontKinds[r.fonts[0]?.kind ?? 'sans'];

  const phrases: AnalysisPhrases = {
    summary(r, gapCount) {
      const field = r.sectors.length ? ` in ${list(r.sectors.map((s) => sectors[s]))}` : ' online';
      const voice = r.tones.length ? ` with a ${list(r.tones.map((t) => tones[t]))} voice` : '';
      const look = r.colours.length ? ` Its look is built on ${mainColours(r)}${r.fonts.length ? `, set in ${list(r.fonts.slice(0, 2).map((f) => f.name))}` : ''}.` : '';
      const verdict = gapCount ? ` The review found ${gapCount} ${gapCount === 1 ? 'thing' : 'things'} to improve.` : ' The essentials of a brand website are in place.';
      return `${r.name} presents itself${field}${voice}.${look}${verdict}`;
    },
    positioning(r, description) {
      const field = r.sectors.length
        ? `${r.name} positions itself in ${list(r.sectors.map((s) => sectors[s]))}.`
        : `${r.name}'s site does not say plainly what it offers: its description and headings name no field or service.`;
      const own = description
        ? ` In its own words: ${quote(clip(description, 300))}`
        : ' It has no description of itself, so visitors and search engines have to guess from the headings.';
      if (!r.navLabels.length) return `${field}${own} There is no navigation menu, so the site reads as a single page.`;
      const traits = [
        r.hasPortfolio ? 'puts its work up front' : 'does not show its work',
        ...(r.hasShop ? ['sells online'] : []),
        ...(r.hasJournal ? ['keeps a journal'] : []),
        r.hasContact ? 'invites enquiries' : 'offers no clear way to get in touch',
      ];
      return `${field}${own} The navigation (${r.navLabels.slice(0, 6).join(', ')}) ${list(traits)}.`;
    },
    audience(r) {
      const who = r.audiences.length
        ? `The wording speaks to ${list(r.audiences.map((a) => audiences[a]))}.`
        : 'The wording does not single out an audience; it speaks to anyone.';
      const langs = r.languages.map((l) => languageName(l, 'en-US'));
      const reach =
        langs.length >= 2
          ? ` The site is offered in ${list(langs)}, so it addresses readers of each.`
          : langs.length === 1
            ? ` It is in ${langs[0]} only.`
            : ' It does not declare its language.';
      return `${who}${reach}`;
    },
    tone(r) {
      const voice = r.tones.length
        ? `The voice is ${list(r.tones.map((t) => tones[t]))}${r.toneEvidence.length ? `: words such as ${list(r.toneEvidence.map(quote))} set it` : ''}.`
        : 'The voice is neutral and informational; no word stands out as a tone of its own.';
      const n = average(r.headingLength);
      const headings =
        r.headingCount === 0
          ? ' There are no headings to carry the message.'
          : r.headingLength <= 4
            ? ` Headings are short and direct (about ${n} words).`
            : r.headingLength <= 9
              ? ` Headings are full phrases (about ${n} words), which reads as considered and descriptive.`
              : ` Headings are long (about ${n} words); shorter ones would scan faster.`;
      return `${voice}${headings}`;
    },
    visualIdentity(r) {
      const parts: string[] = [];
      parts.push(r.colours.length ? `The main colours are ${list(r.colours.map(colourWithHex))}.` : "No colour stands out in the site's CSS.");
      if (r.themeColour) parts.push(`The browser theme colour is ${colourWithHex(r.themeColour)}.`);
      if (r.contrast !== null) {
        parts.push(
          r.contrast >= 7
            ? `The darkest and lightest of them contrast at ${ratio(r.contrast)}, comfortably readable.`
            : r.contrast >= 4.5
              ? `The darkest and lightest of them contrast at ${ratio(r.contrast)}, readable for body text.`
              : `The darkest and lightest of them contrast only at ${ratio(r.contrast)}, below the 4.5:1 that body text needs.`,
        );
      }
      parts.push(
        r.fonts.length
          ? `Type: ${list(shownFonts(r).map((f) => `${f.name} (${fontKinds[f.kind]})`))} — ${fontPairing(r)}.`
          : 'No web font is declared; the site relies on system fonts.',
      );
      return parts.join(' ');
    },
    gap(gap, r) {
      switch (gap.id) {
        case 'no_description':
          return `Add a meta description: one or two sentences on what ${r.name} offers and to whom. It is what search results and link previews show.`;
        case 'no_headings':
          return 'Give the home page a clear headline (H1) and section headings; without them the page is hard to scan and to find.';
        case 'no_navigation':
          return 'Add a visible navigation menu (work, services, about, contact) so visitors find their way beyond the home page.';
        case 'no_logo':
          return 'No logo image was found on the home page: place the logo in the header, with alt text, so the brand is recognised at once.';
        case 'no_theme_color':
          return `Set a theme colour${gap.suggestion ? ` (${colourWithHex(gap.suggestion)} would fit)` : ''} so mobile browsers frame the site in the brand's colour.`;
        case 'no_social':
          return "Link the brand's social accounts (for example Instagram, Pinterest or LinkedIn) from the site; none are linked today.";
        case 'few_social':
          return `Only ${list(gap.networks.map(networkName))} is linked; adding the other channels its audience uses widens the brand's reach.`;
        case 'single_language':
          return gap.language && !gap.language.startsWith('en')
            ? `The site is only in ${languageName(gap.language, 'en-US')}; an English version would reach visitors from abroad.`
            : 'The site is in one language only; a version in the language of its local market would reach more of its audience.';
        case 'too_many_fonts':
          return `${gap.count} fonts are in use; settling on two (one for headings, one for text) would make the identity calmer and the pages faster.`;
        case 'too_many_colours':
          return `The CSS uses ${gap.count} distinct colours; a defined palette of three to five brand colours would look more deliberate.`;
        case 'low_contrast':
          return `Raise text contrast: the strongest pair of the main colours reaches only ${ratio(gap.ratio)}, under the 4.5:1 recommended for body text.`;
        case 'logo_off_palette':
          return `The logo's colours (${list(gap.logo.map(colourWithHex))}) do not appear in the site's palette; bring them into buttons, links or accents to tie the brand together.`;
        case 'no_portfolio':
          return 'Show proof of the work: no projects, portfolio or case-study page appears in the navigation or headings.';
        case 'no_contact':
          return 'Make the next step obvious: no contact, booking or consultation call to action was found.';
        case 'consistent':
          return 'The essentials are in place (description, navigation, logo, theme colour, social links); keep them consistent as the brand grows.';
      }
    },
    project(type, r) {
      const colours = mainColours(r);
      switch (type) {
        case 'brand_design':
          return `For the brand design project: keep what already works (${colours}) and turn it into a documented system — logo versions, colour codes and type rules — so website, social media and print stay consistent.`;
        case 'packaging_design':
          return `For the packaging: carry ${colours} and the ${fontKindOfHeadings(r)} type onto the packs so they are recognised as ${r.name} on the shelf.`;
        case 'website':
          return `For the website project: start from the gaps above, and keep ${colours} and the current type so returning visitors still recognise ${r.name}.`;
        case 'commercial_space':
          return `For the commercial space: translate the ${toneWord(r)} voice and the palette of ${colours} into materials, lighting and signage, so the space feels like the brand online.`;
        case 'exhibition_space':
          return `For the exhibition space: use ${colours} and the brand's type for the stand's graphics and signage, so visitors connect it with ${r.name} at a glance.`;
        case 'residential_space':
          return `For the home: the site's palette (${colours}) and its ${toneWord(r)} voice hint at the client's taste — a good starting point for the first talk about materials and colours.`;
        case 'other':
          return `For the project: use this reading as a brief for the first call and confirm which parts of the current identity (${colours}) the client wants to keep.`;
      }
    },
  };
  return phrases;
})();

// ---------------------------------------------------------------- Traditional Chinese

const zh = (() => {
  const list = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join('、')}和${items[items.length - 1]}`);
  const quote = (t: string) => `「${t}」`;
  const sectors: Record<SectorId, string> = {
    interior: '室內設計',
    architecture: '建築',
    branding: '品牌識別',
    packaging: '包裝設計',
    web: '網站與數位設計',
    hospitality: '餐旅空間',
    food: '餐飲',
    retail: '時尚零售',
    beauty: '美容保養',
    tech: '科技',
    real_estate: '房地產',
    education: '教育',
    photography: '攝影',
    events: '活動與展覽',
  };
  const tones: Record<ToneId, string> = {
    refined: '精緻',
    warm: '溫暖',
    calm: '沉靜',
    natural: '自然',
    bold: '大膽',
    playful: '活潑',
    expert: '專業',
    innovative: '創新',
  };
  const audiences: Record<AudienceId, string> = {
    homeowners: '屋主與居家客群',
    businesses: '企業與品牌客戶',
    hospitality: '餐廳、咖啡店與旅宿業者',
    families: '家庭客群',
    premium: '追求高品質服務的客群',
    young: '年輕族群',
  };
  const colourNames: Record<ColourKey, string> = {
    near_black: '近黑色',
    charcoal: '炭灰色',
    grey: '灰色',
    light_grey: '淺灰色',
    off_white: '米白色',
    red: '紅色',
    orange: '橘色',
    yellow: '黃色',
    green: '綠色',
    teal: '青綠色',
    blue: '藍色',
    purple: '紫色',
    pink: '粉紅色',
    brown: '棕色',
    beige: '沙色',
  };
  const shades: Record<NonNullable<ColourShade>, string> = { deep: '深', light: '淺', muted: '灰', vivid: '亮' };
  const fontKinds: Record<FontClass, string> = { serif: '襯線體', sans: '無襯線體', script: '手寫體', mono: '等寬字體', display: '展示字體' };
  const colourName = (c: NamedColour) => `${c.shade ? shades[c.shade] : ''}${colourNames[c.key]}`;
  const colourWithHex = (c: NamedColour) => `${colourName(c)}（${c.hex}）`;
  const mainColours = (r: BrandReading) => (r.colours.length ? list(distinct(r.colours.map(colourName)).slice(0, 3)) : '現有的色彩');
  const toneWord = (r: BrandReading) => (r.tones.length ? list(r.tones.map((t) => tones[t])) : '現有');
  const fontPairing = (r: BrandReading): string => {
    const kinds = new Set(shownFonts(r).map((f) => f.kind));
    if (kinds.has('script')) return '手寫字體帶來親切的手作感';
    if (kinds.has('serif') && kinds.has('sans')) return '以襯線體表現個性、無襯線體負責閱讀，是經典的搭配';
    if (kinds.has('serif')) return '襯線字體帶來雜誌般的穩重質感';
    if (kinds.has('display')) return '展示字體讓標題更有個性';
    return '無襯線字體讓整體俐落而現代';
  };

  const phrases: AnalysisPhrases = {
    summary(r, gapCount) {
      const field = r.sectors.length ? `以${list(r.sectors.map((s) => sectors[s]))}為主要領域` : '在網路上介紹自己';
      const voice = r.tones.length ? `，語氣${list(r.tones.map((t) => tones[t]))}` : '';
      const look = r.colours.length ? `視覺以${mainColours(r)}為基調${r.fonts.length ? `，字體使用${list(r.fonts.slice(0, 2).map((f) => f.name))}` : ''}。` : '';
      const verdict = gapCount ? `本次檢視找到${gapCount}項可改進之處。` : '品牌網站的基本要素都已具備。';
      return `${r.name}${field}${voice}。${look}${verdict}`;
    },
    positioning(r, description) {
      const field = r.sectors.length
        ? `${r.name}將自己定位在${list(r.sectors.map((s) => sectors[s]))}領域。`
        : `${r.name}的網站沒有清楚說明提供什麼：描述和標題都沒有提到領域或服務。`;
      const own = description ? `網站的自我介紹是：${quote(clip(description, 300))}。` : '網站沒有自我介紹，訪客和搜尋引擎只能從標題猜測。';
      if (!r.navLabels.length) return `${field}${own}網站沒有導覽選單，讀起來像單一頁面。`;
      const traits = [
        r.hasPortfolio ? '把作品放在顯眼的位置' : '沒有展示作品',
        ...(r.hasShop ? ['提供線上購買'] : []),
        ...(r.hasJournal ? ['經營專欄文章'] : []),
        r.hasContact ? '也邀請訪客洽詢' : '但沒有清楚的聯絡方式',
      ];
      return `${field}${own}導覽選單（${r.navLabels.slice(0, 6).join('、')}）${traits.join('，')}。`;
    },
    audience(r) {
      const who = r.audiences.length ? `文字主要訴求${list(r.audiences.map((a) => audiences[a]))}。` : '文字沒有鎖定特定客群，對象較為廣泛。';
      const langs = r.languages.map((l) => languageName(l, 'zh-TW'));
      const reach = langs.length >= 2 ? `網站提供${list(langs)}版本，能觸及不同語言的讀者。` : langs.length === 1 ? `網站只有${langs[0]}版本。` : '網站沒有標示使用的語言。';
      return `${who}${reach}`;
    },
    tone(r) {
      const voice = r.tones.length
        ? `語氣${list(r.tones.map((t) => tones[t]))}${r.toneEvidence.length ? `，${list(r.toneEvidence.map(quote))}等用字奠定了這個基調` : ''}。`
        : '語氣中性、以資訊為主，沒有特別突出的風格用字。';
      const n = average(r.headingLength);
      const headings =
        r.headingCount === 0
          ? '網站沒有標題來傳達重點。'
          : r.headingLength <= 4
            ? `標題簡短直接（約${n}個詞）。`
            : r.headingLength <= 9
              ? `標題是完整的句子（約${n}個詞），讀起來用心而具描述性。`
              : `標題偏長（約${n}個詞），縮短會更容易瀏覽。`;
      return `${voice}${headings}`;
    },
    visualIdentity(r) {
      const parts: string[] = [];
      parts.push(r.colours.length ? `主要色彩為${list(r.colours.map(colourWithHex))}。` : '網站的 CSS 中沒有突出的色彩。');
      if (r.themeColour) parts.push(`瀏覽器主題色是${colourWithHex(r.themeColour)}。`);
      if (r.contrast !== null) {
        parts.push(
          r.contrast >= 7
            ? `其中最深與最淺色的對比為 ${ratio(r.contrast)}，閱讀舒適。`
            : r.contrast >= 4.5
              ? `其中最深與最淺色的對比為 ${ratio(r.contrast)}，足以閱讀內文。`
              : `其中最深與最淺色的對比只有 ${ratio(r.contrast)}，低於內文建議的 4.5:1。`,
        );
      }
      parts.push(
        r.fonts.length
          ? `字體：${list(shownFonts(r).map((f) => `${f.name}（${fontKinds[f.kind]}）`))}，${fontPairing(r)}。`
          : '網站沒有指定網頁字體，使用系統字體。',
      );
      return parts.join('');
    },
    gap(gap, r) {
      switch (gap.id) {
        case 'no_description':
          return `加上網頁描述（meta description）：用一兩句話說明${r.name}提供什麼、為誰服務，這是搜尋結果和分享預覽會顯示的文字。`;
        case 'no_headings':
          return '為首頁加上清楚的主標題（H1）和段落標題；少了它們，頁面不易瀏覽，也不易被搜尋到。';
        case 'no_navigation':
          return '加上清楚的導覽選單（作品、服務、關於、聯絡），讓訪客能從首頁繼續深入。';
        case 'no_logo':
          return '首頁找不到標誌圖片：請把標誌放在頁首並加上替代文字，讓人一眼認出品牌。';
        case 'no_theme_color':
          return `設定主題色${gap.suggestion ? `（建議${colourWithHex(gap.suggestion)}）` : ''}，讓手機瀏覽器以品牌色呈現網站。`;
        case 'no_social':
          return '在網站連結品牌的社群帳號（例如 Instagram、Facebook 或 LINE），目前一個都沒有。';
        case 'few_social':
          return `目前只連結了${list(gap.networks.map(networkName))}；加上客群常用的其他平台，能擴大品牌的觸及。`;
        case 'single_language':
          return gap.language && !gap.language.startsWith('en')
            ? `網站只有${languageName(gap.language, 'zh-TW')}版本；加上英文版能觸及海外訪客。`
            : '網站只有一種語言；加上當地市場的語言版本，能觸及更多客群。';
        case 'too_many_fonts':
          return `網站使用了${gap.count}種字體；收斂為兩種（標題一種、內文一種），識別會更沉穩，頁面也更快。`;
        case 'too_many_colours':
          return `CSS 中有${gap.count}種不同的顏色；訂出三到五個品牌色，會顯得更有意識。`;
        case 'low_contrast':
          return `提高文字對比：主要色彩中對比最強的組合只有 ${ratio(gap.ratio)}，低於內文建議的 4.5:1。`;
        case 'logo_off_palette':
          return `標誌的顏色（${list(gap.logo.map(colourWithHex))}）沒有出現在網站的配色中；把它們用在按鈕、連結或點綴，能讓品牌更一致。`;
        case 'no_portfolio':
          return '展示實績：導覽和標題中沒有作品集、專案或案例頁面。';
        case 'no_contact':
          return '讓下一步更明確：網站沒有聯絡、預約或諮詢的行動呼籲。';
        case 'consistent':
          return '基本要素都已具備（描述、導覽、標誌、主題色、社群連結）；品牌成長時請保持一致。';
      }
    },
    project(type, r) {
      const colours = mainColours(r);
      switch (type) {
        case 'brand_design':
          return `品牌設計專案：保留已經有效的元素（${colours}），整理成完整的規範——標誌版本、色碼與字體規則，讓網站、社群與印刷品保持一致。`;
        case 'packaging_design':
          return `包裝設計：把${colours}和${fontKinds[r.fonts[0]?.kind ?? 'sans']}字體延續到包裝上，讓消費者在貨架上一眼認出${r.name}。`;
        case 'website':
          return `網站專案：先處理上述的缺口，並保留${colours}和現有字體，讓回訪的訪客仍認得${r.name}。`;
        case 'commercial_space':
          return `商業空間：把${toneWord(r)}的語氣和${colours}的配色轉化為材質、燈光與指標，讓空間和品牌的線上形象一致。`;
        case 'exhibition_space':
          return `展覽空間：在展位的圖像與指標上使用${colours}和品牌字體，讓參觀者一眼就聯想到${r.name}。`;
        case 'residential_space':
          return `居家空間：網站的配色（${colours}）和${toneWord(r)}的語氣透露了客戶的喜好，可作為第一次討論材質與色彩的起點。`;
        case 'other':
          return `專案建議：把這份分析當作第一次通話的簡報，確認客戶想保留現有識別中的哪些部分（${colours}）。`;
      }
    },
  };
  return phrases;
})();

// ---------------------------------------------------------------- Korean

const ko = (() => {
  const list = (items: readonly string[]) => items.join(', ');
  const quote = (t: string) => `“${t}”`;
  const sectors: Record<SectorId, string> = {
    interior: '인테리어 디자인',
    architecture: '건축',
    branding: '브랜드 아이덴티티',
    packaging: '패키지 디자인',
    web: '웹·디지털 디자인',
    hospitality: '호스피탈리티',
    food: '식음료',
    retail: '패션·리테일',
    beauty: '뷰티·웰니스',
    tech: '테크놀로지',
    real_estate: '부동산',
    education: '교육',
    photography: '사진',
    events: '이벤트·전시',
  };
  const tones: Record<ToneId, string> = {
    refined: '세련된',
    warm: '따뜻한',
    calm: '차분한',
    natural: '자연스러운',
    bold: '대담한',
    playful: '유쾌한',
    expert: '전문적인',
    innovative: '혁신적인',
  };
  const audiences: Record<AudienceId, string> = {
    homeowners: '주거 공간의 주인',
    businesses: '기업과 브랜드 고객',
    hospitality: '레스토랑·카페·숙박 업체',
    families: '가족 단위 고객',
    premium: '프리미엄 서비스를 기대하는 고객',
    young: '젊은 세대',
  };
  const colourNames: Record<ColourKey, string> = {
    near_black: '검정에 가까운 색',
    charcoal: '차콜',
    grey: '회색',
    light_grey: '연회색',
    off_white: '오프화이트',
    red: '빨간색',
    orange: '주황색',
    yellow: '노란색',
    green: '초록색',
    teal: '청록색',
    blue: '파란색',
    purple: '보라색',
    pink: '분홍색',
    brown: '갈색',
    beige: '샌드 베이지',
  };
  const shades: Record<NonNullable<ColourShade>, string> = { deep: '짙은', light: '연한', muted: '톤 다운된', vivid: '선명한' };
  const fontKinds: Record<FontClass, string> = { serif: '세리프', sans: '산세리프', script: '스크립트', mono: '모노스페이스', display: '디스플레이' };
  const colourName = (c: NamedColour) => (c.shade ? `${shades[c.shade]} ${colourNames[c.key]}` : colourNames[c.key]);
  const colourWithHex = (c: NamedColour) => `${colourName(c)}(${c.hex})`;
  const mainColours = (r: BrandReading) => (r.colours.length ? list(distinct(r.colours.map(colourName)).slice(0, 3)) : '현재 색상');
  const toneWord = (r: BrandReading) => (r.tones.length ? list(r.tones.map((t) => tones[t])) : '현재의');
  const fontPairing = (r: BrandReading): string => {
    const kinds = new Set(shownFonts(r).map((f) => f.kind));
    if (kinds.has('script')) return '스크립트 서체가 손으로 쓴 듯한 친근함을 더합니다';
    if (kinds.has('serif') && kinds.has('sans')) return '개성은 세리프, 본문은 산세리프가 맡는 고전적인 조합입니다';
    if (kinds.has('serif')) return '세리프 서체가 잡지 같은 안정감을 줍니다';
    if (kinds.has('display')) return '디스플레이 서체가 제목에 개성을 줍니다';
    return '산세리프 서체로 깔끔하고 현대적인 인상을 줍니다';
  };

  const phrases: AnalysisPhrases = {
    summary(r, gapCount) {
      const field = r.sectors.length ? `${list(r.sectors.map((s) => sectors[s]))} 분야의 브랜드로 자신을 소개하며` : '온라인에서 자신을 소개하며';
      const voice = r.tones.length ? ` ${list(r.tones.map((t) => tones[t]))} 톤을 사용합니다.` : ' 뚜렷한 톤은 드러나지 않습니다.';
      const look = r.colours.length ? ` 시각적으로는 ${mainColours(r)}을(를) 바탕으로${r.fonts.length ? ` ${list(r.fonts.slice(0, 2).map((f) => f.name))} 서체를 씁니다.` : ' 구성됩니다.'}` : '';
      const verdict = gapCount ? ` 개선할 점이 ${gapCount}가지 발견되었습니다.` : ' 브랜드 웹사이트의 기본 요소는 갖추고 있습니다.';
      return `${r.name}은(는) ${field}${voice}${look}${verdict}`;
    },
    positioning(r, description) {
      const field = r.sectors.length
        ? `${r.name}은(는) ${list(r.sectors.map((s) => sectors[s]))} 분야에 자리매김하고 있습니다.`
        : `${r.name}의 사이트는 무엇을 제공하는지 분명히 말하지 않습니다. 설명과 제목 어디에도 분야나 서비스가 나오지 않습니다.`;
      const own = description ? ` 사이트의 자기소개: ${quote(clip(description, 300))}` : ' 사이트에 자기소개 문구가 없어 방문자와 검색 엔진이 제목으로 짐작해야 합니다.';
      if (!r.navLabels.length) return `${field}${own} 내비게이션 메뉴가 없어 한 페이지짜리 사이트처럼 읽힙니다.`;
      const traits = [
        r.hasPortfolio ? '작업물을 앞세우고' : '작업물을 보여 주지 않고',
        ...(r.hasShop ? ['온라인 판매를 하며'] : []),
        ...(r.hasJournal ? ['저널을 운영하며'] : []),
        r.hasContact ? '문의를 유도합니다' : '연락 방법이 분명하지 않습니다',
      ];
      return `${field}${own} 내비게이션(${r.navLabels.slice(0, 6).join(', ')})은 ${traits.join(' ')}.`;
    },
    audience(r) {
      const who = r.audiences.length
        ? `문구는 ${list(r.audiences.map((a) => audiences[a]))}을(를) 대상으로 합니다.`
        : '문구가 특정 고객층을 겨냥하지 않아 누구에게나 말하는 듯합니다.';
      const langs = r.languages.map((l) => languageName(l, 'ko-KR'));
      const reach =
        langs.length >= 2
          ? ` 사이트는 ${list(langs)}(으)로 제공되어 각 언어의 독자에게 닿습니다.`
          : langs.length === 1
            ? ` 사이트는 ${langs[0]}로만 되어 있습니다.`
            : ' 사이트의 언어가 표시되어 있지 않습니다.';
      return `${who}${reach}`;
    },
    tone(r) {
      const voice = r.tones.length
        ? `${list(r.tones.map((t) => tones[t]))} 톤입니다${r.toneEvidence.length ? `. ${list(r.toneEvidence.map(quote))} 같은 단어가 이 톤을 만듭니다` : ''}.`
        : '톤은 중립적이고 정보 중심이며, 두드러지는 어휘는 없습니다.';
      const n = average(r.headingLength);
      const headings =
        r.headingCount === 0
          ? ' 메시지를 전달할 제목이 없습니다.'
          : r.headingLength <= 4
            ? ` 제목은 짧고 직접적입니다(약 ${n}단어).`
            : r.headingLength <= 9
              ? ` 제목은 완결된 문장(약 ${n}단어)이라 신중하고 설명적인 인상을 줍니다.`
              : ` 제목이 깁니다(약 ${n}단어). 더 짧으면 훑어보기 쉽습니다.`;
      return `${voice}${headings}`;
    },
    visualIdentity(r) {
      const parts: string[] = [];
      parts.push(r.colours.length ? `주요 색상은 ${list(r.colours.map(colourWithHex))}입니다.` : '사이트의 CSS에서 두드러지는 색상이 없습니다.');
      if (r.themeColour) parts.push(`브라우저 테마 색상은 ${colourWithHex(r.themeColour)}입니다.`);
      if (r.contrast !== null) {
        parts.push(
          r.contrast >= 7
            ? `가장 어두운 색과 밝은 색의 대비는 ${ratio(r.contrast)}로 읽기 편합니다.`
            : r.contrast >= 4.5
              ? `가장 어두운 색과 밝은 색의 대비는 ${ratio(r.contrast)}로 본문을 읽기에 충분합니다.`
              : `가장 어두운 색과 밝은 색의 대비가 ${ratio(r.contrast)}에 그쳐 본문 권장치 4.5:1보다 낮습니다.`,
        );
      }
      parts.push(
        r.fonts.length
          ? `서체: ${list(shownFonts(r).map((f) => `${f.name}(${fontKinds[f.kind]})`))}. ${fontPairing(r)}.`
          : '웹 폰트를 지정하지 않아 시스템 서체를 사용합니다.',
      );
      return parts.join(' ');
    },
    gap(gap, r) {
      switch (gap.id) {
        case 'no_description':
          return `메타 설명을 추가하세요. ${r.name}이(가) 무엇을 누구에게 제공하는지 한두 문장이면 됩니다. 검색 결과와 링크 미리보기에 표시되는 문구입니다.`;
        case 'no_headings':
          return '홈페이지에 분명한 대제목(H1)과 섹션 제목을 넣으세요. 제목이 없으면 훑어보기도, 검색되기도 어렵습니다.';
        case 'no_navigation':
          return '작업, 서비스, 소개, 문의로 이어지는 내비게이션 메뉴를 추가해 방문자가 홈 너머로 이동할 수 있게 하세요.';
        case 'no_logo':
          return '홈페이지에서 로고 이미지를 찾지 못했습니다. 헤더에 대체 텍스트와 함께 로고를 두어 한눈에 브랜드를 알아보게 하세요.';
        case 'no_theme_color':
          return `테마 색상을 지정하세요${gap.suggestion ? `(${colourWithHex(gap.suggestion)} 추천)` : ''}. 모바일 브라우저가 브랜드 색으로 사이트를 감싸 줍니다.`;
        case 'no_social':
          return '사이트에 브랜드의 소셜 계정(예: Instagram, Naver Blog, KakaoTalk)을 연결하세요. 현재 연결된 계정이 없습니다.';
        case 'few_social':
          return `현재 ${list(gap.networks.map(networkName))}만 연결되어 있습니다. 고객이 쓰는 다른 채널을 더하면 브랜드가 더 널리 닿습니다.`;
        case 'single_language':
          return gap.language && !gap.language.startsWith('en')
            ? `사이트가 ${languageName(gap.language, 'ko-KR')}로만 되어 있습니다. 영어 버전이 있으면 해외 방문자에게도 닿습니다.`
            : '사이트가 한 가지 언어로만 되어 있습니다. 현지 시장의 언어로 된 버전이 있으면 더 많은 고객에게 닿습니다.';
        case 'too_many_fonts':
          return `서체를 ${gap.count}가지 쓰고 있습니다. 제목용과 본문용 두 가지로 줄이면 아이덴티티가 차분해지고 페이지도 빨라집니다.`;
        case 'too_many_colours':
          return `CSS에 서로 다른 색이 ${gap.count}가지 있습니다. 3~5가지 브랜드 컬러로 팔레트를 정하면 더 의도적으로 보입니다.`;
        case 'low_contrast':
          return `텍스트 대비를 높이세요. 주요 색상 중 가장 강한 조합도 ${ratio(gap.ratio)}로, 본문 권장치 4.5:1에 못 미칩니다.`;
        case 'logo_off_palette':
          return `로고 색상(${list(gap.logo.map(colourWithHex))})이 사이트 팔레트에 나타나지 않습니다. 버튼, 링크, 포인트 색으로 활용하면 브랜드가 하나로 묶입니다.`;
        case 'no_portfolio':
          return '작업의 증거를 보여 주세요. 내비게이션과 제목에 프로젝트, 포트폴리오, 사례 페이지가 없습니다.';
        case 'no_contact':
          return '다음 단계를 분명히 하세요. 문의, 예약, 상담으로 이끄는 버튼이나 문구가 없습니다.';
        case 'consistent':
          return '기본 요소(설명, 내비게이션, 로고, 테마 색상, 소셜 링크)를 모두 갖추고 있습니다. 브랜드가 성장해도 일관되게 유지하세요.';
      }
    },
    project(type, r) {
      const colours = mainColours(r);
      switch (type) {
        case 'brand_design':
          return `브랜드 디자인 프로젝트: 이미 효과적인 요소(${colours})는 살리고, 로고 버전·색상 코드·서체 규칙을 담은 가이드로 정리해 웹사이트, 소셜 미디어, 인쇄물을 일관되게 유지하세요.`;
        case 'packaging_design':
          return `패키지 디자인: ${colours}과(와) ${fontKinds[r.fonts[0]?.kind ?? 'sans']} 서체를 패키지에 이어 가면 매대에서 바로 ${r.name}임을 알아봅니다.`;
        case 'website':
          return `웹사이트 프로젝트: 위의 개선점부터 시작하고, ${colours}과(와) 현재 서체는 유지해 재방문자가 ${r.name}을(를) 알아보게 하세요.`;
        case 'commercial_space':
          return `상업 공간: ${toneWord(r)} 톤과 ${colours} 팔레트를 소재, 조명, 사인물로 옮겨 공간이 온라인의 브랜드와 같은 느낌을 주도록 하세요.`;
        case 'exhibition_space':
          return `전시 공간: 부스의 그래픽과 사인물에 ${colours}과(와) 브랜드 서체를 써서 관람객이 한눈에 ${r.name}을(를) 떠올리게 하세요.`;
        case 'residential_space':
          return `주거 공간: 사이트의 팔레트(${colours})와 ${toneWord(r)} 톤은 고객의 취향을 보여 줍니다. 소재와 색상에 관한 첫 대화의 출발점으로 삼으세요.`;
        case 'other':
          return `프로젝트 제안: 이 분석을 첫 통화의 브리프로 삼아 고객이 현재 아이덴티티의 어떤 부분(${colours})을 유지하고 싶은지 확인하세요.`;
      }
    },
  };
  return phrases;
})();

export const analysisPhrases: Record<Language, AnalysisPhrases> = { 'en-US': en, 'zh-TW': zh, 'ko-KR': ko };
