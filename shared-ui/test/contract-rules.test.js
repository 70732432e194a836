import { NewLineInput } from '@portal/contracts/api/lines';
import { LINE_LIMITS } from '@portal/contracts/catalogue';
import { MESSAGES, maxLengthMessage, maxValueMessage, minValueMessage } from '@portal/contracts/messages';
import { contractRules } from '../src/forms';
async function errorOf(schema, value) {
    try {
        await schema.validate(value);
        return null;
    }
    catch (error) {
        return error.message;
    }
}
describe('contractRules', () => {
    it("reads a contract's required texts and their limits, with the messages catalogue's Italian", async () => {
        const rules = contractRules(NewLineInput, ['code', 'name']);
        expect(await errorOf(rules.code, '   ')).toBe(MESSAGES.required);
        expect(await errorOf(rules.code, 'x'.repeat(LINE_LIMITS.code + 1))).toBe(maxLengthMessage(LINE_LIMITS.code));
        expect(await errorOf(rules.code, 'LINEA_1')).toBeNull();
    });
    it('numbers keep their limits; a nullable value may be empty', async () => {
        const contract = {
            properties: {
                order: { type: 'integer', minimum: 0, maximum: 9998 },
                note: { type: ['string', 'null'], maxLength: 5 },
                email: { type: 'string', format: 'email' },
            },
            required: ['order'],
        };
        const rules = contractRules(contract, ['order', 'note', 'email']);
        expect(await errorOf(rules.order, -1)).toBe(minValueMessage(0));
        expect(await errorOf(rules.order, 9999)).toBe(maxValueMessage(9998));
        expect(await errorOf(rules.order, undefined)).toBe(MESSAGES.required);
        expect(await errorOf(rules.note, null)).toBeNull();
        expect(await errorOf(rules.note, 'troppo lungo')).toBe(maxLengthMessage(5));
        expect(await errorOf(rules.email, 'non-una-mail')).toBe(MESSAGES.invalidEmail);
    });
    it('refuses to invent a rule for what is not a text or a number', () => {
        expect(() => contractRules({ properties: { flag: { type: 'boolean' } } }, ['flag'])).toThrow(/flag/);
    });
});
