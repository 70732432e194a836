/**
 * A screen `width` px wide, as `matchMedia` answers antd's min-/max-width queries (jsdom has no
 * layout; the jest setup's `matchMedia` matches nothing). The caller puts the original
 * `window.matchMedia` back after its test.
 */
export function screenOf(width: number): void {
  const answer = window.matchMedia.bind(window);
  window.matchMedia = (query: string) => {
    const [, bound, px] = /\((min|max)-width: (\d+)px\)/.exec(query) ?? [];
    const matches = bound === 'min' ? width >= Number(px) : bound === 'max' ? width <= Number(px) : false;
    return { ...answer(query), matches };
  };
}
