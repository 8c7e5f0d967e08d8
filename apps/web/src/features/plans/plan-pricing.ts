import type { BillingCycle, PlanCatalogEntry } from '@genie/contracts';

/** Prices are shown in NT$ in Traditional Chinese and in US$ elsewhere. */
export function currencyFor(language: string): 'TWD' | 'USD' {
  return language === 'zh-TW' ? 'TWD' : 'USD';
}

/** The price of one billing period: the yearly TWD price is twelve months less the stated savings. */
export function planPrice(plan: PlanCatalogEntry, cycle: BillingCycle, currency: 'TWD' | 'USD'): number {
  if (currency === 'TWD') return cycle === 'monthly' ? plan.price_monthly_twd : plan.price_monthly_twd * 12 - plan.yearly_savings_twd;
  return cycle === 'monthly' ? plan.price_monthly_usd : plan.price_yearly_usd;
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

export function formatMoney(value: number, currency: 'TWD' | 'USD', language: string): string {
  if (currency === 'TWD') return `NT$${new Intl.NumberFormat('zh-TW', { maximumFractionDigits: 0 }).format(value)}`;
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value);
}

/** Quotas are per month in the catalogue; a yearly plan shows twelve times as much, per year. */
export function quotaFor(plan: PlanCatalogEntry, cycle: BillingCycle) {
  const months = cycle === 'yearly' ? 12 : 1;
  return { messages: plan.monthly_message_quota * months, projectRequests: plan.monthly_project_requests * months, images: plan.monthly_image_quota * months };
}
