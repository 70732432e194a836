/**
 * What jsdom lacks and antd (or React) needs: matchMedia (responsive grid), ResizeObserver
 * (table, select, overflow), MessageChannel (React's scheduler, rc-component utilities).
 */
const { TextDecoder, TextEncoder } = require('node:util');
const { setImmediate: realSetImmediate } = require('node:timers');

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
    // On Node's own setImmediate, taken before any test can fake the timers: React's
    // scheduler posts one message and waits for it, so a message lost with a test's fake
    // timers would stall every later render of the file.
    window.MessageChannel = class MessageChannel {
      constructor() {
        const port = () => ({ onmessage: null, postMessage: null, start() {}, close() {} });
        this.port1 = port();
        this.port2 = port();
        this.port1.postMessage = (data) => realSetImmediate(() => this.port2.onmessage?.({ data }));
        this.port2.postMessage = (data) => realSetImmediate(() => this.port1.onmessage?.({ data }));
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
