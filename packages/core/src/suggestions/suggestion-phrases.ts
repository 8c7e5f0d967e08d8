import type { BriefFieldId, Language, ProjectType } from '@genie/contracts';
import type { Localized } from '../styles/localized.ts';

/**
 * The rules' wording in the three interface languages. Korean sentences avoid particles right after
 * a variable word (은/는, 이/가 depend on its last syllable): variables sit before a colon, in
 * parentheses, or before particles that fit any word (에, 까지, 도).
 */
const l = (en: string, zh: string, ko: string): Localized => ({ 'en-US': en, 'zh-TW': zh, 'ko-KR': ko });

/** What the client asks for ("is looking for a brand identity"). */
export const projectRequest: Readonly<Record<ProjectType, Localized>> = {
  brand_design: l('a brand identity', '品牌設計', '브랜드 디자인'),
  packaging_design: l('packaging design', '包裝設計', '패키지 디자인'),
  website: l('a website', '網站設計', '웹사이트 제작'),
  commercial_space: l('a commercial interior', '商業空間設計', '상업 공간 인테리어'),
  exhibition_space: l('an exhibition booth', '展覽空間設計', '전시 부스 디자인'),
  residential_space: l('a home interior', '居家空間設計', '주거 공간 인테리어'),
  other: l('a design project', '設計專案', '디자인 프로젝트'),
};

/** The kind of project, with its article in English ("an exhibition booth usually takes"). */
export const projectNoun: Readonly<Record<ProjectType, Localized>> = {
  brand_design: l('a brand identity', '品牌識別設計', '브랜드 아이덴티티'),
  packaging_design: l('a packaging project', '包裝設計', '패키지 디자인'),
  website: l('a website', '網站', '웹사이트'),
  commercial_space: l('a commercial interior', '商業空間', '상업 공간'),
  exhibition_space: l('an exhibition booth', '展位', '전시 부스'),
  residential_space: l('a home renovation', '居家裝修', '주거 인테리어'),
  other: l('a design project', '設計專案', '디자인 프로젝트'),
};

/** Short names of the fields the risks and facts mention. */
export const fieldNames: Readonly<Partial<Record<BriefFieldId, Localized>>> = {
  project_background: l('project background', '專案背景', '프로젝트 배경'),
  other_design_requirements: l('what to design', '設計內容', '디자인 범위'),
  product_description: l('product description', '產品描述', '제품 설명'),
  space_size: l('space size', '空間大小', '면적'),
  budget: l('budget', '預算', '예산'),
  expected_deadline: l('deadline', '期望完成時間', '희망 완료일'),
  move_in_date: l('move-in date', '入住時間', '입주일'),
  opening_date: l('opening date', '開幕日期', '오픈일'),
  entry_date: l('booth move-in date', '進場日期', '반입일'),
};

export const fieldName = (id: BriefFieldId, language: Language) => fieldNames[id]?.[language] ?? id;

// ---- summary ----

export const theClient = l('The client', '客戶', '고객');

export function introSentence(language: Language, contact: string, brand: string | null, type: ProjectType, background: string | null): string {
  const what = projectRequest[type][language];
  const name = contact || theClient[language];
  return l(
    `${name}${brand ? ` (${brand})` : ''} is looking for ${what}${background ? `: ${background}` : ''}.`,
    `${name}${brand ? `（${brand}）` : ''}想進行${what}${background ? `：${background}` : ''}。`,
    `${name}님${brand ? `(${brand})` : ''}의 ${what} 의뢰입니다${background ? `: ${background}` : ''}.`,
  )[language];
}

export function factsSentence(language: Language, facts: readonly string[]): string {
  return l(`Key facts: ${facts.join('; ')}.`, `重點：${facts.join('；')}。`, `핵심 정보: ${facts.join('; ')}.`)[language];
}

export const factLabels = {
  size: l('size', '面積', '면적'),
  budget: l('budget', '預算', '예산'),
  perM2: (amount: string) => l(`${amount} per m²`, `每平方公尺 ${amount}`, `㎡당 ${amount}`),
  perPing: (amount: string) => l(`${amount} per ping`, `每坪 ${amount}`, `평당 ${amount}`),
  perPyeong: (amount: string) => l(`${amount} per pyeong`, `每坪 ${amount}`, `평당 ${amount}`),
  approx: (figure: string) => l(`≈ ${figure}`, `約${figure}`, `${figure} 내외`),
  inWeeks: (weeks: number) => l(`in about ${weeks} weeks`, `約 ${weeks} 週後`, `약 ${weeks}주 후`),
  passed: l('already passed', '已過', '이미 지남'),
  age: (years: string) => l(`${years} old`, `屋齡${years}`, `${years} 된 건물`),
  offers: l('offers', '產品／服務', '제품·서비스'),
  packaging: l('packaging', '包裝形式', '포장 형태'),
  websiteType: l('website type', '網站類型', '웹사이트 유형'),
  layout: l('layout', '格局', '구조'),
  venue: l('venue', '場地', '장소'),
};

