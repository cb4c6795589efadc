import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CopyField } from '../../src/design-system';

const shareLink = 'https://app.example.com/app/forms/share/42';
const embedSnippet = [
  '<div id="leadform-root" data-form-id="42"></div>',
  '<script src="https://app.example.com/widget.js" async></script>',
].join('\n');

/** Replaces navigator.clipboard for one story; returns the stub and a restore function. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  const stub = { writeText: fn(writeText) };
  Object.defineProperty(navigator, 'clipboard', { value: stub, configurable: true });
  return {
    stub,
    restore: () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    },
  };
}

const meta = {
  title: 'Design System/CopyField',
  component: CopyField,
  args: { label: 'Share link', value: shareLink, onCopy: fn() },
  // A realistic form width, which also keeps focus outlines clear of the screenshot's edge.
  decorators: [(Story) => <div style={{ maxWidth: 400 }}><Story /></div>],
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

// Stories that end on "Copied" keep it for a minute, so the screenshot never races the two-second timer.
const keepConfirmation = 60_000;

export const Default: Story = {
  args: { confirmationMs: keepConfirmation },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Share link' });
    await expect(field).toHaveAttribute('readonly');
    await expect(field).toHaveValue(shareLink);
    const { stub, restore } = stubClipboard(async () => {});
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy Share link' }));
      await expect(stub.writeText).toHaveBeenCalledWith(shareLink);
      await expect(args.onCopy).toHaveBeenCalledWith(shareLink);
      await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    } finally {
      restore();
    }
  },
};

/** The confirmation goes away by itself after about two seconds. */
export const ConfirmationGoesAway: Story = {
  play: async ({ canvas }) => {
    const { restore } = stubClipboard(async () => {});
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy Share link' }));
      await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''), { timeout: 15_000 });
    } finally {
      restore();
    }
  },
};

export const KeyboardCopy: Story = {
  args: { confirmationMs: keepConfirmation },
  play: async ({ canvas }) => {
    const { stub, restore } = stubClipboard(async () => {});
    try {
      await userEvent.tab();
      await expect(canvas.getByRole('textbox', { name: 'Share link' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Copy Share link' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(stub.writeText).toHaveBeenCalledWith(shareLink);
      await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    } finally {
      restore();
    }
  },
};

export const EmbedSnippet: Story = {
  args: {
    label: 'Embed code',
    value: embedSnippet,
    multiline: true,
    hint: 'Paste it into your page where the form should appear.',
    confirmationMs: keepConfirmation,
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Embed code' });
    await expect(field.tagName).toBe('TEXTAREA');
    await expect(field).toHaveAccessibleDescription('Paste it into your page where the form should appear.');
    const { stub, restore } = stubClipboard(async () => {});
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy Embed code' }));
      await expect(stub.writeText).toHaveBeenCalledWith(embedSnippet);
    } finally {
      restore();
    }
  },
};

/** The clipboard refuses (insecure page, denied permission): the text is selected and a hint says what to do. */
export const ClipboardUnavailable: Story = {
  play: async ({ canvas, args }) => {
    const { restore } = stubClipboard(() => Promise.reject(new Error('denied')));
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy Share link' }));
      await expect(canvas.getByRole('status')).toHaveTextContent('Select the text and copy it by hand');
      const field = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Share link' });
      await expect(field).toHaveFocus();
      await expect(field.selectionStart).toBe(0);
      await expect(field.selectionEnd).toBe(shareLink.length);
      await expect(args.onCopy).not.toHaveBeenCalled();
    } finally {
      restore();
    }
  },
};

export const NoClipboardApi: Story = {
  play: async ({ canvas }) => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy Share link' }));
      await expect(canvas.getByRole('status')).toHaveTextContent("Copying isn't available here.");
    } finally {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    }
  },
};

export const LongText: Story = {
  args: {
    label: 'The public link of the mini landing page that you can send to your customers by e-mail or chat',
    value: 'https://app.example.com/app/forms/share/42?utm_source=newsletter&utm_medium=email&utm_campaign=spring-roof-repair-quote-2026',
    hint: 'Anyone with this link can open the form while public access is on.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const UnbrokenSnippet: Story = {
  args: {
    label: 'Embed code',
    multiline: true,
    value: `<script src="https://app.example.com/widget.js?v=${'a1b2c3d4'.repeat(12)}"></script>`,
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const SmallScreen: Story = {
  args: { label: 'Embed code', value: embedSnippet, multiline: true },
  globals: { viewport: { value: 'small', isRotated: false } },
};

export const Russian: Story = {
  args: { label: 'Ссылка для публикации', confirmationMs: keepConfirmation },
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    const { restore } = stubClipboard(async () => {});
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Копировать Ссылка для публикации' }));
      await expect(canvas.getByRole('status')).toHaveTextContent('Скопировано');
    } finally {
      restore();
    }
  },
};

export const Spanish: Story = {
  args: { label: 'Enlace para compartir' },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copiar Enlace para compartir' })).toBeVisible();
  },
};
