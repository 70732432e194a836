/**
 * The signed-in frame's files, for a returning user's page to ask with its entry. The build
 * writes them into index.html (rspack.base.ts, `FrameFilesPlugin`): for each of these dynamic
 * imports, by the request it is asked with, the files its chunk group loads.
 */
export const FRAME_IMPORTS = {
  theme: './themed-outlet',
  query: '@portal/shared-auth/query',
  layout: '../layout/main-layout',
  home: '../pages/portal-home',
  // The remotes' contributions (navigation, the home page's tiles) load through the federation
  // runtime, and take the part of shared-ui the host lends them for the frame.
  federation: './federation-runtime',
  shell: '@portal/shared-ui/shell',
  remote: '../remotes/remote-page',
} as const;
/** The entry's import of the app (index.ts): the page preloads its files with the entry's. */
export const APP_IMPORT = './bootstrap';
export const FRAME_FILES_ID = 'portal-frame-files';
/** `frame`: every signed-in page's files, once each; `remote`: what a remote's page adds. */
export interface FrameFiles {
  frame: string[];
  remote: string[];
}

/**
 * The frame's files, asked as soon as a session is restored instead of once the app's chunk has
 * run (at 1.3 s on a phone). A remote's page needs its frame too; /portal does not.
 */
export function preloadSignedInFrame(pathname: string, doc: Document = document): void {
  const data = doc.getElementById(FRAME_FILES_ID)?.textContent;
  if (!data) return;
  const { frame, remote } = JSON.parse(data) as FrameFiles;
  for (const file of pathname === '/portal' ? frame : [...frame, ...remote]) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', file.endsWith('.css') ? 'style' : 'script');
    link.href = file;
    doc.head.appendChild(link);
  }
}
