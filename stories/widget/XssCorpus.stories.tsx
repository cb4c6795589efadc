import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, seedForms } from '../../mocks/db';
import { widgetHandlers, widgetPaths } from '../../mocks/handlers/widget';
import { leadFormSchema } from '../../src/api/schemas';
import { WIDGET_ROOT_CLASS } from '../../src/domain/embed';
import { mountWidget } from '../../src/widget/mount';
import { pushPreviewModel, setPreviewMode } from '../../src/widget/protocol';
import { redirectTarget } from '../../src/widget/state';
import { modelWith, xssVectors as vectors } from './xssCorpus';

/*
 * Filter-evasion vectors in the style of OWASP's cheat sheet (xssCorpus.ts, also run in Firefox and WebKit by
 * e2e/engines), pushed through every place owner or visitor text
 * reaches the widget: owner HTML (HTML fields, custom HTML), custom CSS, field titles, descriptions and
 * options, the header and description, the mini page's markdown, the thank-you text, the logo and image URLs,
 * the redirect URL, URL prefill values and the streamed AI answer. Each vector calls `xss()` (or alert) if it
 * ever runs; the story fails if the counter moves. A control vector inserted raw proves the trap works.
 */

type Trap = Window & { xss?: () => void; __xssRuns?: number };
const trap = window as Trap;
const runs = () => trap.__xssRuns ?? 0;

function armTrap() {
  trap.__xssRuns = 0;
  trap.xss = () => {
    trap.__xssRuns = runs() + 1;
  };
  const original = window.alert;
  window.alert = () => trap.xss!();
  return () => {
    window.alert = original;
  };
}

const shadowRoots = (canvas: HTMLElement) => [...canvas.querySelectorAll(`.${WIDGET_ROOT_CLASS}`)].map((root) => root.shadowRoot!);

const meta = {
  title: 'Widget/XSS corpus',
  tags: ['!autodocs'],
  // Dozens of widgets of hostile content: the assertion is that nothing runs, not how it looks.
  parameters: { screenshot: false, a11y: { test: 'off' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const OwnerContentInPreview: Story = {
  render: () => <div data-testid="corpus" />,
  play: async ({ canvasElement }) => {
    const disarm = armTrap();
    try {
      expect(vectors.length).toBeGreaterThanOrEqual(60);
      // Control: the same kind of vector inserted raw into the host page does run, so the trap can catch one.
      const control = document.createElement('div');
      control.innerHTML = '<img src="data:," onerror="xss()">';
      canvasElement.append(control);
      await waitFor(() => expect(runs()).toBe(1));
      control.remove();
      trap.__xssRuns = 0;

      const base = leadFormSchema.parse(db.forms.get(seedForms.published));
      const container = within(canvasElement).getByTestId('corpus');
      const widgets = vectors.flatMap((vector, i) =>
        (['whole', 'leadForm', 'gratitude'] as const).map((mode) => {
          const id = `xss${i}${mode}`;
          const root = document.createElement('div');
          root.className = WIDGET_ROOT_CLASS;
          root.dataset.id = id;
          root.dataset.preview = '';
          container.append(root);
          const widget = mountWidget(root, { formId: id, preview: true, apiBase: '', search: '', languages: ['en'] });
          pushPreviewModel(id, modelWith(base, vector, id));
          setPreviewMode(id, mode);
          return widget;
        }),
      );
      // Every owner markup is sanitised and in place, and every image has loaded or failed.
      await waitFor(
        () => {
          const text = shadowRoots(canvasElement).map((shadow) => shadow.textContent ?? '').join(' ');
          for (let i = 0; i < vectors.length; i++) expect(text).toContain(`sanitised xss${i}whole`);
          const images = shadowRoots(canvasElement).flatMap((shadow) => [...shadow.querySelectorAll('img')]);
          expect(images.every((image) => image.complete)).toBe(true);
        },
        { timeout: 20_000 },
      );
      // Focus and hover every control, as a visitor would, in case a handler slipped through.
      for (const shadow of shadowRoots(canvasElement).slice(0, 30)) {
        for (const el of shadow.querySelectorAll<HTMLElement>('a, button, input, textarea, select, [tabindex]')) el.focus();
      }
      expect(runs()).toBe(0);
      // No element that could run anything made it in (owner CSS is only ever text of a style element).
      for (const shadow of shadowRoots(canvasElement)) {
        expect(shadow.querySelectorAll('script, iframe, object, embed, form:not([novalidate]), base, meta, link, svg, math')).toHaveLength(0);
        const elements = [...shadow.querySelectorAll('*')];
        expect(elements.filter((el) => [...el.attributes].some((a) => /^on/i.test(a.name)))).toHaveLength(0);
        expect(elements.filter((el) => /^\s*(javascript|vbscript|data:text)/i.test(el.getAttribute('href') ?? el.getAttribute('src') ?? ''))).toHaveLength(0);
      }
      for (const vector of vectors) {
        const target = redirectTarget({ ...base, redirect_url: vector }, {});
        expect(target === null || /^https?:/.test(target)).toBe(true);
      }
      widgets.forEach((widget) => widget.destroy());
    } finally {
      disarm();
    }
  },
};

/** The streamed answer carries every vector, and URL prefill values carry some: the visitor's own page. */
export const AnswerAndPrefill: Story = {
  render: () => <div className={WIDGET_ROOT_CLASS} data-id={seedForms.published} />,
  parameters: {
    msw: {
      handlers: {
        widget: [
          http.post(widgetPaths.answer, () => {
            const lines = [
              JSON.stringify({ type: 'start', filling_id: 1 }),
              ...vectors.map((vector) => JSON.stringify({ type: 'token', text: `${vector}\n\n` })),
              JSON.stringify({ type: 'end', truncated: false }),
            ];
            return new HttpResponse(`${lines.join('\n')}\n`, { headers: { 'Content-Type': 'application/x-ndjson' } });
          }),
          ...widgetHandlers,
        ],
      },
    },
  },
  beforeEach: () => {
    localStorage.removeItem(`aii-cx-widget-${seedForms.published}`);
    db.forms.update(seedForms.published, { collect_lead_strategy: 'DISABLED' });
  },
  play: async ({ canvasElement }) => {
    const disarm = armTrap();
    try {
      const root = canvasElement.querySelector<HTMLElement>(`.${WIDGET_ROOT_CLASS}`)!;
      const search = `?Field2=${encodeURIComponent(vectors[2])}&Field3=${encodeURIComponent(vectors[0])}&Field4=${encodeURIComponent('< $1k')}`;
      const widget = mountWidget(root, { formId: String(seedForms.published), preview: false, apiBase: '', search, languages: ['en'] });
      await waitFor(() => expect(root.shadowRoot?.querySelector('.w[data-state=ready]')).toBeTruthy());
      const w = within(root.shadowRoot!.querySelector<HTMLElement>('.w')!.parentElement!);
      await expect(w.getByRole('textbox', { name: 'What do you sell?' })).toHaveValue(vectors[2]);
      await userEvent.click(w.getByRole('button', { name: 'Generate' }));
      await waitFor(() => expect(w.getByRole('region', { name: 'Answer' })).toHaveAttribute('aria-busy', 'false'), { timeout: 15_000 });
      const answer = w.getByRole('region', { name: 'Answer' });
      // Shown as text, never as markup.
      await expect(answer).toHaveTextContent('<script>xss()</script>');
      expect(answer.querySelector('script, img, iframe, svg, a[href^="javascript"]')).toBeNull();
      expect(runs()).toBe(0);
      widget.destroy();
    } finally {
      disarm();
    }
  },
};
