/**
 * `@portal/api/testing`: an app and a seeded database for the bench to measure in process.
 * The other doors are lighter: `@portal/api/demo-data`, `@portal/api/database`,
 * `@portal/api/sheets` and `@portal/api/release-registry`; nothing outside the API reaches
 * into its files.
 */
export { buildApp } from '../app.ts';
export { seedDatabase } from '../db/seed.ts';
export { seedLargeClient } from '../db/seed-large-client.ts';
