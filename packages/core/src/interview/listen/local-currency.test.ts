import { describe, expect, it } from 'vitest';
import { currencyOfPlace, currencyOfTheClock, inLocalCurrency } from './local-currency.ts';

describe('the currency of the place the work is', () => {
  it('knows the countries that count in dollars of their own, in every language', () => {
    expect(currencyOfPlace('Port Credit, Mississauga')).toBe('CAD');
    expect(currencyOfPlace('多倫多 Markham')).toBe('CAD');
    expect(currencyOfPlace('시드니 파라마타')).toBe('AUD');
    expect(currencyOfPlace('Footscray (Melbourne)')).toBe('AUD');
    expect(currencyOfPlace('Brooklyn, New York')).toBeNull();
    // (A name inside another word is none: "Perthshire" is no Perth, "Londonderry" no London.)
    expect(currencyOfPlace('Perthshire')).toBeNull();
    // (Nor a street named after a province or a city: "NE Alberta St" is in Portland, Oregon.)
    expect(currencyOfPlace('a real storefront on NE Alberta St in Portland')).toBeNull();
    expect(currencyOfPlace('Toronto Ave, Portland')).toBeNull();
    expect(currencyOfPlace('Calgary, Alberta')).toBe('CAD');
  });

  it('changes only dollars the visitor did not mark as another country’s', () => {
    const dollars = { kind: 'money' as const, amount: 8000, approximate: false, currency: 'USD' as const, currencyAssumed: false };
    expect(inLocalCurrency(dollars, '$8k', currencyOfPlace('Halifax'))).toMatchObject({ currency: 'CAD' });
    expect(inLocalCurrency(dollars, 'US$8k', currencyOfPlace('Halifax'))).toMatchObject({ currency: 'USD' });
    expect(inLocalCurrency({ ...dollars, currencyAssumed: true }, '120k', currencyOfPlace('Halifax'))).toMatchObject({ currency: 'CAD' });
    // A pound is no dollar, and won read in 만 stay won.
    expect(inLocalCurrency(dollars, '$8k', currencyOfPlace('London'))).toMatchObject({ currency: 'USD' });
    expect(inLocalCurrency({ kind: 'money', amount: 50_000_000, approximate: false, currency: 'KRW', currencyAssumed: true }, '5천', currencyOfPlace('시드니'))).toMatchObject({ currency: 'KRW' });
  });

  it('reads the dollars of a visitor whose clock only Australia or New Zealand keeps as theirs', () => {
    // Ballarat in summer (UTC+11), Brisbane (UTC+10), Adelaide in winter (UTC+9:30); Auckland in summer and winter.
    expect([660, 600, 570].map(currencyOfTheClock)).toEqual(['AUD', 'AUD', 'AUD']);
    expect([780, 720].map(currencyOfTheClock)).toEqual(['NZD', 'NZD']);
    // America's and Canada's clocks are the same, and +8 is Perth's as well as Singapore's, Hong Kong's and Taiwan's.
    expect([-300, -240, -480, 0, 480, 540].map(currencyOfTheClock)).toEqual([null, null, null, null, null, null]);
  });
});
