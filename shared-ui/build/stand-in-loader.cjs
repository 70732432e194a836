/**
 * Gives one of antd's modules a stand-in for one of its imports (rspack.base.ts, ANTD_STAND_INS):
 * the import of a part the portal never draws, or draws late, is swapped for a module of
 * shared-ui. Fails the build if the module no longer has the import as written, rather than
 * quietly shipping the part again.
 */
module.exports = function standIn(source) {
  const { statement, standIn, binding } = this.getOptions();
  if (!source.includes(statement)) throw new Error(`${this.resourcePath} no longer has «${statement}»`);
  return source.replace(statement, `import ${binding} from ${JSON.stringify(standIn)};`);
};
