import { contrastRatio, readableOnWhite } from '../src/theme/contrast';
import { PALETTES } from '../src/theme/palettes';
describe('readable brand colours (WCAG 2.1 1.4.3)', () => {
    it('measures contrast as WCAG does', () => {
        expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
        expect(contrastRatio('#2196f3', '#ffffff')).toBeCloseTo(3.12, 2);
    });
    it('keeps a colour that already reads, darkens one that does not, keeping its hue', () => {
        expect(readableOnWhite('#4f46e5')).toBe('#4f46e5'); // 6.3:1
        const brand = readableOnWhite('#2196f3');
        expect(contrastRatio(brand, '#ffffff')).toBeGreaterThanOrEqual(5);
        // The two demo tenants' colours (the e2e theme test expects these).
        expect(brand).toBe('#1972b9');
        expect(readableOnWhite('#0d9488')).toBe('#0b7c72');
        const [r, g, b] = [1, 3, 5].map((at) => parseInt(brand.slice(at, at + 2), 16));
        expect(b).toBeGreaterThan(g);
        expect(g).toBeGreaterThan(r);
    });
    it('every tenant palette gives a primary that white text reads on', () => {
        for (const { primary } of Object.values(PALETTES)) {
            expect(contrastRatio(readableOnWhite(primary), '#ffffff')).toBeGreaterThanOrEqual(4.5);
        }
    });
});
