/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ANTD_STAND_INS } from '../build/antd-stand-ins';
// The loader is CommonJS, as the bundler loads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const standInLoader = require('../build/stand-in-loader.cjs');
const ANTD_ES = path.join(__dirname, '../../node_modules/antd/es');
function load(module, options) {
    const source = readFileSync(path.join(ANTD_ES, module), 'utf8');
    const context = {
        getOptions: () => ({ ...options, standIn: `/stand-ins/${options.standIn}` }),
        resourcePath: module,
    };
    return { source, output: standInLoader.call(context, source) };
}
describe('the builds’ stand-ins for parts of antd', () => {
    it.each(ANTD_STAND_INS.map((standIn) => [`${standIn.module}: ${standIn.binding}`, standIn]))('the installed antd still imports %s as the stand-in expects, and the loader swaps it', (_name, standIn) => {
        const { source, output } = load(standIn.module, standIn);
        expect(source).toContain(standIn.statement);
        expect(output).not.toContain(standIn.statement);
        expect(output).toContain(`import ${standIn.binding} from "/stand-ins/${standIn.standIn}";`);
        expect(output.length - source.length).toBeLessThan(200);
    });
    it('refuses to build a module that no longer has the import (the part would ship again unnoticed)', () => {
        const standIn = { ...ANTD_STAND_INS[0], statement: "import Tabs from '../somewhere-else';" };
        expect(() => load(standIn.module, standIn)).toThrow(/no longer has «import Tabs from '..\/somewhere-else';»/);
    });
});
