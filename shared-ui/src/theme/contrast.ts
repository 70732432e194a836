/**
 * WCAG 2.1 contrast (1.4.3): normal text needs 4.5:1 against its background. A tenant's brand
 * colour is used both as a background under white text (buttons, the selected menu entry) and
 * as text on white (links), so it is darkened, keeping its hue, until both read.
 */
const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

function rgbOf(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((digit) => digit + digit).join('') : value;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
}

const luminance = ([r, g, b]: [number, number, number]) =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** The contrast ratio of two colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(rgbOf(first)), luminance(rgbOf(second))].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

const hexOf = (rgb: number[]) => `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/**
 * The colour itself when white reads on it at `ratio`, else the lightest shade of it (mixed
 * with black in 2% steps) that does. 5 leaves room for the tinted backgrounds of selections.
 */
export function readableOnWhite(hex: string, ratio = 5): string {
  const rgb = rgbOf(hex);
  for (let black = 0; black <= 1; black += 0.02) {
    const shade = hexOf(rgb.map((value) => value * (1 - black)));
    if (contrastRatio(shade, '#ffffff') >= ratio) return shade;
  }
  return '#000000';
}
