/**
 * Stands in for antd's Tabs inside antd's Card in the builds (build/antd-stand-ins.ts): the portal never
 * gives a Card a `tabList` (lint refuses it), so Card never draws it and the tabs stay out of
 * the first pages. A page wanting tabs uses `Tabs` itself.
 */
export default function CardWithoutTabs(): never {
  throw new Error('Card tabList non disponibile nel portale: usare Tabs');
}
