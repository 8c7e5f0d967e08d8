import type { BillingCycle, PlanCatalogEntry, PlanCurrency } from '@genie/contracts';

/** Prices default to NT$ in Traditional Chinese, ₩ in Korean and US$ elsewhere; the plan pages offer all three. */
export function currencyFor(language: string): PlanCurrency {
  return language === 'zh-TW' ? 'TWD' : language === 'ko-KR' ? 'KRW' : 'USD';
}

/** The price of one billing period, from the one catalogue (packages/core). */
export function planPrice(plan: PlanCatalogEntry, cycle: BillingCycle, currency: PlanCurrency): number {
  return plan.prices[currency][cycle];
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

const symbols: Record<PlanCurrency, string> = { USD: 'US$', TWD: 'NT$', KRW: '₩' };

export function formatMoney(value: number, currency: PlanCurrency, language: string): string {
  if (currency === 'USD' && language === 'en-US') return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value);
  return `${symbols[currency]}${new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value)}`;
}

/** Quotas are per month in the catalogue; a yearly plan shows twelve times as much, per year. */
export function quotaFor(plan: PlanCatalogEntry, cycle: BillingCycle) {
  const months = cycle === 'yearly' ? 12 : 1;
  return { messages: plan.monthly_message_quota * months, projectRequests: plan.monthly_project_requests * months, images: plan.monthly_image_quota * months };
}
