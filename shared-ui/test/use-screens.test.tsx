import { render } from '@testing-library/react';
import { screenOf } from '@portal/shared-ui/testing';
import { useScreens, type Screens } from '../src/hooks/use-screens';

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

/** Every render's answer, the first one included. */
function rendersOf(): Screens[] {
  const seen: Screens[] = [];
  function Probe() {
    seen.push(useScreens());
    return null;
  }
  render(<Probe />);
  return seen;
}

describe('useScreens', () => {
  it("a phone's first render already knows it is below sm: no desktop layout drawn first", () => {
    screenOf(390);
    const [first, ...rest] = rendersOf();
    expect(first).toMatchObject({ xs: true, sm: false, md: false, lg: false });
    for (const later of rest) expect(later).toMatchObject({ sm: false, md: false });
  });

  it("a desktop's first render is lg and up", () => {
    screenOf(1440);
    const [first] = rendersOf();
    expect(first).toMatchObject({ xs: false, sm: true, md: true, lg: true, xl: true, xxl: false });
  });

  it('follows the screen once antd has subscribed to its changes', () => {
    screenOf(390);
    const seen = rendersOf();
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.at(-1)).toMatchObject({ xs: true, sm: false, md: false });
  });
});
