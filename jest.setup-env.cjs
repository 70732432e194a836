/**
 * Runs once the test framework is installed, before each test file.
 */
const React = require('react');
const { StyleProvider } = require('@ant-design/cssinjs');
const { configure } = require('@testing-library/react');
const pure = require('@testing-library/react/pure');

// The machines that run the suite have two cores shared with Nx's parallel tasks: an antd
// page can take more than a second to render there, so waits get room beyond the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// antd's CSS-in-JS injects about 250 KB of CSS per test file, which jsdom parses and then
// walks on every getComputedStyle (antd measures, Testing Library checks visibility): renders
// and queries get several times slower. jsdom lays nothing out, so the tests lose nothing
// when every render runs in antd's server mode, which keeps the styles out of the document.
const renderWithRealStyles = pure.render;
pure.render = (ui, options = {}) => {
  const Outer = options.wrapper;
  const wrapper = ({ children }) =>
    React.createElement(
      StyleProvider,
      { mock: 'server' },
      Outer ? React.createElement(Outer, null, children) : children,
    );
  return renderWithRealStyles(ui, { ...options, wrapper });
};
