/**
 * A screen `width` px wide, as `matchMedia` answers antd's min-/max-width queries (jsdom has no
 * layout). The caller puts the original `window.matchMedia` back after its test.
 */
export function screenOf(width: number): void {
  window.matchMedia = ((query: string) => {
    const [, bound, px] = /\((min|max)-width: (\d+)px\)/.exec(query) ?? [];
    const matches = bound === 'min' ? width >= Number(px) : bound === 'max' ? width <= Number(px) : false;
    return {
      matches,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    };
  }) as unknown as typeof window.matchMedia;
}
