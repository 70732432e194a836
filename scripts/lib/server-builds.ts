import path from 'node:path';
import { REPO_ROOT } from './layout.ts';

/** Where the built servers are (scripts/build-servers.ts writes them, platform.ts runs them). */
export const API_DIST = path.join(REPO_ROOT, 'api/dist');
export const SCRIPTS_DIST = path.join(REPO_ROOT, 'scripts/dist');