export const labelledSentence = {
  goal: (q: string) => l(`Goal: ${q}.`, `想解決：${q}。`, `목표: ${q}.`),
  audience: (q: string) => l(`For: ${q}.`, `對象：${q}。`, `대상: ${q}.`),
  lifestyle: (q: string) => l(`Daily life: ${q}.`, `生活型態：${q}。`, `생활 방식: ${q}.`),
  style: (q: string, colours: string | null) =>
    l(
      `Style in their words: ${q}${colours ? `; colours: ${colours}` : ''}.`,
      `風格描述：${q}${colours ? `；色彩：${colours}` : ''}。`,
      `스타일: ${q}${colours ? `; 색상: ${colours}` : ''}.`,
    ),
  colours: (q: string) => l(`Colours: ${q}.`, `色彩：${q}。`, `색상: ${q}.`),
  profile: (styles: string) =>
    l(`Their reference picks leaned to ${styles}.`, `參考圖片的選擇偏向${styles}。`, `참고 이미지 선택: ${styles}.`),
  rated: (style: string, rating: number) =>
    l(`Rated highest on the brief: ${style} (${rating}/5).`, `簡報評分最高：${style}（${rating}/5）。`, `브리프 평가 최고점: ${style} (${rating}/5).`),
  inquiry: (date: string, days: number) =>
    days <= 0
      ? l(`Inquiry received ${date} (today).`, `詢問日期：${date}（今天）。`, `문의일: ${date} (오늘).`)
      : l(
          `Inquiry received ${date} (${days} day${days === 1 ? '' : 's'} ago).`,
          `詢問日期：${date}（${days} 天前）。`,
          `문의일: ${date} (${days}일 전).`,
        ),
};


// ---- design directions ----

export function directionTitle(language: Language, name: string, moods: readonly string[]): string {
  const [a, b] = moods;
  if (!a) return name;
  return l(
    `${name}: ${a.toLowerCase()}${b ? ` and ${b.toLowerCase()}` : ''}`,
    `${name}・${a}${b ? `、${b}` : ''}`,
    `${name} · ${a}${b ? `, ${b}` : ''}`,
  )[language];
}

export const basisSentence = {
  profile: (pct: number, leads: boolean) =>
    leads
      ? l(`It leads the client's reference picks (${pct}%).`, `在客戶的參考圖片選擇中居首（${pct}%）。`, `고객의 참고 이미지 선택에서 가장 많았습니다 (${pct}%).`)
      : l(`It makes up ${pct}% of the client's reference picks.`, `在客戶的參考圖片選擇中佔 ${pct}%。`, `고객의 참고 이미지 선택 중 ${pct}%입니다.`),
  words: (q: string) =>
    l(`It matches how the client describes the style: ${q}.`, `符合客戶對風格的描述：${q}。`, `고객이 말한 스타일과 맞습니다: ${q}.`),
  rating: (rating: number) =>
    l(`The client rated it ${rating}/5 on the brief.`, `客戶在簡報中給了 ${rating}/5 分。`, `고객이 브리프에서 ${rating}/5점을 주었습니다.`),
  default: (type: ProjectType) =>
    l(
      `No style was given yet, so this is a dependable starting point for ${projectNoun[type]['en-US']} to test at the first call.`,
      `客戶尚未指定風格，這是${projectNoun[type]['zh-TW']}常用的穩妥方向，可在初次通話時試探。`,
      `아직 스타일이 정해지지 않아, ${projectNoun[type]['ko-KR']}에 무난하게 제안해 볼 수 있는 출발점입니다.`,
    ),
};

interface ApplicationWords {
  f1: string;
  f2: string;
  m1: string;
  m2: string;
  p1: string;
  p2: string;
}

/** How the style is applied to this kind of project, with its forms, materials and pieces. */
export function applicationSentence(language: Language, type: ProjectType, w: ApplicationWords): string {
  const { f1, f2, m1, m2, p1, p2 } = w;
  switch (type) {
    case 'residential_space':
      return l(
        `At home: carry it through ${f1} and ${f2}, with ${m1} and ${m2} as the main finishes, and anchor the main rooms with key pieces (${p1}, ${p2}).`,
        `居家應用：以${f1}與${f2}貫穿空間，主要材質用${m1}與${m2}，並以${p1}、${p2}作為空間的主角。`,
        `주거 적용 — 형태: ${f1}, ${f2}. 주요 마감: ${m1}, ${m2}. 핵심 가구와 소품: ${p1}, ${p2}.`,
      )[language];
    case 'commercial_space':
      return l(
        `In the space: let ${f1} shape the customer's path, use ${m1} and ${m2} where customers touch and look, and a signature piece people photograph (${p1}).`,
        `商業空間應用：以${f1}引導動線，顧客觸及與目光所及處使用${m1}與${m2}，並讓${p1}成為顧客會拍照的記憶點。`,
        `상업 공간 적용 — 동선을 이끄는 형태: ${f1}. 고객의 손과 눈이 닿는 마감: ${m1}, ${m2}. 사진을 부르는 시그니처: ${p1}.`,
      )[language];
    case 'exhibition_space':
      return l(
        `On the booth: ${f1} and ${f2} in a silhouette that reads from the aisle, ${m1} and ${m2} on the key surfaces, and a focal point for conversations (${p1}).`,
        `展位應用：以${f1}塑造從走道就能辨識的輪廓，重點立面使用${m1}與${m2}，並以${p1}作為洽談的焦點。`,
        `부스 적용 — 통로에서 읽히는 실루엣: ${f1}. 주요 면의 마감: ${m1}, ${m2}. 상담의 초점: ${p1}.`,
      )[language];
    case 'brand_design':
      return l(
        `For the identity: translate it into ${f1} and ${f2} in the logo and layouts, a colour system from the palette below, and textures that recall ${m1} and ${m2} in photography and print.`,
        `品牌應用：將${f1}與${f2}轉化為標誌與版面語言，色彩系統取自下方色盤，攝影與印刷的質感呼應${m1}與${m2}。`,
        `브랜드 적용 — 로고와 레이아웃의 조형: ${f1}, ${f2}. 컬러 시스템: 아래 팔레트. 사진과 인쇄의 질감: ${m1}, ${m2}.`,
      )[language];
    case 'packaging_design':
      return l(
        `On pack: ${f1} and ${f2} in the structure and graphics, print colours from the palette below, and stock and finishes that recall ${m1}.`,
        `包裝應用：結構與圖像採用${f1}與${f2}，印刷色取自下方色盤，紙材與加工呼應${m1}的質感。`,
        `패키지 적용 — 구조와 그래픽: ${f1}, ${f2}. 인쇄 색상: 아래 팔레트. 용지와 후가공의 질감: ${m1}.`,
      )[language];
    case 'website':
      return l(
        `On screen: ${f1} and ${f2} in the layout grid, the palette below as interface colours, and photography featuring ${m1} and ${m2}.`,
        `網站應用：版面網格呈現${f1}與${f2}，介面色彩取自下方色盤，攝影素材以${m1}與${m2}為主。`,
        `웹사이트 적용 — 레이아웃 그리드: ${f1}, ${f2}. 인터페이스 색상: 아래 팔레트. 사진 소재: ${m1}, ${m2}.`,
      )[language];
    default:
      return l(
        `Apply it through ${f1} and ${f2}, the palette below and the textures of ${m1} and ${m2}.`,
        `應用方式：以${f1}與${f2}為造型語彙，搭配下方色盤與${m1}、${m2}的質感。`,
        `적용 — 조형: ${f1}, ${f2}. 색상: 아래 팔레트. 질감: ${m1}, ${m2}.`,
      )[language];
  }
}

