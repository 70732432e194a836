/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ANTD_STATIC_STYLES_FILE, withHeader } from '../build/antd-static-styles/sheet-file';
const committed = () => readFileSync(path.join(__dirname, '..', ANTD_STATIC_STYLES_FILE), 'utf8');
/** The extraction, run as the writer runs it: antd's style engine loaded for a production build. */
async function extract() {
    jest.resetModules();
    const environment = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
        const { extractAntdStaticStyles } = await import('../build/antd-static-styles/extract');
        return extractAntdStaticStyles();
    }
    finally {
        process.env.NODE_ENV = environment;
    }
}
/** Every `path:hash` of the list antd reads from the sheet. */
const cachePaths = (css) => /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/
    .exec(css)[1]
    .split(';')
    .map((item) => item.split(':')[0]);
describe('antd’s prebuilt styles for the first screens', () => {
    let generated;
    beforeAll(async () => {
        generated = await extract();
    });
    it('are what antd generates today: rerun `npm run antd-styles -w shared-ui` when this fails', () => {
        expect(committed() === withHeader(generated)).toBe(true);
    });
    it('list the first screens’ components under the class names of a production build, theme’s variables left out', () => {
        const paths = cachePaths(generated);
        for (const component of [
            'Button-Button',
            'Input-Shared',
            'Typography-Typography',
            'Grid-Grid',
            'Form-Form',
            'Table-Table',
        ])
            expect(paths.some((item) => new RegExp(`^css-[a-z0-9]+\\|${component}\\|`).test(item))).toBe(true);
        // Not a development build's names, which antd would never look up in the portal.
        expect(generated).not.toContain('css-dev-only');
        // The palette's colours are variables, written by antd at run time for each tenant.
        expect(generated).not.toMatch(/--ant-color-primary:/);
        expect(generated).toContain('var(--ant-color-primary)');
    });
});
