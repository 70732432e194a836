import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fill, findDialog } from '@portal/shared-ui/testing';

export { findDialog };

const shownOption = (option: string) =>
  [...document.querySelectorAll('.ant-select-item-option')].find(
    (element) => element.textContent === option && !element.closest('.ant-select-dropdown-hidden'),
  );

/** Opens an antd select by its label and picks an option by its text, as a user clicks. */
export async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  // A dropdown just closed by the previous choice may need a second press to open again.
  if (!shownOption(option)) await user.click(screen.getByLabelText(label));
  const item = await waitFor(() => {
    const found = shownOption(option);
    if (!found) throw new Error(`option ${option} not shown`);
    return found;
  });
  await user.click(item);
}

/** Replaces the text of the input labelled `label`. */
export function type(user: UserEvent, label: string, value: string) {
  return fill(user, screen.getByLabelText(label), value);
}

export const location = () => screen.getByTestId('location').textContent;

/** Opens a panel of an edit screen through its 'Pannelli' drawer (the layout below 1280 px). */
export async function openPanel(user: UserEvent, title: string): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Pannelli' }));
  await user.click(within(await findDialog(title)).getByText(title));
}
