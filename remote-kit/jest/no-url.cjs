/** What a stylesheet imported for its URL (`*.css?url`) is in unit tests: no file. */
module.exports = '';
