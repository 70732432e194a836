import { authStore } from '../src/auth-store';
import { downloadFile, fileNameOf, uploadFile } from '../src/file-transfer';
import { http } from '../src/http-client';

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