export const paletteSentence = {
  blended: (n: number) =>
    l(
      `The palette blends in ${n === 1 ? 'the leading colour' : `${n} colours`} of the images the client chose.`,
      `色盤融入了客戶所選圖片中的 ${n} 個主要顏色。`,
      `팔레트에는 고객이 고른 이미지의 주요 색 ${n}가지가 섞여 있습니다.`,
    ),
  clientColours: (q: string) =>
    l(`Check it against the client's colour notes: ${q}.`, `請對照客戶的色彩偏好：${q}。`, `고객의 색상 메모와 맞춰 보세요: ${q}.`),
};

// ---- budget fit ----

export const budgetFit = {
  noBudget: {
    premium: (pm: string) =>
      l(
        `No budget given yet. This direction leans premium (${pm}); confirm the range before proposing it.`,
        `尚未提供預算。此方向偏高價位（${pm}），提案前請先確認預算範圍。`,
        `예산 정보가 아직 없습니다. 고급 자재(${pm}) 위주의 방향이라 제안 전에 예산 범위를 확인하세요.`,
      ),
    economical: (m: string) =>
      l(
        `No budget given yet. This is one of the more affordable directions: ${m} are easy to source.`,
        `尚未提供預算。此方向較易控制成本：${m}都容易取得。`,
        `예산 정보가 아직 없습니다. 비용 부담이 적은 방향입니다 (${m} 모두 구하기 쉬움).`,
      ),
    standard: () =>
      l(
        'No budget given yet. This direction works at a moderate budget; confirm the range at the first call.',
        '尚未提供預算。此方向在中等預算即可實現，請在初次通話時確認預算範圍。',
        '예산 정보가 아직 없습니다. 중간 수준의 예산으로 가능한 방향이니 첫 통화에서 예산 범위를 확인하세요.',
      ),
  },
  sizeUnknown: (budget: string) =>
    l(
      `Budget ${budget}; the size is not known yet, so the cost per m² cannot be checked.`,
      `預算 ${budget}；尚不知道面積，無法估算每平方公尺的費用。`,
      `예산 ${budget}; 면적을 아직 몰라 ㎡당 비용은 확인할 수 없습니다.`,
    ),
  noBand: (budget: string) =>
    l(`Budget ${budget}; check it against the scope at the first call.`, `預算 ${budget}；請在初次通話時對照工作範圍確認。`, `예산 ${budget}; 첫 통화에서 작업 범위와 맞춰 확인하세요.`),
  premiumAside: (pm: string) =>
    l(
      ` Premium materials (${pm}) can be kept to a focal feature if needed.`,
      `必要時可將高價材質（${pm}）集中在單一重點。`,
      ` 필요하면 고급 자재(${pm})는 한 곳의 포인트에만 쓸 수 있습니다.`,
    ),
  perM2: {
    tightPremium: (fig: string, pm: string) =>
      l(
        `About ${fig}: tight for this look. Keep ${pm} to one focal feature and use lookalikes (porcelain slabs, brushed metal) elsewhere.`,
        `約${fig}：以此風格而言偏緊。${pm}只用在單一重點，其餘以仿石磚、拉絲金屬等替代。`,
        `${fig} 내외: 이 스타일로는 빠듯합니다. 고급 자재(${pm})는 한 곳의 포인트에만 쓰고, 나머지는 포세린 타일·브러시드 메탈 같은 대체재로 구성하세요.`,
      ),
    tight: (fig: string, m1: string) =>
      l(
        `About ${fig}: tight. Put the money into layout, lighting and ${m1}, and phase loose furniture and decor.`,
        `約${fig}：預算偏緊。優先投入格局、照明與${m1}，活動家具與軟裝可分階段添購。`,
        `${fig} 내외: 빠듯한 예산입니다. 구조·조명·${m1}에 먼저 투자하고, 가구와 소품은 단계적으로 들이세요.`,
      ),
    workablePremium: (fig: string, pm: string) =>
      l(
        `About ${fig}: workable if ${pm} stay on the focal surfaces (a feature wall, the counter, one statement piece).`,
        `約${fig}：可行，但${pm}建議只用在重點處（主牆、櫃檯或一件主角家具）。`,
        `${fig} 내외: 가능하지만 고급 자재(${pm})는 메인 벽, 카운터, 대표 가구 하나 같은 포인트에만 쓰는 것이 좋습니다.`,
      ),
    workable: (fig: string) =>
      l(
        `About ${fig}: fits this direction with standard finishes and a few custom pieces.`,
        `約${fig}：以標準建材搭配少量訂製，即可實現此方向。`,
        `${fig} 내외: 표준 마감재와 일부 맞춤 제작으로 충분히 구현할 수 있습니다.`,
      ),
    comfortablePremium: (fig: string, pm: string) =>
      l(
        `About ${fig}: comfortable; ${pm} can be used generously.`,
        `約${fig}：預算充裕，${pm}可大方使用。`,
        `${fig} 내외: 여유 있는 예산으로 고급 자재(${pm})를 넉넉히 쓸 수 있습니다.`,
      ),
    comfortable: (fig: string, m1: string) =>
      l(
        `About ${fig}: comfortable; there is room for custom joinery, better lighting and quality ${m1}.`,
        `約${fig}：預算充裕，可投入訂製木作、更好的照明與高品質的${m1}。`,
        `${fig} 내외: 여유 있는 예산으로 맞춤 가구, 더 좋은 조명, 고품질 ${m1}까지 고려할 수 있습니다.`,
      ),
  },
  total: {
    tight: (budget: string, type: ProjectType) =>
      l(
        `${budget} is below the usual budget for ${projectNoun[type]['en-US']}; keep this direction to the essentials (${essentials[type]?.['en-US'] ?? 'the core deliverables'}).`,
        `${budget}低於一般${projectNoun[type]['zh-TW']}的預算，建議此方向聚焦在必要項目（${essentials[type]?.['zh-TW'] ?? '核心交付項目'}）。`,
        `${budget}: 일반적인 ${projectNoun[type]['ko-KR']} 예산보다 낮아, 이 방향은 필수 항목(${essentials[type]?.['ko-KR'] ?? '핵심 결과물'})에 집중하는 것이 좋습니다.`,
      ),
    workable: (budget: string, type: ProjectType) =>
      l(
        `${budget} covers a focused version of this direction; ${extras[type]?.['en-US'] ?? 'extra deliverables'} would be extra.`,
        `${budget}足以完成此方向的核心內容；${extras[type]?.['zh-TW'] ?? '額外項目'}需另計。`,
        `${budget}: 이 방향의 핵심 범위는 가능하며, 추가 항목(${extras[type]?.['ko-KR'] ?? '추가 결과물'})은 별도 비용입니다.`,
      ),
    comfortable: (budget: string, type: ProjectType) =>
      l(
        `${budget} leaves room for the full scope, including ${extras[type]?.['en-US'] ?? 'extra deliverables'}.`,
        `${budget}預算充裕，可涵蓋完整範圍，包括${extras[type]?.['zh-TW'] ?? '額外項目'}。`,
        `${budget}: 추가 항목(${extras[type]?.['ko-KR'] ?? '추가 결과물'})까지 포함한 전체 범위가 가능한 예산입니다.`,
      ),
  },
};

