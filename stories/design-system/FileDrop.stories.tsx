import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileDrop, formatBytes, type FileDropItem, type FileDropProps } from '../../src/design-system';
import { UPLOAD_MAX_BYTES } from '../../src/domain/constants';

/** A file whose reported size is `size` bytes without allocating them. */
function fakeFile(name: string, size: number, type = 'application/pdf') {
  const file = new File(['%PDF'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const MB = 1024 * 1024;

/**
 * Fires a drag event carrying `files` as a person's drop would. A real DataTransfer would copy the files and lose
 * the fake sizes, so the event gets a plain object in its place.
 */
async function drag(type: 'dragenter' | 'dragover' | 'drop', target: Element, files: File[] = []) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', { value: { files, types: ['Files'] } });
  target.dispatchEvent(event);
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

/** Like the uploads screen: accepted files start uploading at 0 %. */
function Harness(args: FileDropProps) {
  const [files, setFiles] = useState<readonly FileDropItem[]>(args.files ?? []);
  return (
    <div style={{ maxWidth: 560 }}>
      <FileDrop
        {...args}
        files={files}
        onFiles={(chosen) => {
          args.onFiles(chosen);
          setFiles((current) => [
            ...current,
            ...chosen.map((file, index) => ({ id: `${file.name}-${current.length + index}`, name: file.name, size: file.size, status: 'uploading' as const, progress: 0 })),
          ]);
        }}
        onRemove={(item) => {
          args.onRemove?.(item);
          setFiles((current) => current.filter((other) => other.id !== item.id));
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Design System/FileDrop',
  component: FileDrop,
  args: {
    accept: ['.pdf', '.docx', '.txt'],
    onFiles: fn(),
    onReject: fn(),
    onRemove: fn(),
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('.pdf, .docx, .txt · up to 300 MB per file')).toBeVisible();
    const input = canvas.getByLabelText('Choose files to upload');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', '.pdf, .docx, .txt');
    await expect(formatBytes(UPLOAD_MAX_BYTES, 'en')).toBe('300 MB');
  },
};

export const BrowseWithKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByLabelText('Choose files to upload');
    await expect(input).toHaveFocus();
    await userEvent.upload(input, [fakeFile('price-list.pdf', 2.5 * MB), fakeFile('faq.txt', 12_000, 'text/plain')]);
    await expect(args.onFiles).toHaveBeenCalledTimes(1);
    const list = canvas.getByRole('list', { name: 'Files' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('progressbar', { name: 'Uploading price-list.pdf' })).toHaveAttribute('aria-valuenow', '0');
    await expect(within(list).getByText('2.5 MB')).toBeVisible();
  },
};

export const DropFiles: Story = {
  play: async ({ canvas, args }) => {
    const zone = canvas.getByText(/Drag and drop files here/).closest('div')!;
    await drag('dragenter', zone);
    // The highlight is a React state update: wait for it to reach the DOM rather than assume one frame is enough.
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging', 'true'));
    await drag('drop', zone, [fakeFile('menu.pdf', 40 * MB)]);
    await waitFor(() => expect(zone).not.toHaveAttribute('data-dragging'));
    await expect(args.onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'menu.pdf' })]);
    await expect(canvas.getByRole('progressbar', { name: 'Uploading menu.pdf' })).toBeVisible();
  },
};

export const DropOversizedFile: Story = {
  play: async ({ canvas, args }) => {
    const zone = canvas.getByText(/Drag and drop files here/).closest('div')!;
    const big = fakeFile('webinar-recording.pdf', UPLOAD_MAX_BYTES + 1);
    const ok = fakeFile('slides.pdf', UPLOAD_MAX_BYTES);
    await drag('drop', zone, [big, ok]);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'webinar-recording.pdf: File size exceeds the maximum limit of 300 MB',
    );
    await expect(args.onReject).toHaveBeenCalledWith([expect.objectContaining({ file: big, reason: 'size' })]);
    // Exactly at the limit is accepted.
    await expect(args.onFiles).toHaveBeenCalledWith([ok]);
  },
};

export const ChooseOversizedFile: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.upload(canvas.getByLabelText('Choose files to upload'), fakeFile('archive.pdf', 1.2 * 1024 * MB));
    await expect(canvas.getByRole('alert')).toHaveTextContent('archive.pdf: File size exceeds the maximum limit of 300 MB');
    await expect(args.onFiles).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('list', { name: 'Files' })).not.toBeInTheDocument();
  },
};

export const DropWrongType: Story = {
  play: async ({ canvas, args }) => {
    const zone = canvas.getByText(/Drag and drop files here/).closest('div')!;
    await drag('drop', zone, [fakeFile('virus.exe', 1000, 'application/x-msdownload')]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('virus.exe: This file type is not supported');
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};

export const ProgressStates: Story = {
  args: {
    files: [
      { id: '1', name: 'price-list.pdf', size: 2.5 * MB, status: 'uploading', progress: 0 },
      { id: '2', name: 'catalogue-2026.pdf', size: 84 * MB, status: 'uploading', progress: 45 },
      { id: '3', name: 'faq.txt', size: 12_000, status: 'done' },
      { id: '4', name: 'contract.docx', size: 310_000, status: 'error', error: 'The server could not read this file' },
    ],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading catalogue-2026.pdf' })).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.getByText('45%')).toBeVisible();
    await expect(canvas.getByText('Uploaded')).toBeVisible();
    await expect(canvas.getByText('The server could not read this file')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove contract.docx' }));
    await expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: '4' }));
    await expect(canvas.queryByText('contract.docx')).not.toBeInTheDocument();
  },
};

export const LongAndUnbrokenNames: Story = {
  args: {
    files: [
      {
        id: '1',
        name: 'a-very-long-file-name-without-any-spaces-exported-from-the-accounting-system-2026-final-FINAL-v3.pdf',
        size: 299 * MB,
        status: 'uploading',
        progress: 99,
      },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
};

export const AnyType: Story = {
  args: { accept: [], multiple: false },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Up to 300 MB per file')).toBeVisible();
    await userEvent.upload(canvas.getByLabelText('Choose files to upload'), fakeFile('photo.jpg', 3 * MB, 'image/jpeg'));
    await expect(args.onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'photo.jpg' })]);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Choose files to upload')).toBeDisabled();
    const zone = canvas.getByText(/Drag and drop files here/).closest('div')!;
    await drag('drop', zone, [fakeFile('menu.pdf', MB)]);
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Выбрать файлы для загрузки'), fakeFile('big.pdf', UPLOAD_MAX_BYTES * 2));
    await expect(canvas.getByRole('alert')).toHaveTextContent('big.pdf: Размер файла превышает максимальный предел 300 МБ');
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { files: [{ id: '1', name: 'menú.pdf', size: 5 * MB, status: 'done' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Subido')).toBeVisible();
    await expect(canvas.getByText(/hasta 300 MB por archivo/)).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  args: { files: [{ id: '1', name: 'price-list.pdf', size: 2.5 * MB, status: 'uploading', progress: 30 }] },
};
