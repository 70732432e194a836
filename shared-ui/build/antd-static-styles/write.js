/**
 * Writes src/theme/antd-static.css from first-screens.tsx: `npm run antd-styles -w shared-ui`
 * after changing that list or antd's version (test/antd-static-styles.test.ts fails until then).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ANTD_STATIC_STYLES_FILE, withHeader } from './sheet-file';
// Before antd's style engine loads: it names its classes after the build it is in.
process.env.NODE_ENV = 'production';
void import('./extract').then(({ extractAntdStaticStyles }) => {
    const file = path.join(__dirname, '../..', ANTD_STATIC_STYLES_FILE);
    writeFileSync(file, withHeader(extractAntdStaticStyles()));
    console.log(`Scritto ${path.relative(process.cwd(), file)}`);
});