const essentials: Partial<Record<ProjectType, Localized>> = {
  brand_design: l('logo, colours, type and one or two applications', '標誌、色彩、字體與一兩項應用', '로고, 컬러, 서체와 한두 가지 응용'),
  packaging_design: l('one hero design and the label system', '一款主視覺與標籤系統', '대표 디자인 하나와 라벨 시스템'),
  website: l('a template-based site with a few key pages', '以版型為基礎、少數關鍵頁面', '템플릿 기반의 핵심 페이지 몇 개'),
};

const extras: Partial<Record<ProjectType, Localized>> = {
  brand_design: l('full brand guidelines and many applications', '完整品牌規範與大量應用項目', '전체 브랜드 가이드와 다양한 응용'),
  packaging_design: l('special finishes such as foil or embossing', '燙金、壓紋等特殊加工', '박, 엠보싱 같은 특수 후가공'),
  website: l('custom illustration, photography or integrations', '客製插畫、攝影或系統串接', '맞춤 일러스트, 촬영, 외부 연동'),
};

// ---- first-call questions ----

export const questionNote = {
  skipped: l(' (skipped in the chat)', '（對話中略過）', ' (대화에서 건너뜀)'),
  undecided: l(' (not decided yet)', '（尚未決定）', ' (아직 미정)'),
  unclear: (q: string) => l(` (the chat answer was unclear: ${q})`, `（對話中的回答不明確：${q}）`, ` (대화 답변이 불명확함: ${q})`),
};

export const clarifyingQuestions = {
  styleConflict: (words: string, picked: string) =>
    l(
      `In the chat you described your style as ${words}, while your picks leaned to ${picked}: which feels closer?`,
      `您在對話中描述的風格是${words}，但挑選的圖片偏向${picked}，哪一個比較接近您的想像？`,
      `대화에서 말씀하신 스타일(${words})과 고르신 이미지(${picked})가 조금 다른데, 어느 쪽이 더 가까우신가요?`,
    ),
  budgetFirm: l(
    'Is the budget firm, or could it stretch for the most important areas?',
    '預算是固定的嗎？重點區域是否有彈性增加的空間？',
    '예산은 확정인가요, 아니면 중요한 부분에는 조금 늘릴 여지가 있나요?',
  ),
  timingDriver: l(
    'What is driving the timing, and which date is truly fixed?',
    '時程的壓力來自哪裡？哪個日期是絕對不能動的？',
    '일정이 급한 이유는 무엇이고, 꼭 지켜야 하는 날짜는 언제인가요?',
  ),
};

/** The first residential question when the client has already sent the floor plan. */
export const planReceivedQuestion = l(
  'Thank you for the floor plan. Could you add a few photos? Which walls, pipes and wet areas can be moved?',
  '謝謝您提供的平面圖。方便再提供幾張現況照片嗎？哪些牆面、管線和衛浴廚房位置可以更動？',
  '평면도 감사합니다. 현장 사진도 몇 장 보내 주실 수 있나요? 어떤 벽, 배관, 욕실·주방 위치를 옮길 수 있나요?',
);

