import { act, fireEvent } from '@testing-library/react';

const press = (element: Element, key: string, code: string, keyCode: number) =>
  fireEvent.keyDown(element, { key, code, keyCode });

/**
 * Moves a row by the keyboard protocol of @hello-pangea/dnd: Space lifts, each arrow moves
 * one place (down for positive `places`), Space drops. Only the key presses, as the library's
 * keyboard sensor reads them (keyCode): user-event would also release the Space, and its click
 * on the handle (a role=button) would end the drag.
 */
export async function dragByKeyboard(handle: HTMLElement, places: number): Promise<void> {
  handle.focus();
  await act(async () => {
    press(handle, ' ', 'Space', 32);
  });
  for (let step = 0; step < Math.abs(places); step++) {
    await act(async () => {
      if (places > 0) press(handle, 'ArrowDown', 'ArrowDown', 40);
      else press(handle, 'ArrowUp', 'ArrowUp', 38);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
  }
  await act(async () => {
    press(handle, ' ', 'Space', 32);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}
