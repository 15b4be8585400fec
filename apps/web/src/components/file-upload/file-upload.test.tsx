import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Overlays } from '../../app/overlays';
import { renderWithProviders } from '../../test/render';
import { FileUpload, type StoredFile } from './file-upload';

function Harness({
  initial,
  onChange,
}: {
  initial: StoredFile | null;
  onChange: (file: StoredFile | null) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FileUpload
        label="Company logo"
        accept="image"
        purpose="image"
        value={value}
        onChange={(file) => {
          setValue(file);
          onChange(file);
        }}
        removeConfirmation="Are you sure you want to remove logo?"
      />
      {/* The app's dialogs, as the page has them once they are mounted. */}
      <Overlays />
    </>
  );
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const status = () => document.querySelector('[data-upload-status]')?.getAttribute('data-upload-status');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FileUpload', () => {
  it('refuses a file of the wrong type before sending anything', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={null} onChange={onChange} />);
    expect(status()).toBe('not-uploaded');
    expect(fileInput().accept).toBe('image/png,image/jpeg');

    choose(new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Only image can be uploaded');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uploads a PNG at once and shows it as uploaded', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
    );
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={null} onChange={onChange} />);

    choose(new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(status()).toBe('uploading'));
    expect(screen.getByText('Uploading logo.png…')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/files');
    expect((init.body as FormData).get('purpose')).toBe('image');

    answer(
      new Response(
        JSON.stringify({
          id: 41,
          name: 'logo.png',
          url: '/uploads/logo.png',
          content_type: 'image/png',
          size: 4,
          variants: {},
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    );
    await waitFor(() => expect(status()).toBe('uploaded'));
    expect(onChange).toHaveBeenCalledWith({ id: 41, name: 'logo.png', url: '/uploads/logo.png' });
    expect(screen.getByRole('img', { name: 'Preview of Company logo' }).getAttribute('src')).toBe(
      '/uploads/logo.png',
    );
  });

  it("shows the server's refusal under the field", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: 'Only image can be uploaded',
              message: 'Only image can be uploaded',
              code: 'unsupported_file_type',
              errors: { file: ['Only image can be uploaded'] },
              errorCodes: { file: ['imageOnly'] },
            }),
            { status: 422, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    renderWithProviders(<Harness initial={null} onChange={vi.fn()} />);
    choose(new File(['not really a png'], 'fake.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Only image can be uploaded');
    expect(status()).toBe('not-uploaded');
  });

  it('removes the file only after Yes', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <Harness initial={{ id: 5, name: 'old.png', url: '/uploads/old.png' }} onChange={onChange} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Company logo' }));
    expect(await screen.findByText('Are you sure you want to remove logo?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText('Are you sure you want to remove logo?')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
    expect(status()).toBe('uploaded');

    fireEvent.click(screen.getByRole('button', { name: 'Remove: Company logo' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(status()).toBe('not-uploaded'));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
