import type { BrandExtraction } from '@genie/contracts';
import { deltaE, hexToLab, hexToRgb } from '@genie/core';

/**
 * A language-independent reading of an extraction: what the site offers, to whom, in which voice,
 * and how its colours and type behave. The rules writer phrases it; tests check it directly.
 */

export const sectorIds = [
  'interior',
  'architecture',
  'branding',
  'packaging',
  'web',
  'hospitality',
  'food',
  'retail',
  'beauty',
  'tech',
  'real_estate',
  'education',
  'photography',
  'events',
] as const;
export type SectorId = (typeof sectorIds)[number];

export const toneIds = ['refined', 'warm', 'calm', 'natural', 'bold', 'playful', 'expert', 'innovative'] as const;
export type ToneId = (typeof toneIds)[number];

export const audienceIds = ['homeowners', 'businesses', 'hospitality', 'families', 'premium', 'young'] as const;
export type AudienceId = (typeof audienceIds)[number];

export type FontClass = 'serif' | 'sans' | 'script' | 'mono' | 'display';

export type ColourKey =
  | 'near_black'
  | 'charcoal'
  | 'grey'
  | 'light_grey'
  | 'off_white'
  | 'red'
  | 'orange'
  | 'yellow'
  | 'green'
  | 'teal'
  | 'blue'
  | 'purple'
  | 'pink'
  | 'brown'
  | 'beige';
export type ColourShade = 'deep' | 'light' | 'muted' | 'vivid' | null;

export interface NamedColour {
  hex: string;
  key: ColourKey;
  shade: ColourShade;
}

/**
 * Words per signal in English, Chinese and Korean. A Latin word matches whole, with an ending
 * (-s, -es, -ed, -ing, -er, -ers), or as a stem when written with `*` ("sustainab*"); CJK anywhere.
 */
const sectorWords: Record<SectorId, string[]> = {
  interior: ['interior', 'home', 'residential', 'renovation', 'apartment', 'furniture', 'living', '室內', '居家', '住宅', '空間', '裝修', '裝潢', '家具', '인테리어', '주거', '공간', '리모델링', '가구'],
  architecture: ['architect*', 'building', 'landscape', '建築', '景觀', '건축', '조경'],
  branding: ['brand identit*', 'brand', 'identity', 'identities', 'logo', 'graphic', 'visual identity', 'signage', '品牌', '識別', '標誌', '平面設計', '브랜드', '브랜딩', '로고', '아이덴티티', '그래픽'],
  packaging: ['packaging', 'package', 'label', '包裝', '包装', '패키지', '포장'],
  web: ['website', 'web design', 'ux', 'ui', 'app', 'digital', '網站', '網頁', '數位', '웹사이트', '웹', '디지털'],
  hospitality: ['hospitality', 'hotel', 'restaurant', 'cafe', 'café', 'tea house', 'bar', 'resort', '飯店', '旅館', '餐廳', '咖啡', '茶館', '民宿', '호텔', '레스토랑', '카페', '숙소'],
  food: ['food', 'bakery', 'coffee', 'tea', 'kitchen', 'menu', 'chef', '食品', '烘焙', '麵包', '甜點', '料理', '베이커리', '음식', '디저트', '메뉴'],
  retail: ['fashion', 'shop', 'store', 'collection', 'apparel', 'boutique', '服飾', '時尚', '商店', '選物', '패션', '쇼핑', '스토어', '의류'],
  beauty: ['beauty', 'skincare', 'spa', 'wellness', 'salon', 'cosmetic', '美容', '保養', '美髮', '뷰티', '스킨케어', '웰니스', '살롱'],
  tech: ['software', 'platform', 'technology', 'saas', 'ai', 'data', 'cloud', '科技', '軟體', '平台', '테크', '소프트웨어', '플랫폼'],
  real_estate: ['real estate', 'property', 'properties', 'developer', '建案', '房地產', '不動產', '부동산', '분양'],
  education: ['school', 'course', 'academy', 'learning', 'class', '教育', '課程', '學院', '교육', '강의', '아카데미'],
  photography: ['photo', 'photography', 'film', 'studio photography', '攝影', '影像', '사진', '촬영'],
  events: ['event', 'exhibition', 'wedding', 'festival', 'booth', '展覽', '活動', '婚禮', '展場', '전시', '이벤트', '웨딩'],
};

