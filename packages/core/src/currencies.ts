import type { Currency } from '@genie/contracts';

/** What the product knows of each currency a brief may hold: one symbol and one rate, read wherever money is. */

/** How an amount's currency is written before it (the brief, the echo lines, the suggestions). */
export const currencySymbols: Readonly<Record<Currency, string>> = {
  TWD: 'NT$', USD: 'US$', KRW: '₩', HKD: 'HK$', EUR: '€', JPY: '¥', CNY: 'CN¥', AUD: 'A$', CAD: 'C$', GBP: '£', SGD: 'S$', NZD: 'NZ$', THB: '฿',
};

/**
 * Units of a currency per US dollar, rounded: for budget bands, comparing furniture prices and telling one amount said
 * in two currencies, never for a price anyone pays.
 */
export const unitsPerUsd: Readonly<Record<Currency, number>> = {
  USD: 1,
  TWD: 32,
  KRW: 1380,
  HKD: 7.8,
  EUR: 0.92,
  JPY: 150,
  CNY: 7.2,
  AUD: 1.5,
  CAD: 1.37,
  GBP: 0.78,
  SGD: 1.33,
  NZD: 1.65,
  THB: 35,
};
