import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WIDGET_ROOT_CLASS, type PreviewMode } from '../../src/domain/embed';
import { widgetTexts } from '../../src/widget/i18n';
import { mountWidget } from '../../src/widget/mount';
import { pushPreviewModel, setPreviewMode } from '../../src/widget/protocol';
import { sampleImage } from './widgetStory';

/*
 * Issue 30 item 5: 1,000 mutated form models (keys deleted, values of the wrong type, nulls, choices without
 * options, huge texts, nested junk) pushed into a preview root in Chromium as the app pushes them, each shown in
 * one of the parts (whole, lead form, thank-you, in turn) with its buttons pressed, and 250 more served to a
 * visitor's root as the server's answer (its page URL prefilling fields and extra data). Every one must end in a drawn form or the failed notice, with no page error and no unhandled
 * rejection. The mutations come from a seeded generator: the seed is printed, and
 * `VITE_WIDGET_FUZZ_SEED=<seed> npx vitest run --project storybook stories/widget/ModelFuzz.stories.tsx`
 * replays a run (CI uses the fixed default, so a failure is the same on every machine).
 */
const meta = {
  title: 'Widget/Model Fuzz',
  tags: ['!autodocs'],
  render: () => <div data-testid="stage" />,
  // A thousand broken forms drawn one over the other: the outcome is counted, not looked at.
  parameters: { screenshot: false, a11y: { test: 'off' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const MODELS = 1_000;
/** A visitor's root is mounted, loads and is destroyed per model (about 4 times the work of a push): fewer of them. */
const VISITOR_MODELS = 250;
const DEFAULT_SEED = 20261126;

/** mulberry32: a small seeded generator, the same numbers for the same seed in every browser. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T,>(list: readonly T[]): T => list[int(list.length)]!;
  return { next, int, pick };
}
type Random = ReturnType<typeof generator>;

/** A model with every part the widget draws: each kind of field, lead fields, buttons, looks, owner HTML. */
const wholeModel = () => ({
  id: 'fuzz',
  header: 'Plan a trip',
  description: 'Three questions',
  page_type: 'mini_page',
  call_to_action: '# Why\n\n**Fast** and [kind](https://example.com)',
  logo: sampleImage,
  thank_you_text: 'Thanks!',
  redirect_url: 'https://example.com/next',
  custom_css: '.w{color:#123}',
  custom_html: '<p id="lt">Owner <b>markup</b></p>',
  language_code: 'en',
  alignment: 'center',
  width: 600,
  height: '400px',
  transparent_background: false,
  header_font: 'Montserrat',
  body_font: 'Inter',
  collect_lead_strategy: 'AFTER',
  hidden_params: ['ref'],
  preferences: { primaryColor: { hex: '#0f766e' }, bgColor: { hex: '#ffffff' } },
  fields: {
    version: '3',
    enableLeads: true,
    enableGenerateMoreBtn: true,
    formCssOverrides: { 'border-radius': '4px', h2: 'color:red' },
    runAiBtn: { fieldRef: '#runAiBtnRef', title: 'Go' },
    submitFormBtn: { fieldRef: '#submitFormBtnRef', title: 'Send it' },
    aiFields: [
      { type: 'HeaderField', fieldRef: '#Field1', title: 'About you', size: 'h3' },
      { type: 'ImageField', fieldRef: '#Field2', image: { url: sampleImage }, width: 30, align: 'center' },
      { type: 'TextInputField', fieldRef: '#Field3', title: 'Where to?', description: 'A city', required: true },
      { type: 'SelectField', fieldRef: '#Field4', title: 'How long?', description: '', options: ['A week', 'A month'], isMultiple: false, required: true },
      { type: 'SelectField', fieldRef: '#Field5', title: 'What do you like?', description: '', options: ['Food', 'Sea'], isMultiple: true, required: true },
      { type: 'HtmlField', fieldRef: '#Field6', markup: '<i id="f0">owner</i>' },
      { type: 'ButtonField', fieldRef: '#Field7', title: 'Also go' },
    ],
    leadsFields: [
      { type: 'TextInputField', fieldRef: '#email', title: 'Mail', required: true, enabled: true },
      { type: 'TextInputField', fieldRef: '#phone', title: 'Tel', required: false, enabled: true },
      { type: 'TextInputField', fieldRef: '#name', title: 'You', required: false, enabled: true },
    ],
  },
});

/** Values of every wrong kind, nested junk and huge texts included. */
function junk(r: Random, depth = 0): unknown {
  switch (r.int(depth > 2 ? 9 : 12)) {
    case 0:
      return null;
    case 1:
      return undefined;
    case 2:
      return r.int(3) === 0 ? -1 : r.next() * 1e9;
    case 3:
      return r.next() < 0.5;
    case 4:
      return '';
    case 5:
      // Long texts, up to the largest a form may hold (owner HTML and CSS: 50,000 characters).
      return 'x'.repeat(r.pick([1, 100, 2_000, 50_000]));
    case 6:
      return r.pick(['<img src=x onerror=xss()>', '#Field3', 'SelectField', 'h1', '__proto__', 'constructor', '@[#Field3]', '\u0000\ud800', 'javascript:alert(1)']);
    case 7:
      return NaN;
    case 8:
      return [];
    case 9:
      return Array.from({ length: r.int(4) }, () => junk(r, depth + 1));
    case 10:
      return Object.fromEntries(Array.from({ length: r.int(4) }, (_, i) => [r.pick(['type', 'fieldRef', 'title', 'options', 'hex', `k${i}`]), junk(r, depth + 1)]));
    default:
      return {};
  }
}

/** Every object and list inside `value`, with the key that holds it in its parent. */
function containers(value: unknown, found: (Record<string, unknown> | unknown[])[] = []) {
  if (value !== null && typeof value === 'object') {
    found.push(value as Record<string, unknown>);
    for (const child of Object.values(value)) containers(child, found);
  }
  return found;
}

/** One to four mutations of the whole model, anywhere in it. */
function mutated(r: Random): unknown {
  const model = wholeModel() as unknown as Record<string, unknown>;
  const fields = model.fields as Record<string, unknown>;
  const aiFields = fields.aiFields as Record<string, unknown>[];
  const mutations = 1 + r.int(4);
  for (let n = 0; n < mutations; n++) {
    const places = containers(model);
    const place = r.pick(places) as Record<string, unknown>;
    const keys = Object.keys(place);
    const key = keys.length > 0 ? r.pick(keys) : 'added';
    switch (r.int(8)) {
      case 0:
        delete place[key];
        break;
      case 1:
        place[key] = null;
        break;
      case 2:
      case 3:
        place[key] = junk(r);
        break;
      case 4:
        // A choice field without options, or with options of the wrong kind.
        aiFields[3] = { ...aiFields[3], options: r.pick([undefined, null, 'A week', [null, 7, {}], []]) };
        break;
      case 5:
        // A field that is not a field, or a field of a type the widget does not know.
        aiFields.splice(r.int(aiFields.length + 1), 0, r.pick([null, 'field', 7, [], { type: 'Slider', fieldRef: '#Field9' }, { type: 'TextInputField' }]) as Record<string, unknown>);
        break;
      case 6:
        place[key] = 'y'.repeat(r.pick([1_000, 20_000]));
        break;
      default:
        // The strategy or a part of the form's layout changed to what the widget does not expect.
        model[r.pick(['collect_lead_strategy', 'page_type', 'language_code'])] = r.pick(['BEFORE', 'EMAIL', 'DISABLED', 'mini_page', 'ru', 'zz', null, 3]);
    }
  }
  return model;
}

const modes: PreviewMode[] = ['whole', 'leadForm', 'gratitude'];
/** The failed notice in any of the widget's languages (a broken model may still name its language). */
const failedNotices = widgetTexts.failed;

/** What the root shows now: a drawn form (its fields, the lead form or the thank-you), the failed notice, or neither. */
function outcome(root: HTMLElement): 'drawn' | 'failed' | string {
  const view = root.shadowRoot?.querySelector<HTMLElement>('.w');
  if (view?.dataset.state === 'ready' && view.querySelector('form, .note h3')) return 'drawn';
  if (view?.dataset.state === 'failed' && failedNotices.includes(view.textContent ?? '')) return 'failed';
  return `neither (${view?.dataset.state}: ${view?.textContent?.slice(0, 80)})`;
}

/** Presses every button the root shows (in a preview the form is only checked, nothing is sent). */
function pressButtons(root: HTMLElement) {
  for (const button of root.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')) button.click();
}

/** Page errors and unhandled rejections while `run` runs, each with the model's number. */
async function collectingPageErrors(run: (current: { index: number }) => Promise<void>) {
  const errors: string[] = [];
  const current = { index: -1 };
  const onError = (event: ErrorEvent) => errors.push(`model ${current.index}: ${event.message}`);
  const onRejection = (event: PromiseRejectionEvent) => errors.push(`model ${current.index}: unhandled rejection ${String(event.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  try {
    await run(current);
    // Rejections are reported after the microtasks of their turn: give them a turn to arrive.
    await new Promise((resolve) => setTimeout(resolve, 0));
  } finally {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  }
  return errors;
}

/**
 * Resolves once the root shows something other than "Loading the form…" (a form that stays loading is a
 * failure: after two seconds the outcome check reports it).
 */
function settled(root: HTMLElement): Promise<void> {
  const shadow = root.shadowRoot!;
  const loaded = () => !shadow.querySelector('.w[data-state=loading]');
  if (loaded()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(cap);
      resolve();
    };
    const observer = new MutationObserver(() => loaded() && done());
    observer.observe(shadow, { childList: true, subtree: true });
    const cap = setTimeout(done, 2_000);
  });
}

const seed = Number(import.meta.env.VITE_WIDGET_FUZZ_SEED) || DEFAULT_SEED;

export const PreviewPushes: Story = {
  play: async ({ canvasElement }) => {
    const stage = within(canvasElement).getByTestId('stage');
    const r = generator(seed);
    console.log(`Widget model fuzz, preview pushes: seed ${seed} (replay with VITE_WIDGET_FUZZ_SEED=${seed}), ${MODELS} models.`);
    const root = document.createElement('div');
    root.className = WIDGET_ROOT_CLASS;
    root.dataset.id = 'fuzz';
    root.dataset.preview = '';
    stage.append(root);
    const widget = mountWidget(root, { formId: 'fuzz', preview: true, apiBase: '', search: '', languages: ['en'] });
    const outcomes = { drawn: 0, failed: 0 };
    const neither: string[] = [];
    const started = performance.now();
    const errors = await collectingPageErrors(async (current) => {
      for (let i = 0; i < MODELS; i++) {
        current.index = i;
        // Each model drawn in the part shown when it arrives, then in the next part, with its buttons pressed.
        pushPreviewModel('fuzz' as never, mutated(r) as never);
        const mode = modes[i % modes.length]!;
        setPreviewMode('fuzz' as never, mode);
        pressButtons(root);
        const seen = outcome(root);
        if (seen === 'drawn' || seen === 'failed') outcomes[seen]++;
        else neither.push(`model ${i}, ${mode}: ${seen}`);
      }
    });
    widget.destroy();
    console.log(`  ${outcomes.drawn} drawn, ${outcomes.failed} failed notices, ${neither.length} neither, ${errors.length} page errors, in ${Math.round(performance.now() - started)} ms.`);
    await expect(errors.slice(0, 5)).toEqual([]);
    await expect(neither.slice(0, 5)).toEqual([]);
    // The generator reaches both outcomes (a run where every model is refused, or none is, tests little).
    expect(outcomes.drawn).toBeGreaterThan(MODELS / 10);
    expect(outcomes.failed).toBeGreaterThan(MODELS / 10);
  },
};

/** Mutations of the same kind as the server's answer to a visitor's root, whose page URL prefills fields and extra data. */
export const VisitorLoads: Story = {
  play: async ({ canvasElement }) => {
    const stage = within(canvasElement).getByTestId('stage');
    const r = generator(seed + 1);
    console.log(`Widget model fuzz, visitor loads: seed ${seed + 1}, ${VISITOR_MODELS} models.`);
    const realFetch = window.fetch;
    let served: unknown = null;
    // The widget's calls answered in the page: the model for the form call, an empty success for the rest.
    window.fetch = async (input) =>
      String(input instanceof Request ? input.url : input).endsWith('/widget/') ? Response.json(served) : Response.json({ uuid: 'fuzz-session', emailed: false });
    const outcomes = { drawn: 0, failed: 0 };
    const neither: string[] = [];
    const started = performance.now();
    try {
      const errors = await collectingPageErrors(async (current) => {
        for (let i = 0; i < VISITOR_MODELS; i++) {
          current.index = i;
          served = mutated(r);
          localStorage.removeItem('aii-cx-widget-fuzz');
          const root = document.createElement('div');
          root.className = WIDGET_ROOT_CLASS;
          stage.append(root);
          const search = '?Field3=Rome&Where%20to%3F=Oslo&Field4=A%20week&Field5=Sea&ref=ad&utm_source=mail&title=x';
          const widget = mountWidget(root, { formId: 'fuzz', preview: false, apiBase: '', search, languages: ['en'], navigate: () => undefined });
          await settled(root);
          pressButtons(root);
          const seen = outcome(root);
          if (seen === 'drawn' || seen === 'failed') outcomes[seen]++;
          else neither.push(`model ${i}: ${seen}`);
          widget.destroy();
          root.remove();
        }
      });
      console.log(`  ${outcomes.drawn} drawn, ${outcomes.failed} failed notices, ${neither.length} neither, ${errors.length} page errors, in ${Math.round(performance.now() - started)} ms.`);
      await expect(errors.slice(0, 5)).toEqual([]);
      await expect(neither.slice(0, 5)).toEqual([]);
      expect(outcomes.drawn).toBeGreaterThan(VISITOR_MODELS / 10);
      expect(outcomes.failed).toBeGreaterThan(VISITOR_MODELS / 10);
    } finally {
      window.fetch = realFetch;
      localStorage.removeItem('aii-cx-widget-fuzz');
    }
  },
};
