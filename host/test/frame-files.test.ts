import { FRAME_FILES_ID, preloadSignedInFrame, type FrameFiles } from '../src/frame-files';

/** The data block the build writes into index.html. */
function page(files: FrameFiles): Document {
  const doc = document.implementation.createHTMLDocument('portale');
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = FRAME_FILES_ID;
  block.textContent = JSON.stringify(files);
  doc.head.appendChild(block);
  return doc;
}

const preloads = (doc: Document) =>
  [...doc.head.querySelectorAll('link[rel="preload"]')].map((link) => [
    link.getAttribute('as'),
    link.getAttribute('href'),
  ]);

const FILES: FrameFiles = {
  frame: ['/2090.a.js', '/antd-static.b.css', '/8078.c.js', '/3818.d.css', '/7510.e.js'],
  remote: ['/4711.f.js'],
};

test("/portal's frame: scripts as scripts and sheets as styles, no remote page's frame", () => {
  const doc = page(FILES);
  preloadSignedInFrame('/portal', doc);
  expect(preloads(doc)).toEqual([
    ['script', '/2090.a.js'],
    ['style', '/antd-static.b.css'],
    ['script', '/8078.c.js'],
    ['style', '/3818.d.css'],
    ['script', '/7510.e.js'],
  ]);
});

test("another signed-in page may be a remote's: its frame is asked too", () => {
  const doc = page(FILES);
  preloadSignedInFrame('/fields', doc);
  expect(preloads(doc)).toContainEqual(['script', '/4711.f.js']);
});

test('a page without the block (a development build) asks for nothing', () => {
  const doc = document.implementation.createHTMLDocument('portale');
  preloadSignedInFrame('/portal', doc);
  expect(preloads(doc)).toEqual([]);
});