export const typeQuestions: Readonly<Record<ProjectType, readonly Localized[]>> = {
  residential_space: [
    l(
      'Could you send the floor plan and a few photos? Which walls, pipes and wet areas can be moved?',
      '方便提供平面圖和現況照片嗎？哪些牆面、管線和衛浴廚房位置可以更動？',
      '평면도와 현장 사진을 보내 주실 수 있나요? 어떤 벽, 배관, 욕실·주방 위치를 옮길 수 있나요?',
    ),
    l(
      'Will you live there during the works, and which furniture and appliances are you keeping?',
      '施工期間會住在裡面嗎？有哪些家具和家電要保留？',
      '공사 기간에 거주하시나요? 그대로 쓰실 가구와 가전은 무엇인가요?',
    ),
  ],
  commercial_space: [
    l(
      'Is the lease signed, and what do the landlord and building allow (working hours, signage, exhaust, fire code)?',
      '租約簽了嗎？房東與大樓管理對施工時間、招牌、排煙和消防有哪些規定？',
      '임대 계약은 하셨나요? 건물주와 관리 측의 규정(공사 시간, 간판, 배기, 소방)은 어떤가요?',
    ),
    l(
      'How many customers and staff should the space hold at peak, and what must the back of house fit?',
      '尖峰時段要容納多少客人和員工？後場需要放哪些設備？',
      '피크 시간에 손님과 직원이 몇 명 정도인가요? 후방 공간에는 무엇이 들어가야 하나요?',
    ),
    l(
      'Does the budget cover equipment, loose furniture and signage, or the fit-out only?',
      '預算是否包含設備、活動家具與招牌，還是只有裝修工程？',
      '예산에 장비, 가구, 간판이 포함되나요, 아니면 인테리어 공사만인가요?',
    ),
  ],
  exhibition_space: [
    l(
      "What are the organiser's rules: height limit, open sides, hanging points and the deadline for drawings?",
      '主辦單位有哪些規定？例如限高、開口面、吊掛點與圖面送審期限。',
      '주최 측 규정은 어떤가요? 높이 제한, 개방면, 리깅 포인트, 도면 제출 마감 등이요.',
    ),
    l(
      'Should the booth be reusable at later shows, so it packs and travels?',
      '展位之後是否要在其他展覽重複使用，需要方便拆裝運輸？',
      '이후 다른 전시에서도 재사용할 부스인가요? 분해·운송이 쉬워야 하나요?',
    ),
    l(
      'What will you show and demonstrate, and how many staff will be on the booth?',
      '展出與示範的內容是什麼？現場會有幾位工作人員？',
      '무엇을 전시·시연하시나요? 부스에는 몇 명이 상주하나요?',
    ),
  ],
  brand_design: [
    l(
      'Which deliverables come first: logo, colours and type, business cards, signage, social templates, brand guidelines?',
      '最優先需要哪些交付項目？標誌、色彩字體、名片、招牌、社群模板或品牌規範？',
      '가장 먼저 필요한 결과물은 무엇인가요? 로고, 컬러·서체, 명함, 간판, SNS 템플릿, 브랜드 가이드 중에서요.',
    ),
    l(
      'Which brands do you admire, and which competitors do you want to stand apart from?',
      '有欣賞的品牌嗎？又想和哪些競爭對手做出區隔？',
      '좋아하는 브랜드는 어디인가요? 차별화하고 싶은 경쟁사는요?',
    ),
  ],
  packaging_design: [
    l(
      'How many products or flavours share the design, and what are the print run and the target cost per unit?',
      '共有幾款產品或口味要共用設計？印量與單位成本目標是多少？',
      '디자인을 공유할 제품이나 맛은 몇 가지인가요? 인쇄 수량과 개당 목표 단가는요?',
    ),
    l(
      'Do you already have a printer or supplier with dielines, and which regulatory text (ingredients, barcode, certifications) must fit?',
      '已經有配合的印刷廠或包材供應商與刀模嗎？哪些法規標示（成分、條碼、認證）必須放上？',
      '이미 거래하는 인쇄소나 포장재 업체, 칼선 도면이 있나요? 성분, 바코드, 인증 등 어떤 표시 사항이 들어가야 하나요?',
    ),
  ],
  website: [
    l(
      'Who will write the copy and provide the photos, and who will update the site after launch?',
      '文案和照片由誰提供？上線後由誰負責更新網站？',
      '원고와 사진은 누가 준비하나요? 오픈 후 사이트 업데이트는 누가 하나요?',
    ),
    l(
      'Which features are needed: online payment, booking, member accounts, a CMS, analytics?',
      '需要哪些功能？線上付款、預約、會員、內容管理系統或數據分析？',
      '어떤 기능이 필요한가요? 온라인 결제, 예약, 회원, CMS, 분석 도구 등이요.',
    ),
    l('Do you already have a domain and hosting?', '已經有網域和主機了嗎？', '도메인과 호스팅은 이미 있나요?'),
  ],
  other: [
    l(
      'What exactly are the deliverables, in which formats, and who signs them off?',
      '具體的交付項目與格式是什麼？由誰確認定稿？',
      '정확한 결과물과 형식은 무엇이고, 최종 승인은 누가 하나요?',
    ),
    l('Is there an existing brand or design this has to fit with?', '有沒有需要配合的既有品牌或設計？', '맞춰야 하는 기존 브랜드나 디자인이 있나요?'),
  ],
};