const toneWords: Record<ToneId, string[]> = {
  refined: ['luxury', 'luxurious', 'premium', 'elegant', 'bespoke', 'exclusive', 'refined', 'timeless', 'sophisticat*', '奢華', '精品', '優雅', '頂級', '訂製', '高級', '럭셔리', '프리미엄', '우아', '고급', '맞춤'],
  warm: ['warm', 'cosy', 'cozy', 'friendly', 'welcom*', 'family', 'together', 'love', '溫暖', '溫馨', '親切', '家人', '따뜻', '아늑', '친근', '가족'],
  calm: ['calm', 'quiet', 'minimal', 'simple', 'serene', 'clean', 'light-filled', 'peace', 'still', '寧靜', '安靜', '簡約', '極簡', '純粹', '留白', '고요', '차분', '미니멀', '심플', '여백'],
  natural: ['natural', 'nature', 'sustainab*', 'organic', 'eco', 'wood', 'oak', 'linen', 'craft', 'handcraft', 'handmade', 'limewash', 'material', '自然', '永續', '有機', '手作', '職人', '木', '原木', '자연', '지속', '친환경', '수공', '원목', '장인'],
  bold: ['bold', 'vibrant', 'energ*', 'dynamic', 'disrupt', 'powerful', 'stand out', '大膽', '活力', '鮮明', '強烈', '대담', '역동', '강렬', '활기'],
  playful: ['fun', 'play', 'joy', 'colourful', 'colorful', 'happy', 'delight*', '有趣', '歡樂', '繽紛', '快樂', '재미', '즐거', '유쾌', '컬러풀'],
  expert: ['professional', 'expert', 'expertise', 'solution', 'strategy', 'strategic', 'award', 'experience', 'trusted', 'years', 'process', '專業', '經驗', '策略', '得獎', '團隊', '전문', '경험', '전략', '수상', '솔루션'],
  innovative: ['innovat*', 'future', 'smart', 'cutting-edge', 'new generation', 'technology', '創新', '未來', '智慧', '혁신', '미래', '스마트'],
};

const audienceWords: Record<AudienceId, string[]> = {
  homeowners: ['home', 'apartment', 'house', 'residential', 'residence', 'homeowner', '住宅', '居家', '公寓', '주거', '아파트', '주택'],
  businesses: ['business', 'company', 'companies', 'startup', 'brand', 'client', 'corporate', 'b2b', '企業', '品牌', '公司', '商業', '기업', '브랜드', '비즈니스', '회사'],
  hospitality: ['hotel', 'restaurant', 'cafe', 'café', 'tea house', 'hospitality', 'bakery', 'bar', '飯店', '餐廳', '咖啡', '茶館', '烘焙', '호텔', '레스토랑', '카페', '베이커리'],
  families: ['family', 'families', 'kids', 'children', '家庭', '家人', '孩子', '親子', '가족', '아이', '키즈'],
  premium: ['luxury', 'premium', 'bespoke', 'exclusive', 'high-end', '奢華', '頂級', '精品', '高端', '럭셔리', '프리미엄', '하이엔드'],
  young: ['young', 'student', 'trend', 'gen z', 'youth', '年輕', '學生', '潮流', '청년', '학생', '트렌드', 'mz'],
};

const portfolioWords = ['project', 'portfolio', 'work', 'case', 'gallery', '作品', '案例', '專案', '實績', '프로젝트', '포트폴리오', '작품', '사례'];
const contactWords = ['contact', 'book', 'consult*', 'enquir*', 'inquir*', 'get in touch', 'quote', '聯絡', '預約', '諮詢', '洽詢', '문의', '예약', '상담', '연락'];
const shopWords = ['shop', 'store', 'buy', 'cart', '商店', '購物', '購買', '쇼핑', '구매', '스토어'];
const journalWords = ['journal', 'blog', 'news', 'stories', 'insight', '部落格', '專欄', '最新消息', '文章', '블로그', '뉴스', '저널', '소식'];

const CJK = /[\p{Script=Han}\p{Script=Hangul}]/u;

