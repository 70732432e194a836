/**
 * Money as the API writes it — decimal strings to the cent ('1234.50') — counted in whole cents,
 * never through a float's rounding.
 */
export function centsOf(amount: string): number {
  const negative = amount.trim().startsWith('-');
  const [whole, fraction = ''] = amount.trim().replace(/^[-+]/, '').split('.');
  const cents = Number(whole || '0') * 100 + Number(`${fraction}00`.slice(0, 2));
  return negative ? -cents : cents;
}

export const amountOf = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** What the credit lacks to pay the price ('0.00' when it is enough). */
export const shortfall = (price: string, credit: string) => amountOf(Math.max(0, centsOf(price) - centsOf(credit)));
