import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { db, seedForms } from '../../mocks/db';
import { widgetScenarios } from '../../mocks/scenarios';
import { WIDGET_GLOBAL } from '../../src/domain/embed';
import { mountWidget } from '../../src/widget/mount';
import type { WidgetGlobalApi } from '../../src/widget/protocol';
import { storageKey } from '../../src/widget/storage';
import { addRoot, addRootObserved, widgetIn, WidgetRoot, withForm } from './widgetStory';

/*
 * The widget's life on an owner's page: the global API mounts roots present and added later and removes
 * everything it added on destroy(); a stream in flight is aborted; Copy puts the answer on the clipboard.
 */
const meta = {
  title: 'Widget/Lifecycle',
  component: WidgetRoot,
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
  beforeEach: withForm({ collect_lead_strategy: 'AFTER' }),
} satisfies Meta<typeof WidgetRoot>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillForm(w: Awaited<ReturnType<typeof widgetIn>>) {
  await userEvent.type(w.getByRole('textbox', { name: 'What do you sell?' }), 'Bikes');
  await userEvent.type(w.getByRole('textbox', { name: 'Who are your customers?' }), 'Families');
  await userEvent.selectOptions(w.getByRole('combobox', { name: 'Budget' }), '< $1k');
}

const mounted = (root: Element) => !!root.shadowRoot?.querySelector('.w');
const emptied = (root: Element) => root.shadowRoot?.childNodes.length === 0;

export const GlobalApiMountsAndDestroys: Story = {
  render: () => <section aria-label="Owner page" data-testid="page" />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement).getByTestId('page');
    const first = addRoot(page, seedForms.published);
    const second = addRoot(page, seedForms.published);
    await import('../../src/widget/main');
    const api = (window as unknown as Record<string, WidgetGlobalApi>)[WIDGET_GLOBAL]!;
    api.mount();
    await waitFor(() => expect(mounted(first) && mounted(second)).toBe(true), { timeout: 10_000 });

    // A root added later (a single-page site changing its content) is mounted without another call.
    const later = addRoot(page, seedForms.published);
    await waitFor(() => expect(mounted(later)).toBe(true), { timeout: 10_000 });

    // A root the page removes is destroyed: nothing of the widget stays in it.
    later.remove();
    await waitFor(() => expect(emptied(later)).toBe(true));

    // destroy() removes what the widget added and stops watching the page.
    api.destroy();
    await expect(emptied(first) && emptied(second)).toBe(true);
    const afterDestroy = await addRootObserved(page, seedForms.published);
    await expect(afterDestroy.shadowRoot).toBeNull();
    page.replaceChildren();
  },
  parameters: { screenshot: false }, // nothing is left to see: the story is about what disappears
};

const viewsOfPublished = () => db.formViews.where((v) => v._formId === seedForms.published).reduce((sum, v) => sum + v.count, 0);

export const OneViewPerVisit: Story = {
  render: () => <section aria-label="Owner page" data-testid="page" />,
  parameters: { screenshot: false }, // the story is about the store's count
  play: async ({ canvasElement }) => {
    const page = within(canvasElement).getByTestId('page');
    const before = viewsOfPublished();
    const show = () => {
      const root = addRoot(page, seedForms.published);
      const widget = mountWidget(root, { formId: String(seedForms.published), preview: false, apiBase: '', search: '', languages: ['en-US'], navigate: () => undefined });
      return { root, widget };
    };
    // Two roots of one form on the page: one view.
    const shown = [show(), show()];
    await waitFor(() => expect(shown.every(({ root }) => mounted(root))).toBe(true), { timeout: 10_000 });
    await waitFor(() => expect(viewsOfPublished()).toBe(before + 1));
    // Both leave (the next page of a single-page site), then the form is shown again: a second visit, a second view.
    for (const { root, widget } of shown) {
      widget.destroy();
      root.remove();
    }
    const again = show();
    await waitFor(() => expect(mounted(again.root)).toBe(true), { timeout: 10_000 });
    await waitFor(() => expect(viewsOfPublished()).toBe(before + 2));
    again.widget.destroy();
    page.replaceChildren();
  },
};

/** Requests the widget made, with their abort signals (wrapping fetch, which the widget calls at call time). */
function recordRequests() {
  const requests: { url: string; signal: AbortSignal | null | undefined }[] = [];
  const original = window.fetch;
  window.fetch = (input, init) => {
    requests.push({ url: String(input instanceof Request ? input.url : input), signal: init?.signal });
    return original(input, init);
  };
  return { requests, restore: () => (window.fetch = original) };
}

