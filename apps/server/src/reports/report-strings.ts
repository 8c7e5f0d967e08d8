import type { AvailableTime, Language } from '@genie/contracts';

export interface ReportStrings {
  title: string;
  preparedFor: string;
  contact: string;
  name: string;
  email: string;
  phone: string;
  availableTime: string;
  projectType: string;
  inquiryDate: string;
  notProvided: string;
  skipped: string;
  styleRatings: string;
  comment: string;
  note: string;
  noteImage: string;
  floorPlans: string;
  consultation: string;
  visitorSubject: string;
  visitorGreeting: string;
  visitorIntro: string;
  visitorAttachment: string;
  leadSubject: string;
  leadIntro: string;
  leadButton: string;
  leadStyleProfile: string;
  leadEngineStandIns: string;
  leadToClarify: string;
  signature: string;
  availableTimes: Record<AvailableTime, string>;
}

export const reportStrings: Record<Language, ReportStrings> = {
  'en-US': {
    title: 'Project report',
    preparedFor: 'Prepared by {team} for {name}',
    contact: 'Contact',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    availableTime: 'Available time',
    projectType: 'Project type',
    inquiryDate: 'Inquiry date',
    notProvided: '—',
    skipped: 'Skipped',
    styleRatings: 'Style ratings',
    comment: 'Comment',
    note: 'Note',
    noteImage: 'Note image',
    floorPlans: 'Floor plans',
    consultation: 'Consultation requested',
    visitorSubject: 'Your project report from {team}',
    visitorGreeting: 'Hello {name},',
    visitorIntro: 'Thank you for telling {team} about your project. Here is the brief we prepared together; the team will be in touch soon.',
    visitorAttachment: 'The full report is attached as a PDF.',
    leadSubject: 'New lead: {name} ({project})',
    leadIntro: '{name} has just completed a brief with your genie.',
    leadButton: 'Open the client request',
    leadStyleProfile: 'Style profile from the reference images',
    leadEngineStandIns: 'The AI was unavailable for {count} of {total} replies ({reasons}); the built-in interviewer asked those questions instead.',
    leadToClarify: 'To clarify with the client (kept as they said it): {fields}.',
    signature: 'Genie',
    availableTimes: { '9to12': '9am-12pm', '12to18': '12pm-6pm', '18to21': '6pm-9pm', other: 'Other' },
  },
  'zh-TW': {
    title: '專案報告',
    preparedFor: '{team} 為 {name} 整理',
    contact: '聯絡資訊',
    name: '姓名',
    email: '電子郵件',
    phone: '電話',
    availableTime: '方便聯絡時段',
    projectType: '專案類型',
    inquiryDate: '詢問日期',
    notProvided: '—',
    skipped: '略過',
    styleRatings: '風格評分',
    comment: '意見',
    note: '備註',
    noteImage: '備註圖片',
    floorPlans: '平面圖',
    consultation: '預約諮詢',
    visitorSubject: '{team} 為您整理的專案報告',
    visitorGreeting: '{name} 您好：',
    visitorIntro: '感謝您與 {team} 分享您的專案。以下是我們一起整理的需求簡報，團隊將盡快與您聯繫。',
    visitorAttachment: '完整報告請見附件 PDF。',
    leadSubject: '新詢問：{name}（{project}）',
    leadIntro: '{name} 剛剛透過您的 Genie 完成了需求簡報。',
    leadButton: '查看客戶需求',
    leadStyleProfile: '參考圖片顯示的風格偏好',
    leadEngineStandIns: '在 {total} 則回覆中，有 {count} 則因 AI 無法使用（{reasons}）而由內建訪談助理代為提問。',
    leadToClarify: '需要和客戶確認（照客戶原話保留）：{fields}。',
    signature: 'Genie',
    availableTimes: { '9to12': '上午 9 點至 12 點', '12to18': '中午 12 點至下午 6 點', '18to21': '晚上 6 點至 9 點', other: '其他' },
  },
  'ko-KR': {
    title: '프로젝트 보고서',
    preparedFor: '{team}에서 {name}님을 위해 정리했습니다',
    contact: '연락처',
    name: '이름',
    email: '이메일',
    phone: '전화번호',
    availableTime: '연락 가능 시간',
    projectType: '프로젝트 유형',
    inquiryDate: '문의 날짜',
    notProvided: '—',
    skipped: '건너뜀',
    styleRatings: '스타일 평가',
    comment: '의견',
    note: '메모',
    noteImage: '메모 이미지',
    floorPlans: '평면도',
    consultation: '상담 요청',
    visitorSubject: '{team}의 프로젝트 보고서',
    visitorGreeting: '{name}님, 안녕하세요.',
    visitorIntro: '{team}에 프로젝트를 소개해 주셔서 감사합니다. 함께 정리한 브리프를 보내 드립니다. 곧 연락드리겠습니다.',
    visitorAttachment: '전체 보고서는 PDF로 첨부되어 있습니다.',
    leadSubject: '새 문의: {name} ({project})',
    leadIntro: '{name}님이 방금 Genie에서 브리프를 완료했습니다.',
    leadButton: '고객 요청 열기',
    leadStyleProfile: '참고 이미지로 본 스타일 선호',
    leadEngineStandIns: '{total}개 답변 중 {count}개는 AI를 사용할 수 없어({reasons}) 내장 인터뷰 도우미가 대신 질문했습니다.',
    leadToClarify: '고객에게 확인이 필요한 답변(고객이 말한 그대로 보관): {fields}.',
    signature: 'Genie',
    availableTimes: { '9to12': '오전 9시~12시', '12to18': '오후 12시~6시', '18to21': '오후 6시~9시', other: '기타' },
  },
};
