import type { BriefValue, Language, QuantityUnit } from '@genie/contracts';
import { currencySymbols } from '../currencies.ts';
import type { ChoiceOption, Localized } from './fields.ts';

const unitLabels: Record<QuantityUnit, Localized> = {
  m2: { 'en-US': 'm²', 'zh-TW': '平方公尺', 'ko-KR': '㎡' },
  ping: { 'en-US': 'ping', 'zh-TW': '坪', 'ko-KR': '평' },
  pyeong: { 'en-US': 'pyeong', 'zh-TW': '坪', 'ko-KR': '평' },
  ft2: { 'en-US': 'sq ft', 'zh-TW': '平方英尺', 'ko-KR': '제곱피트' },
  km: { 'en-US': 'km', 'zh-TW': '公里', 'ko-KR': 'km' },
  m: { 'en-US': 'm', 'zh-TW': '公尺', 'ko-KR': 'm' },
  mi: { 'en-US': 'miles', 'zh-TW': '英里', 'ko-KR': '마일' },
  min: { 'en-US': 'minutes', 'zh-TW': '分鐘', 'ko-KR': '분' },
  h: { 'en-US': 'hours', 'zh-TW': '小時', 'ko-KR': '시간' },
  years: { 'en-US': 'years', 'zh-TW': '年', 'ko-KR': '년' },
  times: { 'en-US': 'times', 'zh-TW': '次', 'ko-KR': '번' },
};

const words = {
  yes: { 'en-US': 'Yes', 'zh-TW': '是', 'ko-KR': '네' },
  no: { 'en-US': 'No', 'zh-TW': '否', 'ko-KR': '아니요' },
  none: { 'en-US': 'None', 'zh-TW': '無', 'ko-KR': '없음' },
  undecided: { 'en-US': 'Not decided yet', 'zh-TW': '尚未決定', 'ko-KR': '아직 미정' },
  asap: { 'en-US': 'As soon as possible', 'zh-TW': '越快越好', 'ko-KR': '가능한 빨리' },
  flexible: { 'en-US': 'No fixed date (flexible)', 'zh-TW': '時間彈性', 'ko-KR': '일정 유연' },
  newBuild: { 'en-US': 'New build', 'zh-TW': '新成屋', 'ko-KR': '신축' },
  other: { 'en-US': 'Other', 'zh-TW': '其他', 'ko-KR': '기타' },
} satisfies Record<string, Localized>;

const listSeparator: Localized = { 'en-US': ', ', 'zh-TW': '、', 'ko-KR': ', ' };

function number(n: number, language: Language): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(n);
}

function withBound(
  text: string,
  value: { bound?: 'at_most' | 'at_least' | undefined; approximate: boolean },
  language: Language,
): string {
  let out = text;
  if (value.bound === 'at_most') out = { 'en-US': `up to ${out}`, 'zh-TW': `${out}以內`, 'ko-KR': `${out} 이하` }[language];
  if (value.bound === 'at_least') out = { 'en-US': `at least ${out}`, 'zh-TW': `${out}以上`, 'ko-KR': `${out} 이상` }[language];
  if (value.approximate && !value.bound) out = { 'en-US': `about ${out}`, 'zh-TW': `約${out}`, 'ko-KR': `약 ${out}` }[language];
  return out;
}

/** English units said of one ("1 hour", not "1 hours"). */
const oneOf: Partial<Record<QuantityUnit, string>> = { mi: 'mile', min: 'minute', h: 'hour', years: 'year', times: 'time' };

function quantity(amount: number, unit: QuantityUnit, language: Language): string {
  const label = (language === 'en-US' && amount === 1 ? oneOf[unit] : undefined) ?? unitLabels[unit][language];
  return language === 'en-US' || /^[a-z]/.test(label) ? `${number(amount, language)} ${label}` : `${number(amount, language)}${label}`;
}

function dateText(value: Extract<BriefValue, { kind: 'date' }>, language: Language): string {
  if (value.relation === 'flexible' || value.date === null) return words.flexible[language];
  if (value.relation === 'asap') return words.asap[language];
  const [year, month] = value.date.split('-').map(Number) as [number, number];
  const at = new Date(`${value.date}T00:00:00Z`);
  let text: string;
  switch (value.precision) {
    case 'year':
      text = { 'en-US': `${year}`, 'zh-TW': `${year}年`, 'ko-KR': `${year}년` }[language];
      break;
    case 'quarter': {
      const q = Math.floor((month - 1) / 3) + 1;
      text = { 'en-US': `Q${q} ${year}`, 'zh-TW': `${year}年第${q}季`, 'ko-KR': `${year}년 ${q}분기` }[language];
      break;
    }
    case 'month': {
      text = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(at);
      if (value.part) {
        const part = value.part;
        text =
          language === 'en-US'
            ? `${part} ${text}`
            : language === 'zh-TW'
              ? `${text}${{ early: '初', mid: '中', late: '底' }[part]}`
              : `${text} ${{ early: '초', mid: '중순', late: '말' }[part]}`;
      }
      break;
    }
    default:
      text = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(at);
  }
  if (value.relation === 'by') text = { 'en-US': `by ${text}`, 'zh-TW': `${text}前`, 'ko-KR': `${text}까지` }[language];
  return text;
}

/** A parsed brief value as a short phrase in the visitor's language, for acknowledgements and the report. */
export function formatBriefValue(value: BriefValue, language: Language, options: readonly ChoiceOption[] = []): string {
  switch (value.kind) {
    case 'free_text':
      return value.text;
    case 'undecided':
      return words.undecided[language];
    case 'yes_no':
      return (value.value ? words.yes : words.no)[language];
    case 'list':
      return value.items.length === 0 ? words.none[language] : value.items.join(listSeparator[language]);
    case 'choice':
      return value.selected
        .map((id) => {
          if (id === 'other' && value.otherText) return `${words.other[language]}: ${value.otherText}`;
          return options.find((o) => o.id === id)?.label[language] ?? id;
        })
        .join(listSeparator[language]);
    case 'money': {
      const symbol = currencySymbols[value.currency];
      const amount = `${symbol}${number(value.amount, language)}`;
      const text = value.max !== undefined ? `${amount}–${symbol}${number(value.max, language)}` : amount;
      return withBound(text, value, language);
    }
    case 'number_with_unit': {
      if (value.unit === 'years' && value.amount === 0) return words.newBuild[language];
      const range = value.max !== undefined ? `${number(value.amount, language)}–${quantity(value.max, value.unit, language)}` : quantity(value.amount, value.unit, language);
      let text = withBound(range, value, language);
      if (value.unit !== 'm2' && value.squareMeters !== undefined) {
        const sqm = value.squareMetersMax !== undefined ? `${number(value.squareMeters, language)}–${number(value.squareMetersMax, language)}` : number(value.squareMeters, language);
        text += { 'en-US': ` (≈ ${sqm} m²)`, 'zh-TW': `（約 ${sqm} 平方公尺）`, 'ko-KR': ` (약 ${sqm}㎡)` }[language];
      }
      return text;
    }
    case 'date':
      return dateText(value, language);
  }
}