export const DestroyAbortsTheStream: Story = {
  render: () => <section aria-label="Owner page" data-testid="page" />,
  parameters: { msw: { handlers: { widget: widgetScenarios.streaming() } }, screenshot: false },
  play: async ({ canvasElement }) => {
    const recorded = recordRequests();
    const root = addRoot(within(canvasElement).getByTestId('page'), seedForms.published);
    const widget = mountWidget(root, { formId: String(seedForms.published), preview: false, apiBase: '', search: '', languages: ['en-US'], navigate: () => undefined });
    try {
      const w = await widgetIn(canvasElement);
      await fillForm(w);
      await userEvent.click(w.getByRole('button', { name: 'Generate' }));
      await waitFor(() => expect(w.getByRole('region', { name: 'Answer' })).toHaveTextContent(/Here is what we suggest/), { timeout: 15_000 });
      const stream = recorded.requests.find((request) => /\/filling\/$/.test(request.url));
      await expect(stream?.signal?.aborted).toBe(false);

      // Destroyed while the answer is still streaming: the request is aborted and nothing stays on the page.
      widget.destroy();
      await expect(stream?.signal?.aborted).toBe(true);
      await expect(emptied(root)).toBe(true);
    } finally {
      recorded.restore();
      root.remove();
    }
  },
};

const clipboard = { writeText: fn(async (_text: string) => undefined) };

export const CopyAnswer: Story = {
  beforeEach: () => {
    withForm({ collect_lead_strategy: 'DISABLED' })();
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    clipboard.writeText.mockClear();
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
    return () => {
      delete (navigator as unknown as Record<string, unknown>).clipboard;
      if (original) Object.defineProperty(Navigator.prototype, 'clipboard', original);
    };
  },
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    await fillForm(w);
    await userEvent.click(w.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(w.getByRole('region', { name: 'Answer' })).toHaveAttribute('aria-busy', 'false'), { timeout: 15_000 });
    await userEvent.click(w.getByRole('button', { name: 'Copy' }));
    // The whole answer as text, and a confirmation a screen reader hears.
    await waitFor(() => expect(clipboard.writeText).toHaveBeenCalledTimes(1));
    await expect(clipboard.writeText.mock.calls[0]?.[0]).toContain('- **What do you sell?** Bikes');
    await waitFor(() => expect(w.getByRole('status')).toHaveTextContent('The answer is copied.'));
  },
};

/**
 * The form is drawn once when it arrives, with or without answers prefilled from the address: drawing the whole form a
 * second time in the same task cost about a fifth of the time to a usable form on an owner's page at 4× CPU.
 */
export const FormDrawnOnceWhenItArrives: Story = {
  render: () => <section aria-label="Owner page" data-testid="page" />,
  parameters: { screenshot: false }, // the story is about how often the form is drawn
  play: async ({ canvasElement }) => {
    const page = within(canvasElement).getByTestId('page');
    for (const search of ['', '?Field2=Bikes']) {
      const root = addRoot(page, seedForms.published);
      const widget = mountWidget(root, { formId: String(seedForms.published), preview: false, apiBase: '', search, languages: ['en-US'], navigate: () => undefined });
      // The loading line is drawn at once; every view drawn after it replaces it in the same parent.
      const drawn: Node[] = [];
      const observer = new MutationObserver((records) => drawn.push(...records.flatMap((record) => [...record.addedNodes])));
      observer.observe(root.shadowRoot!.querySelector('.w')!.parentNode!, { childList: true });
      const w = within(root.shadowRoot!.querySelector<HTMLElement>('.w')!.parentElement!);
      await waitFor(() => expect(w.getByRole('textbox', { name: 'What do you sell?' })).toHaveValue(search ? 'Bikes' : ''), { timeout: 10_000 });
      drawn.push(...observer.takeRecords().flatMap((record) => [...record.addedNodes]));
      observer.disconnect();
      await expect(drawn, search || 'no query').toHaveLength(1);
      widget.destroy();
      root.remove();
    }
  },
};

export const FormCallLeavesFirst: Story = {
  render: () => <section aria-label="Owner page" data-testid="page" />,
  parameters: { screenshot: false }, // the story is about the order of the widget's start-up steps
  play: async ({ canvasElement }) => {
    const page = within(canvasElement).getByTestId('page');
    const root = addRoot(page, seedForms.published);
    // The form's call leaves before the widget's own start-up work (its shadow root and styles, the visitor's saved
    // answers, the loading line), which then runs while the call is on its way.
    const steps: string[] = [];
    const { fetch } = window;
    const { getItem } = Storage.prototype;
    window.fetch = (...args: Parameters<typeof fetch>) => {
      steps.push(root.shadowRoot ? 'call after the shadow root' : 'call');
      // eslint-disable-next-line no-restricted-syntax -- the widget's own call, watched and passed on unchanged
      return fetch(...args);
    };
    Storage.prototype.getItem = function (this: Storage, key: string) {
      if (key === storageKey(String(seedForms.published))) steps.push('saved answers read');
      return getItem.call(this, key);
    };
    let widget: ReturnType<typeof mountWidget>;
    try {
      widget = mountWidget(root, { formId: String(seedForms.published), preview: false, apiBase: '', search: '', languages: ['en-US'], navigate: () => undefined });
    } finally {
      window.fetch = fetch;
      Storage.prototype.getItem = getItem;
    }
    await expect(steps).toEqual(['call', 'saved answers read']);
    const w = within(root.shadowRoot!.querySelector<HTMLElement>('.w')!.parentElement!);
    await waitFor(() => expect(w.getByRole('textbox', { name: 'What do you sell?' })).toBeInTheDocument(), { timeout: 10_000 });
    widget.destroy();
    root.remove();
  },
};
