import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How many of a row's items fit in it, the last child being the "more" item that takes the
 * rest: measured on every resize. Items left out must stay measurable (out of the flow, not
 * `display: none`), so the row can grow back. Without a layout (jsdom) every item fits.
 */
export function useFittingCount(row: RefObject<HTMLElement | null>, count: number): number {
  const [fitting, setFitting] = useState(count);
  useLayoutEffect(() => {
    const element = row.current;
    if (!element) return;
    const measure = () => {
      const children = [...element.children] as HTMLElement[];
      const more = children.pop();
      const widths = children.map((child) => child.offsetWidth);
      const available = element.clientWidth;
      const total = widths.reduce((sum, width) => sum + width, 0);
      if (total <= available) return setFitting(children.length);
      const room = available - (more?.offsetWidth ?? 0);
      let used = 0;
      let fit = 0;
      while (fit < widths.length && used + widths[fit] <= room) used += widths[fit++];
      setFitting(fit);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [row, count]);
  return Math.min(fitting, count);
}
