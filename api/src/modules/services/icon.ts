/**
 * A service icon (spec 002 §5, §7 Services): an image held inline as a data: URL. Only jpeg,
 * png and svg, at most SERVICE_LIMITS.iconKb; the bytes must be what the type says. An SVG is
 * shown to every customer, so one with a script, an event handler, an external reference or an
 * embedded document is refused rather than cleaned: the catalogue team uploads a clean one.
 *
 * An SVG is parsed, not pattern-matched alone: DOMPurify (on jsdom) walks the parsed document
 * against its SVG allow-list, and the icon is refused when it would remove anything — whatever
 * the spelling (`<svg:script>`, `<h:script>` and other namespaced elements passed the patterns).
 * The patterns below still refuse references outside the icon, which the allow-list would keep.
 */
import { SERVICE_LIMITS } from '@portal/contracts/catalogue';
import { CATALOGUE_MESSAGES } from '@portal/contracts/messages';
import { invalid } from '../../domain-error.ts';

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

const NOT_CONTENT = new Set(['body', 'html', 'head', '#comment', '#processing-instruction']);
/** Attributes that run something or point somewhere: their loss means the icon was not clean. */
const ACTIVE_ATTRIBUTE = /^on|href$|^style$|^(begin|end|values|to|from|by|attributename)$/i;

type Purifier = { sanitize(text: string, options: object): string; removed: unknown[] };
let purifier: Promise<Purifier> | undefined;

/** DOMPurify on a jsdom window, loaded on the first SVG (the API starts without it). */
function svgPurifier(): Promise<Purifier> {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
    return createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis) as unknown as Purifier;
  })();
  return purifier;
}

/**
 * The SVG as the allow-list keeps it, or null when it is unsafe: a pattern matches, an element
 * falls outside the allow-list (any spelling of a script, an embedded document), or an event
 * handler or a reference is dropped. An attribute that is merely unknown (`focusable`) is left
 * out quietly: what is stored is the parsed, cleaned markup, never the text as sent.
 */
export async function sanitisedSvg(text: string): Promise<string | null> {
  if (UNSAFE_SVG.some((pattern) => pattern.test(text))) return null;
  const purify = await svgPurifier();
  // <use> may point inside the icon only (the patterns refuse any other reference).
  const clean = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ['use'],
    FORBID_TAGS: ['style'],
  });
  const unsafe = purify.removed.some((entry) => {
    const { element, attribute } = entry as { element?: { nodeName?: string }; attribute?: { name?: string } };
    if (element) return !NOT_CONTENT.has(String(element.nodeName).toLowerCase());
    return ACTIVE_ATTRIBUTE.test(String(attribute?.name ?? ''));
  });
  return unsafe || !/^<svg[\s>]/.test(clean) ? null : clean;
}

/** The icon as stored, or a 400 naming `icon` with the rule it breaks. */
export async function checkedIcon(value: string): Promise<string> {
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
  if (mediaType !== 'image/svg+xml') return icon;
  const clean = await sanitisedSvg(bytes.toString('utf8'));
  if (clean === null) throw invalid(CATALOGUE_MESSAGES.iconUnsafe, 'icon');
  return `data:image/svg+xml;base64,${Buffer.from(clean).toString('base64')}`;
}
