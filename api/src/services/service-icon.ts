/**
 * A service icon (spec 002 §5, §7 Services): an image held inline as a data: URL. Only jpeg,
 * png and svg, at most SERVICE_LIMITS.iconKb; the bytes must be what the type says. An SVG is
 * shown to every customer, so one with a script, an event handler, an external reference or an
 * embedded document is refused rather than cleaned: the catalogue team uploads a clean one.
 */
import { SERVICE_LIMITS } from '@portal/contracts/catalogue';
import { CATALOGUE_MESSAGES } from '@portal/contracts/messages';
import { invalid } from '../domain-error.ts';

const DATA_URL = /^data:(image\/(?:jpeg|png|svg\+xml));base64,([A-Za-z0-9+/]+={0,2})$/;

const MAGIC: Record<string, (bytes: Buffer) => boolean> = {
  'image/png': (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  'image/svg+xml': (bytes) =>
    /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(bytes.subarray(0, 4096).toString('utf8')),
};

/** What an SVG must not hold: active content, references outside itself, embedded documents. */
const UNSAFE_SVG = [
  /<script/i,
  /<(foreignObject|iframe|embed|object|audio|video)\b/i,
  /<!(ENTITY|DOCTYPE)/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /(?:xlink:)?href\s*=\s*(["']?)\s*(?!#)[^\s"'>]/i,
  /attributeName\s*=\s*["']?(?:xlink:)?href/i,
  /url\(\s*(["']?)\s*(?!#)/i,
  /@import/i,
];

export function unsafeSvg(text: string): boolean {
  return UNSAFE_SVG.some((pattern) => pattern.test(text));
}

/** The icon as stored, or a 400 naming `icon` with the rule it breaks. */
export function checkedIcon(value: string): string {
  const icon = value.trim();
  if (!icon) throw invalid(CATALOGUE_MESSAGES.iconRequired, 'icon');
  const match = DATA_URL.exec(icon);
  if (!match) throw invalid(CATALOGUE_MESSAGES.iconType, 'icon');
  const [, mediaType, base64] = match;
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > SERVICE_LIMITS.iconKb * 1024) {
    throw invalid(CATALOGUE_MESSAGES.iconTooLarge(SERVICE_LIMITS.iconKb), 'icon');
  }
  if (bytes.length === 0 || !MAGIC[mediaType](bytes)) throw invalid(CATALOGUE_MESSAGES.iconUnreadable, 'icon');
  if (mediaType === 'image/svg+xml' && unsafeSvg(bytes.toString('utf8'))) {
    throw invalid(CATALOGUE_MESSAGES.iconUnsafe, 'icon');
  }
  return icon;
}
