import sheetUrl from '@portal/shared-ui/antd-static.css?url';

let loading: Promise<void> | undefined;

/**
 * antd's styles for the components of the first screens, prebuilt by shared-ui: antd finds them
 * listed in the sheet and skips generating and injecting them, which was most of a cold frame's
 * render (about 220 KB of CSS written by script on /portal). antd reads that list once, at its
 * first style, so the themed pages wait for the sheet. It goes before every other stylesheet,
 * where antd puts the styles it writes, so the portal's own styles still win over antd's.
 * A sheet that fails to load costs only its wait: antd then writes those styles as before.
 */
export function loadAntdStaticStyles(): Promise<void> {
  // Unit tests have no sheet (nor a browser to load it).
  if (!sheetUrl) return Promise.resolve();
  return (loading ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = sheetUrl;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      resolve();
    };
    document.head.insertBefore(link, document.head.querySelector('link[rel="stylesheet"], style'));
  }));
}
