import type { Language, LeadStatus, RequestPriority } from '@genie/contracts';

type Localized = Readonly<Record<Language, string>>;
const l = (en: string, zh: string, ko: string): Localized => ({ 'en-US': en, 'zh-TW': zh, 'ko-KR': ko });

export const leadStatusNames: Readonly<Record<LeadStatus, Localized>> = {
  new: l('New', '新進', '신규'),
  contacted: l('Contacted', '已聯繫', '연락함'),
  in_proposal: l('In proposal', '提案中', '제안 중'),
  won: l('Won', '成交', '수주'),
  lost: l('Lost', '未成交', '실주'),
};

export const priorityNames: Readonly<Record<RequestPriority, Localized>> = {
  high: l('High', '高', '높음'),
  medium: l('Medium', '中', '보통'),
  low: l('Low', '低', '낮음'),
};

export const yesNoNames: Readonly<Record<'yes' | 'no', Localized>> = { yes: l('Yes', '是', '예'), no: l('No', '否', '아니요') };

/** The CSV export's columns, in order. */
export const exportColumns = [
  'contact_name',
  'email',
  'phone',
  'project_type',
  'brand_name',
  'inquiry_date',
  'deadline',
  'priority',
  'conversation_completed',
  'total_message_count',
  'status',
  'status_note',
] as const;
export type ExportColumn = (typeof exportColumns)[number];

export const exportHeaders: Readonly<Record<ExportColumn, Localized>> = {
  contact_name: l('Name', '姓名', '이름'),
  email: l('Email', '電子郵件', '이메일'),
  phone: l('Phone', '電話', '전화번호'),
  project_type: l('Project type', '專案類型', '프로젝트 유형'),
  brand_name: l('Brand', '品牌', '브랜드'),
  inquiry_date: l('Inquiry date', '詢問日期', '문의일'),
  deadline: l('Deadline', '期限', '마감일'),
  priority: l('Priority', '優先順序', '우선순위'),
  conversation_completed: l('Conversation completed', '對話已完成', '대화 완료'),
  total_message_count: l('Messages', '訊息數', '메시지 수'),
  status: l('Status', '狀態', '상태'),
  status_note: l('Note', '備註', '메모'),
};