function matcher(words: readonly string[]): RegExp {
  const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Longest first, so that a phrase ("brand identity") counts once rather than as its words.
  const parts = [...words].sort((a, b) => b.length - a.length).map((w) => {
    if (CJK.test(w)) return escape(w);
    const stem = w.endsWith('*');
    const word = escape(stem ? w.slice(0, -1) : w);
    return stem ? `(?<![\\p{L}\\p{N}])${word}` : `(?<![\\p{L}\\p{N}])${word}(?:s|es|ed|ing|er|ers)?(?![\\p{L}\\p{N}])`;
  });
  return new RegExp(parts.join('|'), 'giu');
}

const countMatches = (text: string, re: RegExp) => (text.match(re) ?? []).length;

/** Ids whose words occur, most matches first (ties: catalogue order), those with at least `min` matches. */
function ranked<T extends string>(ids: readonly T[], words: Record<T, string[]>, text: string, min = 1): { id: T; hits: number }[] {
  return ids
    .map((id, order) => ({ id, hits: countMatches(text, matcher(words[id])), order }))
    .filter((r) => r.hits >= min)
    .sort((a, b) => b.hits - a.hits || a.order - b.order)
    .map(({ id, hits }) => ({ id, hits }));
}

// ---- colours ----

/** Perceived name of a colour: hue family, with a shade when it is clearly dark, light, muted or vivid. */
export function nameColour(hex: string): NamedColour {
  const [r, g, b] = hexToRgb(hex).map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  const lightness = (max + min) / 2;
  if (chroma < 0.08) {
    const key: ColourKey = lightness < 0.18 ? 'near_black' : lightness < 0.4 ? 'charcoal' : lightness < 0.7 ? 'grey' : lightness < 0.9 ? 'light_grey' : 'off_white';
    return { hex, key, shade: null };
  }
  let hue = max === r ? ((g - b) / chroma) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  hue = (hue * 60 + 360) % 360;
  let key: ColourKey =
    hue < 15 || hue >= 345 ? 'red' : hue < 40 ? 'orange' : hue < 65 ? 'yellow' : hue < 165 ? 'green' : hue < 195 ? 'teal' : hue < 255 ? 'blue' : hue < 290 ? 'purple' : 'pink';
  if ((key === 'orange' || key === 'yellow' || key === 'red') && lightness < 0.45 && chroma < 0.6) key = 'brown';
  else if ((key === 'orange' || key === 'yellow') && lightness >= 0.6 && chroma < 0.45) key = 'beige';
  const shade: ColourShade =
    key === 'brown' || key === 'beige' ? null : lightness < 0.3 ? 'deep' : lightness > 0.78 ? 'light' : chroma < 0.25 ? 'muted' : chroma > 0.75 ? 'vivid' : null;
  return { hex, key, shade };
}

