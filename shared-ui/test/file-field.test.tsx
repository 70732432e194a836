import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { authStore, http } from '@portal/shared-auth';
import { FileField } from '../src/files/file-field';
import { downloadFile, fileNameOf, uploadFile, UPLOAD_ERROR } from '../src/files/file-calls';

interface Seen {
  url?: string;
  method?: string;
  headers: Record<string, string>;
  data: unknown;
  responseType?: string;
}

function serve(answer: (config: Seen) => { status: number; data: unknown; headers?: Record<string, string> }) {
  const seen: Seen[] = [];
  http.defaults.adapter = (async (config: {
    url?: string;
    method?: string;
    headers: { toJSON(): Record<string, string> };
    data: unknown;
    responseType?: string;
  }) => {
    const request = { ...config, headers: config.headers.toJSON() };
    seen.push(request);
    const { status, data, headers } = answer(request);
    return { data, status, statusText: String(status), headers: headers ?? {}, config, request: {} };
  }) as never;
  return seen;
}

beforeEach(() => authStore.setState({ accessToken: 'tok-1' }));

describe('file calls', () => {
  it('uploads one multipart part named file, with the bearer token', async () => {
    const seen = serve(() => ({
      status: 200,
      data: { error: false, message: null, context: { exampleSheet: 'a.xlsx' } },
    }));
    const answer = await uploadFile('/api/form/F1/upload/example/sheet', new File(['x'], 'a.xlsx'));
    expect(answer).toEqual({ exampleSheet: 'a.xlsx' });
    expect(seen[0].method).toBe('post');
    expect(seen[0].headers.Authorization).toBe('Bearer tok-1');
    const body = seen[0].data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('a.xlsx');
  });

  it('downloads a blob through the client and names it from Content-Disposition', async () => {
    const seen = serve(() => ({
      status: 200,
      data: new Blob(['dati']),
      headers: { 'content-disposition': 'attachment; filename="scheda esempio.xlsx"' },
    }));
    const { name } = await downloadFile('/api/form/F1/download/example/sheet');
    expect(name).toBe('scheda esempio.xlsx');
    expect(seen[0].responseType).toBe('blob');
    expect(seen[0].headers.Authorization).toBe('Bearer tok-1');
  });

  it('reads file names, encoded or plain', () => {
    expect(fileNameOf("attachment; filename*=UTF-8''scheda%20%C3%A8.pdf")).toBe('scheda è.pdf');
    expect(fileNameOf('attachment; filename=a.csv')).toBe('a.csv');
    expect(fileNameOf(undefined)).toBeNull();
  });
});

describe('FileField', () => {
  it('uploads the chosen file; with no file only Carica shows', async () => {
    const onUpload = jest.fn().mockResolvedValue(undefined);
    render(<FileField label="Scheda esempio" fileName={null} onUpload={onUpload} onDownload={jest.fn()} />);
    expect(screen.getByText('Nessun file caricato')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Scarica/ })).not.toBeInTheDocument();
    const file = new File(['x'], 'esempio.xlsx');
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });
    await waitFor(() => expect(onUpload).toHaveBeenCalledWith(file));
  });

  it("says 'Errore durante l'upload del file' when the upload fails", async () => {
    render(
      <FileField
        label="Scheda esempio"
        fileName={null}
        onUpload={jest.fn().mockRejectedValue(new Error('x'))}
        onDownload={jest.fn()}
      />,
    );
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [new File(['x'], 'a.xlsx')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOAD_ERROR);
  });

  it('downloads, and removes after the confirmation', async () => {
    const onDownload = jest.fn().mockResolvedValue(undefined);
    const onRemove = jest.fn().mockResolvedValue(undefined);
    render(
      <FileField
        label="Scheda esempio"
        fileName="esempio.xlsx"
        onUpload={jest.fn()}
        onDownload={onDownload}
        onRemove={onRemove}
        removeTitle="Rimozione Scheda esempio"
      />,
    );
    expect(screen.getByTestId('file-name')).toHaveTextContent('esempio.xlsx');
    fireEvent.click(screen.getByRole('button', { name: /Scarica/ }));
    await waitFor(() => expect(onDownload).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi Scheda esempio' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Rimozione Scheda esempio');
    expect(onRemove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi' }));
    await waitFor(() => expect(onRemove).toHaveBeenCalled());
  });

  it('cannot upload while disabled', () => {
    render(
      <FileField
        label="Scheda esempio"
        fileName={null}
        disabled
        disabledText="Disponibile dopo il primo salvataggio"
        onUpload={jest.fn()}
        onDownload={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: /Carica/ })).toBeDisabled();
    expect(screen.getByText('Disponibile dopo il primo salvataggio')).toBeInTheDocument();
  });
});
