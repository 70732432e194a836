/** Foreign-company reports: constants the screens and the API share (no schema code). */

/** Tax identifier type code 120 is the VAT number (001 §9). */
export const VAT_IDENTIFIER_CODE = '120';

/** Page size 10, options 5/10/20 (001 §9). */
export const FOREIGN_PAGE_SIZES = [5, 10, 20] as const;

/** Lengths of what the customer gives for an offline foreign report. */
export const FOREIGN_OFFLINE_LIMITS = { companyName: 255, nation: 64, zipCode: 16, city: 128, vat: 32 } as const;
