const SPECIAL_OFFICES = new Set([120, 121, 888, 999]);

/**
 * Italian partita IVA, the same rules as the API (`api/src/data/italian/partita-iva.ts`): 11
 * digits, not all zeros, digits 8-10 an existing office code (001-100, 120, 121, 888, 999),
 * the last a check digit (odd positions as they are, even positions doubled minus 9 above 9).
 */
export function isValidPartitaIva(value: string): boolean {
  if (!/^\d{11}$/.test(value) || /^0+$/.test(value)) return false;
  const office = Number(value.slice(7, 10));
  if (!((office >= 1 && office <= 100) || SPECIAL_OFFICES.has(office))) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let digit = Number(value[i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10 === Number(value[10]);
}
