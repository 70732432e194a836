/**
 * The text rules every form's server side shares: a required text is trimmed and must not be
 * blank (400 naming the property, the message the forms show), an optional one becomes null.
 */
import { MESSAGES } from '@portal/contracts/messages';
import { invalid } from './domain-error.ts';

export function requiredText(value: string, property: string): string {
  const text = value.trim();
  if (!text) throw invalid(`${MESSAGES.required}: "${property}"`, property);
  return text;
}

/** Every property trimmed; the first blank one (in the object's order) is refused. */
export function requiredTexts<K extends string>(values: Record<K, string>): Record<K, string> {
  const texts = {} as Record<K, string>;
  for (const property of Object.keys(values) as K[]) texts[property] = requiredText(values[property], property);
  return texts;
}

/** Optional text: blank becomes null. */
export function optionalText(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}
