jest.mock('@portal/shared-ui/antd-static.css?url', () => ({ __esModule: true, default: '/antd-static.1234abcd.css' }));

type Loader = typeof import('../src/app/antd-static-styles');

/** A fresh copy of the loader (it loads the sheet once per page). */
function freshLoader(): Loader {
  let loader!: Loader;
  jest.isolateModules(() => {
    loader = jest.requireActual<Loader>('../src/app/antd-static-styles');
  });
  return loader;
}

const sheets = () => [...document.head.querySelectorAll('link[rel="stylesheet"], style')];

describe('antd’s prebuilt styles', () => {
  beforeEach(() => {
    document.head.innerHTML = '<style id="splash"></style><link rel="stylesheet" href="/3416.css">';
  });

  it('go before every other stylesheet, once, and the theme waits until they apply', async () => {
    const { loadAntdStaticStyles } = freshLoader();
    let applied = false;
    const loading = loadAntdStaticStyles().then(() => (applied = true));
    expect(loadAntdStaticStyles()).toBe(loadAntdStaticStyles());
    const [first, ...others] = sheets();
    expect(first).toHaveAttribute('href', '/antd-static.1234abcd.css');
    expect(others.map((sheet) => sheet.id || sheet.getAttribute('href'))).toEqual(['splash', '/3416.css']);
    await Promise.resolve();
    expect(applied).toBe(false);
    first!.dispatchEvent(new Event('load'));
    await loading;
    expect(applied).toBe(true);
  });

  it('that fail to load are taken away and do not hold the page: antd writes those styles itself', async () => {
    const { loadAntdStaticStyles } = freshLoader();
    const loading = loadAntdStaticStyles();
    sheets()[0]!.dispatchEvent(new Event('error'));
    await expect(loading).resolves.toBeUndefined();
    expect(document.head.querySelector('link[href="/antd-static.1234abcd.css"]')).toBeNull();
  });
});
