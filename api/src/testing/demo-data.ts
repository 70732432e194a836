/**
 * `@portal/api/demo-data`: the seeded facts the end-to-end tests, the bench and `npm start`
 * name — the demo users and their password, the anchor company, the seed's fingerprint — and
 * the partita IVA maker their files use, without loading the API itself.
 */
export { DEMO_PASSWORD, DEMO_USERS } from '../seed/data.ts';
export { anchorCompany, suspendedCompany } from '../seed/subjects.ts';
export { seedFingerprint } from '../seed/fingerprint.ts';
export { makePartitaIva } from '../italian/partita-iva.ts';