export const conditionalQuestions = {
  oldHome: (years: string) =>
    l(
      `The home is about ${years} old: should wiring, plumbing and windows be renewed as part of the work?`,
      `屋齡約${years}，水電管線與窗戶是否要一併更新？`,
      `지은 지 약 ${years} 된 집인데, 전기·배관·창호도 함께 교체할까요?`,
    ),
  trademarkSearch: l(
    'Shall we run a trademark search before the name and logo are final?',
    '在名稱與標誌定案前，要先做商標檢索嗎？',
    '이름과 로고를 확정하기 전에 상표 검색을 먼저 진행할까요?',
  ),
};

// ---- risks ----

export const riskText = {
  asap: (type: ProjectType, weeks: number) =>
    l(
      `The client wants it as soon as possible, with no date; ${projectNoun[type]['en-US']} usually takes about ${weeks} weeks. Agree on a realistic schedule at the first call.`,
      `客戶希望越快越好，但沒有具體日期；${projectNoun[type]['zh-TW']}通常需要約 ${weeks} 週。請在初次通話時確認實際可行的時程。`,
      `고객은 구체적인 날짜 없이 가능한 빨리를 원합니다. ${projectNoun[type]['ko-KR']} 작업은 보통 약 ${weeks}주가 걸리니, 첫 통화에서 현실적인 일정을 합의하세요.`,
    ),
  passed: (label: Localized, date: string) =>
    l(
      `The ${label['en-US']} given (${date}) has already passed; confirm the real date.`,
      `客戶提供的${label['zh-TW']}（${date}）已經過了，請確認實際日期。`,
      `고객이 알려 준 ${label['ko-KR']}(${date})이 이미 지났습니다. 실제 날짜를 확인하세요.`,
    ),
  tight: (label: Localized, date: string, weeksLeft: number, type: ProjectType, usual: number) =>
    l(
      `The ${label['en-US']} (${date}) is about ${weeksLeft} weeks away, but ${projectNoun[type]['en-US']} usually takes about ${usual} weeks: the schedule is very tight. Consider a phased scope or a larger team.`,
      `${label['zh-TW']}為${date}，距今約 ${weeksLeft} 週，但${projectNoun[type]['zh-TW']}通常需要約 ${usual} 週，時程非常緊湊。可考慮分階段進行或增加人力。`,
      `${label['ko-KR']}까지 약 ${weeksLeft}주(${date}) 남았지만, ${projectNoun[type]['ko-KR']} 작업은 보통 약 ${usual}주가 걸려 일정이 매우 빠듯합니다. 단계별 진행이나 인력 보강을 고려하세요.`,
    ),
  short: (label: Localized, date: string, weeksLeft: number, type: ProjectType, usual: number) =>
    l(
      `The ${label['en-US']} (${date}) is about ${weeksLeft} weeks away, a little under the usual ${usual} weeks for ${projectNoun[type]['en-US']}: there is little slack for approvals and changes.`,
      `${label['zh-TW']}為${date}，約 ${weeksLeft} 週後，略短於${projectNoun[type]['zh-TW']}一般所需的 ${usual} 週，審核與修改的緩衝很少。`,
      `${label['ko-KR']}까지 약 ${weeksLeft}주(${date}) 남아, ${projectNoun[type]['ko-KR']} 작업에 보통 필요한 ${usual}주보다 조금 짧습니다. 승인과 수정에 쓸 여유가 거의 없습니다.`,
    ),
  perM2Tight: (budget: string, area: string, fig: string, floor: string, type: ProjectType) =>
    l(
      `${budget} for about ${area} m² is about ${fig}, below the usual floor of about ${floor} per m² for ${projectNoun[type]['en-US']}. Agree on priorities or a phased scope before proposing.`,
      `${budget}用於約 ${area} 平方公尺，約${fig}，低於${projectNoun[type]['zh-TW']}一般每平方公尺約 ${floor} 的下限。提案前請先確認優先順序或分階段進行。`,
      `예산 ${budget}, 면적 약 ${area}㎡ → ${fig} 내외. ${projectNoun[type]['ko-KR']}의 일반적인 하한(㎡당 약 ${floor})보다 낮습니다. 제안 전에 우선순위나 단계별 범위를 합의하세요.`,
    ),
  perM2LowEnd: (low: string, floor: string) =>
    l(
      `At the low end of the range (${low}) the budget falls below the usual floor of about ${floor} per m²; confirm which end applies.`,
      `若以預算下限（${low}）計算，會低於每平方公尺約 ${floor} 的一般下限，請確認實際金額。`,
      `예산 하한(${low}) 기준으로는 일반적인 하한(㎡당 약 ${floor})보다 낮습니다. 실제 금액을 확인하세요.`,
    ),
  premiumStretch: (fig: string, style: string) =>
    l(
      `About ${fig} is workable, but the leading direction (${style}) relies on premium materials; keep them to focal surfaces.`,
      `約${fig}尚可，但首選方向（${style}）仰賴高價材質，建議只用在重點處。`,
      `${fig} 내외: 가능한 수준이지만, 첫 번째 방향(${style})은 고급 자재에 기대므로 포인트에만 쓰는 것이 좋습니다.`,
    ),
  totalTight: (budget: string, floor: string, type: ProjectType) =>
    l(
      `${budget} is below the usual minimum of about ${floor} for ${projectNoun[type]['en-US']}. Propose a focused scope, or options at two price points.`,
      `${budget}低於${projectNoun[type]['zh-TW']}一般約 ${floor} 的最低預算。建議提出精簡範圍，或高低兩種方案。`,
      `${budget}: ${projectNoun[type]['ko-KR']}의 일반적인 최소 예산(약 ${floor})보다 낮습니다. 범위를 좁히거나 두 가지 가격대의 안을 제안하세요.`,
    ),
  totalLowEnd: (low: string, floor: string, type: ProjectType) =>
    l(
      `The lower end of the budget (${low}) is below the usual minimum of about ${floor} for ${projectNoun[type]['en-US']}; confirm the figure.`,
      `預算下限（${low}）低於${projectNoun[type]['zh-TW']}一般約 ${floor} 的最低預算，請確認實際金額。`,
      `예산 하한(${low})이 ${projectNoun[type]['ko-KR']}의 일반적인 최소 예산(약 ${floor})보다 낮습니다. 실제 금액을 확인하세요.`,
    ),
  missing: (labels: string) =>
    l(
      `Still missing: ${labels}. Fee and schedule estimates stay provisional until they are known.`,
      `仍缺少：${labels}。在確認之前，報價與時程都只能暫估。`,
      `아직 빠진 정보: ${labels}. 확인 전까지 견적과 일정은 잠정치입니다.`,
    ),
  incomplete: (answered: number, total: number) =>
    l(
      `The conversation is incomplete: ${answered} of ${total} main questions answered. Treat these suggestions as a first read and fill the gaps at the first call.`,
      `對話尚未完成：${total} 個主要問題只回答了 ${answered} 個。這些建議僅供初步參考，請在初次通話時補齊。`,
      `대화가 완료되지 않았습니다: 주요 질문 ${total}개 중 ${answered}개 답변. 이 제안은 초안으로 보고, 첫 통화에서 빈 부분을 채우세요.`,
    ),
  extras: (q: string) =>
    l(
      `Extras requested besides the main design: ${q}. Price them as separate items so the main fee stays clear.`,
      `除主要設計外另有需求：${q}。建議分項報價，讓主要設計費清楚明確。`,
      `주요 디자인 외 추가 요청: ${q}. 별도 항목으로 견적을 내 주요 디자인 비용이 명확하게 보이도록 하세요.`,
    ),
  oldProperty: (years: string) =>
    l(
      `The property is about ${years} old: plumbing, wiring and waterproofing may need renewing, which adds cost and time.`,
      `屋齡約${years}，水電管線與防水可能需要更新，會增加費用與工期。`,
      `지은 지 약 ${years} 된 집이라 배관, 전기, 방수 교체가 필요할 수 있어 비용과 기간이 늘어납니다.`,
    ),
  websiteContent: (pages: number | null, languages: number | null) => {
    if (pages && languages) {
      return l(
        `${pages} main pages in ${languages} languages: writing and translating the content often takes longer than the design.`,
        `${pages} 個主要頁面、${languages} 種語言：文案撰寫與翻譯往往比設計更花時間。`,
        `주요 페이지 ${pages}개, 언어 ${languages}개: 원고 작성과 번역이 디자인보다 오래 걸리는 경우가 많습니다.`,
      );
    }
    if (languages) {
      return l(
        `${languages} languages: translation and keeping every version up to date add time to each page.`,
        `${languages} 種語言：翻譯與多語版本的維護會增加每一頁的工作量。`,
        `언어 ${languages}개: 번역과 버전별 관리로 페이지마다 작업량이 늘어납니다.`,
      );
    }
    return l(
      `${pages} main pages: producing the content often takes longer than the design.`,
      `${pages} 個主要頁面：內容製作往往比設計更花時間。`,
      `주요 페이지 ${pages}개: 콘텐츠 제작이 디자인보다 오래 걸리는 경우가 많습니다.`,
    );
  },
  packagingFormats: (forms: string) =>
    l(
      `Several formats (${forms}): each needs its own dieline, proof and print run.`,
      `多種包裝形式（${forms}）：每一種都需要各自的刀模、打樣與印製。`,
      `여러 포장 형태(${forms}): 형태마다 칼선, 교정, 인쇄가 따로 필요합니다.`,
    ),
  trademark: l(
    'The name is not registered as a trademark yet: check availability before the logo is final, or the work may have to be redone.',
    '品牌名稱尚未註冊商標：標誌定稿前請先確認可否註冊，以免重做。',
    '브랜드 이름이 아직 상표 등록되지 않았습니다. 로고 확정 전에 등록 가능 여부를 확인해야 재작업을 피할 수 있습니다.',
  ),
  utilities: (what: 'both' | 'water_only' | 'electricity_only') => {
    const need = {
      both: l('water and electricity', '水電', '수도와 전기'),
      water_only: l('water', '給排水', '수도'),
      electricity_only: l('electricity', '用電', '전기'),
    }[what];
    const fixes = {
      both: l('outlets and sinks', '插座與水槽', '콘센트와 싱크'),
      water_only: l('sinks', '水槽', '싱크'),
      electricity_only: l('outlets and lighting', '插座與照明', '콘센트와 조명'),
    }[what];
    return l(
      `The booth needs ${need['en-US']}: order it from the organiser before their deadline; it fixes where ${fixes['en-US']} can go.`,
      `展位需要${need['zh-TW']}：請在主辦單位期限前申請，這會決定${fixes['zh-TW']}的位置。`,
      `부스에 ${need['ko-KR']} 공급이 필요합니다. 주최 측 마감 전에 신청해야 하며, ${fixes['ko-KR']} 위치도 이에 따라 정해집니다.`,
    );
  },
  travel: (distance: string, visits: string | null) =>
    l(
      `The client is ${distance} away${visits ? ` and wants ${visits} visits` : ''}: include travel time in the fee.`,
      `客戶距離${distance}${visits ? `，且希望到訪 ${visits}` : ''}：報價請納入交通時間。`,
      `고객까지 ${distance}${visits ? `, 방문 ${visits} 희망` : ''}: 이동 시간을 견적에 반영하세요.`,
    ),
};

