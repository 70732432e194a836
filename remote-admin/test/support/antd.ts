import { fireEvent, screen, waitFor } from '@testing-library/react';

/** Opens an antd select by its label and picks an option by its text. */
export async function choose(label: string, option: string) {
  const visible = () =>
    [...document.querySelectorAll('.ant-select-item-option')].find(
      (element) => element.textContent === option && !element.closest('.ant-select-dropdown-hidden'),
    );
  const item = await waitFor(() => {
    // A dropdown just closed by the previous choice may need a second press to open again.
    if (!visible()) fireEvent.mouseDown(screen.getByLabelText(label));
    const found = visible();
    if (!found) throw new Error(`option ${option} not shown`);
    return found;
  });
  fireEvent.click(item);
}

export function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export const location = () => screen.getByTestId('location').textContent;

/** The open dialog that shows `text` (a closing drawer may still be in the document). */
export async function findDialog(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.getAllByRole('dialog').find((element) => element.textContent?.includes(text));
    if (!dialog) throw new Error(`no dialog with ${text}`);
    return dialog;
  });
}