function relativeLuminance(hex: string): number {
  const lin = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  const [r, g, b] = hexToRgb(hex).map((v) => lin(v / 255)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Main colours of the identity: theme colour, then the CSS's most used, then the logo's, near-duplicates once, at most 5. */
function mainColours(extraction: BrandExtraction): string[] {
  const out: string[] = [];
  const add = (hex: string) => {
    const lab = hexToLab(hex);
    if (!out.some((o) => deltaE(hexToLab(o), lab) < 8)) out.push(hex.toLowerCase());
  };
  if (extraction.colors.theme_color) add(extraction.colors.theme_color);
  for (const c of extraction.colors.css.slice(0, 4)) add(c.hex);
  for (const hex of extraction.colors.logo_palette.slice(0, 2)) add(hex);
  return out.slice(0, 5);
}

// ---- fonts ----

const SERIFS = /serif|georgia|times|garamond|baskerville|playfair|lora|merriweather|cormorant|bodoni|didot|caslon|crimson|cardo|spectral|frank ruhl|libre caslon|prata|cinzel|myeongjo|batang|mincho|明體|明朝|宋體|宋体|명조|바탕/i;
const SCRIPTS = /script|hand|brush|vibes|pacifico|dancing|satisfy|allura|sacramento|parisienne|caveat|kalam|lobster|signature|calligraph/i;
const MONOS = /mono|code|courier|consolas|menlo/i;
const DISPLAYS = /display|headline|poster|decorative|black ops|bebas|anton|abril/i;

export function classifyFont(name: string): FontClass {
  if (MONOS.test(name)) return 'mono';
  if (SCRIPTS.test(name)) return 'script';
  if (SERIFS.test(name) && !/sans/i.test(name)) return 'serif';
  if (DISPLAYS.test(name)) return 'display';
  return 'sans';
}

// ---- the reading ----

export interface BrandReading {
  name: string;
  host: string;
  sectors: SectorId[];
  tones: ToneId[];
  /** The tone words found, as written on the site (at most 4). */
  toneEvidence: string[];
  audiences: AudienceId[];
  hasPortfolio: boolean;
  hasContact: boolean;
  hasShop: boolean;
  hasJournal: boolean;
  navLabels: string[];
  headingCount: number;
  /** Average words (or CJK characters / 2) per heading. */
  headingLength: number;
  colours: NamedColour[];
  themeColour: NamedColour | null;
  /** Contrast of the darkest and lightest main colours; null with fewer than two. */
  contrast: number | null;
  /** Logo colours none of the site's main colours is near (ΔE ≥ 20). */
  logoOffPalette: boolean;
  fonts: { name: string; kind: FontClass }[];
  languages: string[];
  socialNetworks: string[];
  cssColourCount: number;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

function headingWords(text: string): number {
  const cjk = [...text].filter((c) => CJK.test(c)).length;
  const words = text.replace(/[\p{Script=Han}\p{Script=Hangul}]/gu, ' ').split(/\s+/).filter(Boolean).length;
  return words + cjk / 2;
}

export function readBrand(extraction: BrandExtraction): BrandReading {
  const navLabels = extraction.navigation.map((n) => n.label);
  const text = [extraction.name ?? '', extraction.description ?? '', ...extraction.headings, ...navLabels].join('\n').toLowerCase();
  const host = hostOf(extraction.final_url || extraction.url);
  const toneRanks = ranked(toneIds, toneWords, text);
  const toneEvidence = [
    ...new Set(toneRanks.slice(0, 2).flatMap((t) => (text.match(matcher(toneWords[t.id])) ?? []).map((w) => w.trim()))),
  ].slice(0, 4);
  const mains = mainColours(extraction);
  const byLuminance = [...mains].sort((a, b) => relativeLuminance(a) - relativeLuminance(b));
  const site = [extraction.colors.theme_color, ...extraction.colors.css.map((c) => c.hex)].filter((h): h is string => !!h);
  const logo = extraction.colors.logo_palette;
  const logoOffPalette =
    logo.length > 0 && site.length > 0 && !logo.slice(0, 3).some((l) => site.some((s) => deltaE(hexToLab(l), hexToLab(s)) < 20));

  return {
    name: extraction.name ?? host,
    host,
    sectors: ranked(sectorIds, sectorWords, text)
      .slice(0, 2)
      .map((r) => r.id),
    tones: toneRanks.slice(0, 2).map((r) => r.id),
    toneEvidence,
    audiences: ranked(audienceIds, audienceWords, text)
      .slice(0, 2)
      .map((r) => r.id),
    hasPortfolio: matcher(portfolioWords).test(text),
    hasContact: matcher(contactWords).test(text),
    hasShop: matcher(shopWords).test(navLabels.join(' ').toLowerCase()),
    hasJournal: matcher(journalWords).test(navLabels.join(' ').toLowerCase()),
    navLabels,
    headingCount: extraction.headings.length,
    headingLength: extraction.headings.length ? extraction.headings.reduce((sum, h) => sum + headingWords(h), 0) / extraction.headings.length : 0,
    colours: mains.map(nameColour),
    themeColour: extraction.colors.theme_color ? nameColour(extraction.colors.theme_color) : null,
    contrast: byLuminance.length >= 2 ? contrastRatio(byLuminance[0] as string, byLuminance[byLuminance.length - 1] as string) : null,
    logoOffPalette,
    fonts: extraction.fonts.map((name) => ({ name, kind: classifyFont(name) })),
    languages: extraction.languages,
    socialNetworks: [...new Set(extraction.social_links.map((s) => s.network))],
    cssColourCount: extraction.colors.css.length,
  };
}
