import type { Evidence, EvidencePreview, EvidenceUploadStatus } from '@icp-studio/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAnswer, mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { ICP_ID, OWNER_ID, makeIcp } from '@/test/fixtures/icp-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const UPLOAD_ID = '0b7c3a52-8b8a-4b8e-9a51-3c2f6f0e2a11';
const base = {
  [`GET /api/icps/${ICP_ID}`]: { body: makeIcp({ industry: 'Dental' }) },
  [`GET /api/icps/${ICP_ID}/score`]: { status: 404, body: { code: 'not_found', status: 404, message: 'No' } },
  'GET /api/notes': listAnswer([], { limit: 200 }),
  [`GET /api/icps/${ICP_ID}/evidence`]: { body: { import: null, report: null } },
  [`GET /api/icps/${ICP_ID}/evidence/fit`]: listAnswer([], { limit: 20 }),
};
const preview: EvidencePreview = {
  headers: ['Company', 'Sector', 'Annual fee'],
  rows: [['Café Dental', 'Dental', '1000']],
  rowCount: 12_345,
  delimiter: ';',
  encoding: 'windows-1252',
  guesses: [{ field: 'name', column: 'Company', confidence: 1 }],
  mapping: { name: 'Company', industry: 'Sector', value: 'Annual fee' },
  fromSaved: false,
};
const imported: Evidence = {
  import: {
    headers: preview.headers,
    rowCount: 12_345,
    delimiter: ';',
    encoding: 'windows-1252',
    mapping: preview.mapping,
    createdAt: '2026-11-26T06:00:00.000Z',
    createdBy: OWNER_ID,
  },
  report: null,
};

/** A stand-in XMLHttpRequest: reports the upload's progress in steps, then answers `answer`. */
function stubXhr(answer: { status: number; body: unknown }) {
  const sent: { method: string; url: string; body: unknown; headers: Record<string, string> }[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: {
      onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private req = { method: '', url: '', body: undefined as unknown, headers: {} as Record<string, string> };
    open(method: string, url: string) {
      this.req.method = method;
      this.req.url = url;
    }
    setRequestHeader(k: string, v: string) {
      this.req.headers[k.toLowerCase()] = v;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      this.req.body = body;
      sent.push(this.req);
      this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
      void gate.then(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { sent, release };
}

/** Read file, once the chosen file has enabled it (a click on the disabled button would do nothing). */
async function clickReadFile(user: ReturnType<typeof userEvent.setup>) {
  const read = screen.getByRole('button', { name: 'Read file' });
  await waitFor(() => expect(read).toBeEnabled());
  await user.click(read);
}

async function openEvidenceTab() {
  const user = userEvent.setup({ delay: null });
  renderRoute(`/icp/${ICP_ID}`, { session: 'client' });
  await user.click(await screen.findByRole('tab', { name: 'Evidence' }));
  return user;
}

const status = (s: Partial<EvidenceUploadStatus>): { body: EvidenceUploadStatus } => ({
  body: { uploadId: UPLOAD_ID, state: 'reading', progress: 0, rowsRead: 0, preview: null, error: null, ...s },
});

describe('a client list file through the upload route', () => {
  it('sends the bytes with a progress bar, shows the rows read, then imports by uploadId', async () => {
    const answers = [
      status({ state: 'reading', progress: 45, rowsRead: 12_000 }),
      status({ state: 'ready', progress: 100, rowsRead: 12_345, preview }),
    ];
    const fetchMock = mockFetch({
      ...base,
      [`GET /api/icps/${ICP_ID}/evidence/uploads/${UPLOAD_ID}`]: () =>
        answers.length > 1 ? answers.shift()! : answers[0]!,
      [`PUT /api/icps/${ICP_ID}/evidence`]: { body: imported },
    });
    const xhr = stubXhr({ status: 202, body: { uploadId: UPLOAD_ID, state: 'queued' } });
    const user = await openEvidenceTab();

    const bytes = new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x0a]); // "Café" in Windows-1252
    await user.upload(
      await screen.findByLabelText('CSV file'),
      new File([bytes], 'clients.csv', { type: 'text/csv' }),
    );
    await clickReadFile(user);

    expect(await screen.findByText('Uploading… 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading… 40%' })).toBeInTheDocument();
    expect(xhr.sent).toHaveLength(1);
    expect(xhr.sent[0]).toMatchObject({
      method: 'POST',
      url: `/api/icps/${ICP_ID}/evidence/uploads`,
      headers: { 'content-type': 'text/csv' },
    });
    // The file itself goes, as bytes (not read as text).
    expect(xhr.sent[0]!.body).toBeInstanceOf(File);
    xhr.release();

    expect(await screen.findByText('Reading rows… 12,000')).toBeInTheDocument();
    expect(await screen.findByLabelText('Industry', {}, { timeout: 3000 })).toHaveValue('Sector');
    expect(screen.getByText(/12345 client rows/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 12345 clients' }));

    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        expect.stringContaining(`/api/icps/${ICP_ID}/evidence`),
        expect.objectContaining({ method: 'PUT' }),
      ),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      uploadId: UPLOAD_ID,
      mapping: { name: 'Company', industry: 'Sector', value: 'Annual fee' },
    });
  });

  it('refuses a file over 10 MB before sending, with the message naming the row', async () => {
    mockFetch(base);
    const xhr = stubXhr({ status: 202, body: {} });
    const user = await openEvidenceTab();
    const line = 'a,b,c,d,e,f,g,h,i\n'; // 18 bytes
    const big = new File([line.repeat(Math.ceil((10 * 1024 * 1024) / 18) + 1)], 'big.csv', {
      type: 'text/csv',
    });
    await user.upload(await screen.findByLabelText('CSV file'), big);
    expect(
      await screen.findByText(
        /^The file is over the 10\.0 MB limit \(reached in row 582,543\): split it into smaller files\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read file' })).toBeDisabled();
    expect(xhr.sent).toHaveLength(0);
  });

  it("shows the queue's refusal, which names the problem and the row", async () => {
    mockFetch({
      ...base,
      [`GET /api/icps/${ICP_ID}/evidence/uploads/${UPLOAD_ID}`]: status({
        state: 'failed',
        progress: 30,
        error: { code: 'ragged', message: 'Row 7 has 2 cells but the header row has 3 columns.', row: 7 },
      }),
    });
    const xhr = stubXhr({ status: 202, body: { uploadId: UPLOAD_ID, state: 'queued' } });
    const user = await openEvidenceTab();
    await user.upload(await screen.findByLabelText('CSV file'), new File(['a,b,c\n1,2\n'], 'x.csv'));
    await clickReadFile(user);
    xhr.release();
    expect(
      await screen.findByText('Row 7 has 2 cells but the header row has 3 columns.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read file' })).toBeEnabled();
  });

  it("shows the upload route's own refusal", async () => {
    mockFetch(base);
    const xhr = stubXhr({
      status: 404,
      body: { code: 'not_found', status: 404, message: 'ICP not found' },
    });
    const user = await openEvidenceTab();
    await user.upload(await screen.findByLabelText('CSV file'), new File(['a,b\n1,2\n'], 'x.csv'));
    await clickReadFile(user);
    xhr.release();
    expect(await screen.findByText('ICP not found', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
