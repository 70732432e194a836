import { act, render, screen, waitFor } from '@testing-library/react';
import { setupUser } from '@portal/shared-ui/testing';
import { DownloadButton } from '../src/components/download-button';

describe('DownloadButton', () => {
  it('spins while the file comes, then is ready again', async () => {
    const user = setupUser();
    let done: () => void = () => {};
    const download = jest.fn(() => new Promise<void>((resolve) => (done = resolve)));
    render(<DownloadButton download={download}>Excel</DownloadButton>);
    const button = screen.getByRole('button', { name: /Excel/ });
    await user.click(button);
    expect(download).toHaveBeenCalledTimes(1);
    expect(button).toHaveClass('ant-btn-loading');
    await act(async () => done());
    expect(button).not.toHaveClass('ant-btn-loading');
  });

  it('says what failed where the client said nothing, and is ready again', async () => {
    const user = setupUser();
    const onFailure = jest.fn();
    render(
      <DownloadButton download={() => Promise.reject(new Error('404'))} onFailure={onFailure}>
        Scarica PDF
      </DownloadButton>,
    );
    const button = screen.getByRole('button', { name: /Scarica PDF/ });
    await user.click(button);
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});
