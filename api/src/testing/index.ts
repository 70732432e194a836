/**
 * `@portal/api/testing`: an app and a seeded database for the bench to measure in process.
 * The other doors are lighter: `@portal/api/demo-data`, `@portal/api/database`,
 * `@portal/api/sheets` and `@portal/api/release-registry`; nothing outside the API reaches
 * into its files.
 */
export { buildApp } from '../app.ts';
export { seedDatabase } from '../seed/index.ts';
export { seedLargeClient } from '../seed/large-client.ts';
