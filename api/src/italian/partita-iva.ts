/**
 * Partita IVA (Italian VAT number): 11 digits. Digits 1-7 are the taxpayer's serial number,
 * 8-10 the code of the issuing office (001-100 provincial offices, 120/121 and 888/999 for
 * special cases) and 11 a check digit computed like Luhn: odd positions summed as they are,
 * even positions doubled (minus 9 when over 9), check = (10 - sum mod 10) mod 10.
 */

import { fiscalCodeShapeError } from '@portal/contracts/fiscal-codes';

const SPECIAL_OFFICES = new Set([120, 121, 888, 999]);

/** The check digit of the first 10 digits. */
export function partitaIvaCheckDigit(first10: string): number {
  if (!/^\d{10}$/.test(first10)) throw new Error('partitaIvaCheckDigit: 10 digits expected');
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = first10.charCodeAt(i) - 48;
    if (i % 2 === 0) {
      sum += digit;
    } else {
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    }
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidOfficeCode(office: number): boolean {
  return (office >= 1 && office <= 100) || SPECIAL_OFFICES.has(office);
}

/** Why a partita IVA is not valid, or null when it is. */
export function partitaIvaError(value: string): string | null {
  const text = value.trim();
  const shape = fiscalCodeShapeError('PI', text, null);
  if (shape) return shape;
  if (/^0{11}$/.test(text)) return 'Partita IVA non valida';
  if (!isValidOfficeCode(Number(text.slice(7, 10)))) return 'Partita IVA non valida: codice ufficio inesistente';
  if (partitaIvaCheckDigit(text.slice(0, 10)) !== Number(text[10])) {
    return 'Partita IVA non valida: cifra di controllo errata';
  }
  return null;
}

export function isValidPartitaIva(value: string): boolean {
  return partitaIvaError(value) === null;
}

/** A valid partita IVA from a 7-digit serial and an office code (seed data, tests). */
export function makePartitaIva(serial: number, office: number): string {
  const first10 = String(serial).padStart(7, '0') + String(office).padStart(3, '0');
  return first10 + partitaIvaCheckDigit(first10);
}