// ---- next steps ----

export const nextStepText = {
  replySoon: (name: string) =>
    l(`Reply to ${name} within a day and book the first call.`, `請在一天內回覆${name}，約定初次通話。`, `하루 안에 ${name}님께 연락해 첫 통화 일정을 잡으세요.`),
  replyToday: (name: string, days: number) =>
    l(
      `The inquiry came in ${days} days ago: reply to ${name} today and book the first call.`,
      `這筆詢問已是 ${days} 天前，請今天就回覆${name}並約定初次通話。`,
      `문의가 ${days}일 전에 들어왔습니다. 오늘 ${name}님께 연락해 첫 통화 일정을 잡으세요.`,
    ),
  clientFallback: l('the client', '客戶', '고객'),
  questions: l(
    'At the first call, go through the questions above, budget and timing first.',
    '初次通話時逐一確認上方問題，先談預算與時程。',
    '첫 통화에서 위 질문들을 확인하되, 예산과 일정부터 이야기하세요.',
  ),
  prepare: {
    residential_space: (hasPlan = false) =>
      hasPlan
        ? l(
            'Study the floor plan the client sent, ask for a few photos, then visit the home to measure and check its condition (plumbing, wiring, damp).',
            '先研究客戶提供的平面圖並索取幾張現況照片，再到現場丈量並檢查屋況（水電、漏水、壁癌）。',
            '고객이 보낸 평면도를 검토하고 사진 몇 장을 받은 뒤, 현장을 방문해 실측하고 상태(배관, 전기, 누수)를 점검하세요.',
          )
        : l(
            'Ask for the floor plan and photos, then visit the home to measure and check its condition (plumbing, wiring, damp).',
            '先索取平面圖與現況照片，再到現場丈量並檢查屋況（水電、漏水、壁癌）。',
            '평면도와 사진을 받은 뒤 현장을 방문해 실측하고 상태(배관, 전기, 누수)를 점검하세요.',
          ),
    commercial_space: () =>
      l(
        'Visit the site to measure, and check the lease terms, building rules and the power, water and exhaust capacity.',
        '到現場丈量，並確認租約條件、大樓規定，以及電力、給排水與排煙的容量。',
        '현장을 방문해 실측하고 임대 조건, 건물 규정, 전기·급배수·배기 용량을 확인하세요.',
      ),
    exhibition_space: () =>
      l(
        "Get the organiser's exhibitor manual and the hall plan with the booth's position, and note every submission deadline.",
        '取得主辦單位的參展手冊與展場平面圖（含攤位位置），並記下所有送審期限。',
        '주최 측 참가 매뉴얼과 부스 위치가 표시된 홀 도면을 받고, 모든 제출 마감일을 정리하세요.',
      ),
    brand_design: (site: string | null) =>
      l(
        `Before the call, review the client's current presence${site ? ` (${site})` : ''} and two or three competitors.`,
        `通話前先看過客戶目前的品牌呈現${site ? `（${site}）` : ''}與兩三個競爭對手。`,
        `통화 전에 고객의 현재 브랜드 채널${site ? `(${site})` : ''}과 경쟁사 두세 곳을 살펴보세요.`,
      ),
    packaging_design: () =>
      l(
        "Ask for product samples, the current packaging and the supplier's dielines before designing.",
        '設計前先索取產品樣品、現有包裝與供應商的刀模。',
        '디자인 전에 제품 샘플, 현재 패키지, 공급사의 칼선 도면을 받아 두세요.',
      ),
    website: (site: string | null, competitors: boolean) =>
      l(
        `Review the current site${site ? ` (${site})` : ''}${competitors ? ' and the competitors named' : ''}, and list the content the client must provide.`,
        `檢視目前的網站${site ? `（${site}）` : ''}${competitors ? '與客戶提到的競爭對手' : ''}，並列出需要客戶提供的內容。`,
        `현재 사이트${site ? `(${site})` : ''}${competitors ? '와 언급된 경쟁사' : ''}를 검토하고, 고객이 준비해야 할 콘텐츠 목록을 정리하세요.`,
      ),
    other: () =>
      l(
        'Ask for examples of similar work the client likes, and the formats and specifications of each deliverable.',
        '請客戶提供喜歡的類似作品，並確認每項交付物的格式與規格。',
        '고객이 좋아하는 비슷한 작업 예시와 결과물별 형식·사양을 받아 두세요.',
      ),
  },
  moodboard: (styles: string) =>
    l(
      `Prepare a moodboard for the ${styles} direction${styles.includes(' and ') ? 's' : ''} with the palettes and materials above.`,
      `以上方的色盤與材質，為${styles}方向準備情境板。`,
      `위 팔레트와 자재로 ${styles} 방향의 무드보드를 준비하세요.`,
    ),
  twoOptions: l(
    'Prepare two options, an essential scope within the budget and the full scope, so the client can choose.',
    '準備兩個方案：預算內的精簡範圍與完整範圍，讓客戶選擇。',
    '예산 내 필수 범위안과 전체 범위안, 두 가지를 준비해 고객이 고를 수 있게 하세요.',
  ),
  fixDate: l(
    'Confirm which date is fixed before committing to a schedule: it decides the team and the scope.',
    '承諾時程前先確認哪個日期不能動，這會決定人力與範圍。',
    '일정을 약속하기 전에 반드시 지켜야 할 날짜를 확인하세요. 투입 인력과 범위가 달라집니다.',
  ),
  proposal: (type: ProjectType, weeks: number) =>
    l(
      `Send a proposal with scope, fee and schedule (about ${weeks} weeks for ${projectNoun[type]['en-US']}) within a week of the call.`,
      `通話後一週內寄出提案，包含範圍、費用與時程（${projectNoun[type]['zh-TW']}約需 ${weeks} 週）。`,
      `통화 후 일주일 안에 범위, 비용, 일정(${projectNoun[type]['ko-KR']} 기준 약 ${weeks}주)을 담은 제안서를 보내세요.`,
    ),
};
