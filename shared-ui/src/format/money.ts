// 'always': Italian CLDR would write 2000,00 € without the thousands point. Made at the first
// amount, not when the module loads: building a currency format costs tens of milliseconds
// (locale data), which the first frame, showing no amount, would pay.
let euro: Intl.NumberFormat | undefined;

/**
 * A euro amount as the API sends it (decimal text, "1234.50") shown in Italian: "1.234,50 €".
 * Only for display: amounts are never computed on in the browser.
 */
export function formatEuro(amount: string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '' || Number.isNaN(Number(amount))) return '';
  euro ??= new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' });
  return euro.format(Number(amount));
}
