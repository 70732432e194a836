import { renderHook } from '@testing-library/react';
import { useOpenedOnce } from '../src/hooks/use-opened-once';
describe('useOpenedOnce', () => {
    it('is false until the panel first opens, then stays true once it closes again', () => {
        const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), { initialProps: { open: false } });
        expect(result.current).toBe(false);
        rerender({ open: true });
        expect(result.current).toBe(true);
        rerender({ open: false });
        expect(result.current).toBe(true);
    });
    it('is true at once for a panel that starts open', () => {
        expect(renderHook(() => useOpenedOnce(true)).result.current).toBe(true);
    });
});
