/**
 * What jsdom lacks and antd (or React) needs: matchMedia (responsive grid), ResizeObserver
 * (table, select, overflow), MessageChannel (React's scheduler, rc-component utilities).
 */
const { TextDecoder, TextEncoder } = require('node:util');

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      }),
    });
  }

  if (!window.ResizeObserver) {
    window.ResizeObserver = class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }

  if (!window.MessageChannel) {
    // Timer-based, so it follows Jest's fake timers like everything else.
    window.MessageChannel = class MessageChannel {
      constructor() {
        const port = () => ({ onmessage: null, postMessage: null, start() {}, close() {} });
        this.port1 = port();
        this.port2 = port();
        this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage?.({ data }), 0);
        this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0);
      }
    };
  }

  // jsdom does not compute pseudo-element styles and says so on every antd table render.
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element) => getComputedStyle(element);

  window.scrollTo = () => {};

  if (!window.TextDecoder) window.TextDecoder = TextDecoder;
  if (!window.TextEncoder) window.TextEncoder = TextEncoder;
}
