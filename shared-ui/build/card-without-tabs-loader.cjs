/**
 * Gives antd's Card a stand-in for Tabs (rspack.base.ts, CARD_WITHOUT_TABS): Card only draws
 * Tabs for `tabList`, which the portal never passes. Fails the build if antd's Card no longer
 * imports Tabs as expected, rather than quietly shipping it again.
 */
const IMPORT = "import Tabs from '../tabs';";

module.exports = function cardWithoutTabs(source) {
  const { standIn } = this.getOptions();
  if (!source.includes(IMPORT)) throw new Error(`antd/es/card/Card.js no longer has «${IMPORT}»`);
  return source.replace(IMPORT, `import Tabs from ${JSON.stringify(standIn)};`);
};
