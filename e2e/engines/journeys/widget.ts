import assert from 'node:assert/strict';
import type { WidgetModel } from '../../../src/domain/widgetModel';
import { modelWith, xssVectors } from '../../../stories/widget/xssCorpus';
import { everyFieldType, leadsOf, publishForm, widgetModelOf } from '../owner';
import type { Page, Query } from '../page';
import { origins } from '../servers';
import type { Journey } from './context';

/*
 * The widget on an owner's page of another origin with hostile CSS (host.html), live against the HTTP demo
 * backend and in preview (driven by document events, no calls), as in e2e/ownerSite.spec.ts and the widget
 * stories, in each engine.
 */

const rootOf = (id: number | string) => `.aii-cx-widget-root[data-id="${id}"]`;

/** The owner's page embedding these forms; `visitorQuery` is the visitor's own part of the address (prefill). */
function hostUrl(forms: (number | string)[], visitorQuery: Record<string, string> = {}): string {
  const query = new URLSearchParams({ app: origins.app, api: origins.api, form: forms.join(','), ...visitorQuery });
  return `${origins.site}/host.html?${query}`;
}

/** Opens the owner's page and waits until the widget of `formId` shows its form. */
async function openWidget(page: Page, formId: number, visitorQuery: Record<string, string> = {}): Promise<(query: Query) => Query> {
  await page.goto(hostUrl([formId], visitorQuery));
  await page.see({ within: rootOf(formId), css: '.w[data-state=ready]' }, 15_000);
  return (query) => ({ within: rootOf(formId), ...query });
}

const tripForm = async (changes: Record<string, unknown> = {}) =>
  (await publishForm({
    header: 'Plan a trip',
    description: 'Three questions, and a plan for your days.',
    collect_lead_strategy: 'AFTER',
    thank_you_text: 'Thanks, your trip plan is on its way.',
    language_code: 'en',
    ...changes,
    fields: { aiFields: everyFieldType, aiPrompt: 'Plan a trip to #Field2 for a #Field4 budget, with #Field5.', enableGenerateMoreBtn: false },
  })).id;

/** Runs in the page: what a person would notice if the host's CSS reached into a widget, or the widget's out. */
function styleLeaks(rootSelector: string): string[] {
  const leaks = (window as unknown as { hostStyleChanges(): string[] }).hostStyleChanges();
  const shadow = document.querySelector(rootSelector)?.shadowRoot;
  if (!shadow) return ['no widget'];
  const look = (selector: string) => {
    const element = shadow.querySelector(selector);
    return element ? getComputedStyle(element) : null;
  };
  const box = look('.w');
  const text = look('input[type=text], textarea');
  const button = look('button[type=submit]');
  const label = look('label');
  if (!box || !text || !button || !label) return ['the widget has no form'];
  if (text.display === 'none') leaks.push('the host hides the widget\'s inputs');
  if (box.color === 'rgb(255, 0, 0)' || label.color === 'rgb(255, 0, 0)') leaks.push('the host paints the widget\'s text red');
  if (/comic/i.test(box.fontFamily) || /comic/i.test(label.fontFamily)) leaks.push(`the host sets the widget's font: ${label.fontFamily}`);
  if (box.fontSize !== '16px') leaks.push(`the widget's text is ${box.fontSize}, not 16px`);
  if (button.transform !== 'none') leaks.push(`the host turns the widget's button: ${button.transform}`);
  if (button.backgroundColor === 'rgb(255, 255, 0)') leaks.push('the host paints the widget\'s button yellow');
  if (label.textTransform !== 'none' || label.letterSpacing !== 'normal') leaks.push('the host changes the widget\'s labels');
  if (box.backgroundColor === 'rgb(0, 0, 255)') leaks.push('the host\'s class rules reach the widget\'s box');
  return leaks;
}

const liveRender: Journey = {
  name: 'widget live: every field type shows on a hostile owner page, and neither side\'s CSS reaches the other',
  async run({ page, shot }) {
    const formId = await tripForm();
    const w = await openWidget(page, formId);
    await page.see(w({ role: 'heading', name: 'Plan a trip' }));
    await page.see(w({ text: 'Three questions, and a plan for your days.' }));
    await page.see(w({ role: 'heading', name: 'About your trip' }));
    await page.see(w({ role: 'textbox', label: 'Where to' }));
    await page.see(w({ text: 'A city or a country' }));
    await page.see(w({ role: 'textbox', label: 'Anything else (optional)' }));
    const budget = await page.state(w({ role: 'combobox', label: 'Budget' }));
    assert.equal(budget.value, '');
    await page.see(w({ role: 'group', label: 'Interests' }));
    for (const interest of ['Museums', 'Food', 'Hiking']) await page.see(w({ role: 'checkbox', label: interest }));
    await page.see(w({ css: '.owner-html b', text: 'include' }));
    assert.equal(await page.run((root: string) => {
      const image = document.querySelector(root)?.shadowRoot?.querySelector<HTMLImageElement>('.img img');
      return image ? image.complete && image.naturalWidth : -1;
    }, rootOf(formId)), 16, 'the image field shows its image');
    assert.deepEqual(await page.run(styleLeaks, rootOf(formId)), []);
    // The host's own input is still hidden by the host's own CSS, as the host wants.
    assert.equal(await page.run(() => getComputedStyle(document.getElementById('host-input')!).display), 'none');
    await page.screenshot({ css: rootOf(formId) }, shot('widget-live.png'));
  },
};

const requiredMessages: Journey = {
  name: 'widget live: Generate with empty fields says which are required, next to each, and moves the focus there',
  async run({ page }) {
    const formId = await tripForm();
    const w = await openWidget(page, formId);
    await page.click(w({ role: 'button', name: 'Generate' }));
    await page.see(w({ text: 'Where to is a required field' }));
    await page.see(w({ text: 'Budget is a required field' }));
    await page.see(w({ text: 'Interests is a required field' }));
    await page.notSee(w({ text: 'Anything else is a required field' }));
    const where = await page.state(w({ role: 'textbox', label: 'Where to' }));
    assert.equal(where.invalid, 'true');
    assert.equal(where.focused, true, 'the first field with a message has the focus');
    assert.equal((await page.state(w({ role: 'combobox', label: 'Budget' }))).invalid, 'true');
    assert.equal((await page.state(w({ role: 'group', label: 'Interests' }))).invalid, 'true');
    await page.see(w({ role: 'status', text: 'Fill all the fields, please' }));
    // What is fixed loses its message on the next try; the rest keep theirs.
    await page.fill(w({ role: 'textbox', label: 'Where to' }), 'Lisbon');
    await page.click(w({ role: 'button', name: 'Generate' }));
    await page.see(w({ text: 'Budget is a required field' }));
    await page.notSee(w({ text: 'Where to is a required field' }));
    assert.equal((await page.state(w({ role: 'combobox', label: 'Budget' }))).focused, true);
  },
};

/** Fills every kind of field the form has, as a visitor does: typing, picking an option, ticking boxes. */
async function fillTrip(page: Page, w: (query: Query) => Query, where = 'Lisbon') {
  await page.fill(w({ role: 'textbox', label: 'Where to' }), where);
  await page.select(w({ role: 'combobox', label: 'Budget' }), 'Middle');
  await page.click(w({ role: 'checkbox', label: 'Food' }));
  await page.click(w({ role: 'checkbox', label: 'Hiking' }));
  assert.equal((await page.state(w({ role: 'checkbox', label: 'Food' }))).checked, true);
  assert.equal((await page.state(w({ role: 'checkbox', label: 'Museums' }))).checked, false);
}

const streamAndStop: Journey = {
  name: 'widget live: every field type filled, the answer streams, Stop keeps what came and what was typed',
  async run({ page }) {
    const formId = await tripForm();
    // A long note (from the address) makes a long answer, as the answer repeats what the visitor said: 380 words
    // stream for about 7 s, time enough to stop it on a slow machine (and under the 2,000 characters of one answer).
    const note = Array.from({ length: 380 }, (_, i) => `w${i}`).join(' ');
    const w = await openWidget(page, formId, { Field3: note });
    await fillTrip(page, w);
    await page.click(w({ role: 'button', name: 'Generate' }));
    const answer = w({ role: 'region', name: 'Answer' });
    await page.until('the answer streams', (root: string) => {
      const region = document.querySelector(root)?.shadowRoot?.querySelector('section.ans');
      return region?.getAttribute('aria-busy') === 'true' && (region.textContent ?? '').includes('Lisbon');
    }, rootOf(formId));
    await page.click(w({ role: 'button', name: 'Stop' }));
    await page.see(w({ text: 'Stopped. The answer so far is kept.' }));
    await page.notSee(w({ role: 'button', name: 'Stop' }));
    const kept = await page.state(answer);
    assert.match(kept.text, /Lisbon/);
    assert.doesNotMatch(kept.text, /Good luck/, 'the answer stopped before its end');
    assert.equal((await page.state(w({ role: 'textbox', label: 'Where to' }))).value, 'Lisbon');
    assert.equal((await page.state(w({ role: 'combobox', label: 'Budget' }))).value, 'Middle');
    assert.equal((await page.state(w({ role: 'checkbox', label: 'Hiking' }))).checked, true);
  },
};

const prefillAnswerLead: Journey = {
  name: 'widget live: the address prefills fields, the answer streams to its end, the lead form checks contacts, then the thank-you text',
  async run({ page }) {
    const formId = await tripForm();
    const w = await openWidget(page, formId, { Field2: 'Porto', budget: 'High', Interests: 'Food', utm_source: 'engines' });
    assert.equal((await page.state(w({ role: 'textbox', label: 'Where to' }))).value, 'Porto');
    assert.equal((await page.state(w({ role: 'combobox', label: 'Budget' }))).value, 'High');
    assert.equal((await page.state(w({ role: 'checkbox', label: 'Food' }))).checked, true);
    await page.click(w({ role: 'button', name: 'Generate' }));
    const answer = w({ role: 'region', name: 'Answer' });
    await page.see(w({ role: 'status', text: 'The answer is ready.' }), 20_000);
    const full = await page.state(answer);
    // The demo answer repeats each answer under its question.
    assert.match(full.text, /Where to\s*Porto/);
    assert.match(full.text, /Budget\s*High/);
    assert.match(full.text, /Interests\s*Food/);
    assert.match(full.text, /Good luck/);
    // The answer's markdown is drawn: its heading and its numbered list.
    await page.see(w({ css: 'section.ans :is(h1, h2, h3, h4, h5, h6)', name: 'Plan a trip' }));
    assert.equal((await page.all(w({ css: 'section.ans ol > li' }))).length, 3);

    // The lead form, after the answer: its messages, then the lead.
    await page.see(w({ role: 'heading', name: 'Leave your contact details' }));
    await page.click(w({ role: 'button', name: 'Send' }));
    await page.see(w({ text: 'E-mail is a required field' }));
    assert.equal((await page.state(w({ role: 'textbox', label: 'E-mail' }))).focused, true);
    await page.fill(w({ role: 'textbox', label: 'E-mail' }), 'not-an-address');
    await page.fill(w({ role: 'textbox', label: 'Phone (optional)' }), 'call me');
    await page.click(w({ role: 'button', name: 'Send' }));
    await page.see(w({ text: 'Email is not valid' }));
    await page.see(w({ text: 'Phone number is not valid' }));
    const email = `engines.${Date.now()}@example.com`;
    await page.fill(w({ role: 'textbox', label: 'E-mail' }), email);
    await page.fill(w({ role: 'textbox', label: 'Phone (optional)' }), '555 010 2030');
    await page.fill(w({ role: 'textbox', label: 'Your name (optional)' }), 'Ana');
    await page.click(w({ role: 'button', name: 'Send' }));
    await page.see(w({ role: 'heading', name: 'Thanks, your trip plan is on its way.' }));
    assert.equal((await page.state(w({ role: 'heading', name: 'Thanks, your trip plan is on its way.' }))).focused, true);

    const lead = (await leadsOf(formId)).find((l) => l.email === email);
    assert.ok(lead, 'the owner has the lead');
    assert.equal(lead.name, 'Ana');
    assert.deepEqual(
      { where: lead.field_values['#Field2'], budget: lead.field_values['#Field4'], interests: lead.field_values['#Field5'], utm: lead.field_values.utm_source },
      { where: 'Porto', budget: 'High', interests: ['Food'], utm: 'engines' },
    );
  },
};

const visitorLanguage: Journey = {
  name: 'widget live: a visitor whose browser is Russian gets the widget\'s texts in Russian',
  async run({ visitor }) {
    // A form in a language the widget has no texts for: the visitor's language decides.
    const formId = await tripForm({ language_code: 'de' });
    const page = await visitor({ locale: 'ru' });
    assert.match(await page.run(() => navigator.language), /^ru/);
    await page.goto(hostUrl([formId, 999999]));
    await page.see({ within: rootOf(formId), css: '.w[data-state=ready]' }, 15_000);
    const w = (query: Query) => ({ within: rootOf(formId), ...query });
    assert.equal(await page.run((root: string) => document.querySelector(root)?.shadowRoot?.querySelector('.w')?.getAttribute('lang'), rootOf(formId)), 'ru');
    await page.see(w({ role: 'textbox', label: 'Anything else (необязательно)' }));
    await page.click(w({ role: 'button', name: 'Generate' }));
    await page.see(w({ text: 'Поле «Where to» обязательно' }));
    await page.see(w({ role: 'status', text: 'Заполните, пожалуйста, все поля' }));
    // A form that is not published says so in the visitor's language.
    await page.see({ within: rootOf(999999), text: 'Эта форма недоступна.' });
  },
};

/** Runs in the page: adds a preview root (as the app's editor does) and resolves once the widget has mounted it. */
async function addPreviewRoot(id: string): Promise<boolean> {
  const root = document.createElement('div');
  root.className = 'aii-cx-widget-root';
  root.dataset.id = id;
  root.dataset.preview = '';
  document.getElementById('widgets')!.append(root);
  for (let i = 0; i < 100 && !root.shadowRoot; i++) await new Promise((r) => setTimeout(r, 50));
  return !!root.shadowRoot;
}

/** Runs in the page: what the app's editor sends a preview root (src/widget/protocol.ts). */
function pushToPreview(id: string, model: unknown, mode: string | null): void {
  if (model) document.dispatchEvent(new CustomEvent(`aii-cx-widget-${id}-set-model-data`, { detail: { data: model } }));
  if (mode) document.dispatchEvent(new CustomEvent(`aii-cx-widget-${id}-change-preview-mode`, { detail: { mode } }));
}

/** Runs in the page: the calls made to the API so far. */
const apiCalls = (api: string) => performance.getEntriesByType('resource').filter((entry) => entry.name.startsWith(api)).length;

const preview: Journey = {
  name: 'widget preview: the pushed form, its messages, the lead form and the thank-you text, with no call made',
  async run({ page, shot }) {
    const base = await widgetModelOf(await tripForm());
    await page.goto(hostUrl([]));
    await page.until('the widget script loaded', () => (window as unknown as { widgetScriptLoaded?: boolean }).widgetScriptLoaded === true);
    const id = 'preview-1';
    assert.equal(await page.run(addPreviewRoot, id), true);
    const model: WidgetModel = { ...base, id, header: 'Preview of a trip planner' };
    await page.run(pushToPreview, id, model, 'whole');
    const w = (query: Query) => ({ within: rootOf(id), ...query });
    await page.see(w({ role: 'heading', name: 'Preview of a trip planner' }));
    await page.fill(w({ role: 'textbox', label: 'Where to' }), 'Oslo');
    await page.click(w({ role: 'checkbox', label: 'Museums' }));
    await page.click(w({ role: 'button', name: 'Generate' }));
    await page.see(w({ text: 'Budget is a required field' }));
    await page.notSee(w({ text: 'Interests is a required field' }));
    await page.screenshot({ css: rootOf(id) }, shot('widget-preview.png'));

    // The owner edits the form: the preview follows, and what was typed stays.
    await page.run(pushToPreview, id, { ...model, header: 'A changed header' }, null);
    await page.see(w({ role: 'heading', name: 'A changed header' }));
    assert.equal((await page.state(w({ role: 'textbox', label: 'Where to' }))).value, 'Oslo');

    await page.run(pushToPreview, id, null, 'leadForm');
    await page.see(w({ role: 'heading', name: 'Leave your contact details' }));
    await page.click(w({ role: 'button', name: 'Send' }));
    await page.see(w({ text: 'E-mail is a required field' }));
    await page.screenshot({ css: rootOf(id) }, shot('widget-preview-lead-form.png'));

    await page.run(pushToPreview, id, null, 'gratitude');
    await page.see(w({ role: 'heading', name: 'Thanks, your trip plan is on its way.' }));
    assert.equal(await page.run(apiCalls, origins.api), 0, 'a preview makes no call');
  },
};

/** Runs in the page: everything that would tell a vector got through, over every widget root. */
function xssFindings(): { runs: number; dangerous: string[]; handlers: number; scriptUrls: number; widgets: number } {
  const shadows = [...document.querySelectorAll('.aii-cx-widget-root')].map((root) => root.shadowRoot!).filter(Boolean);
  const dangerous: string[] = [];
  let handlers = 0;
  let scriptUrls = 0;
  for (const shadow of shadows) {
    for (const element of shadow.querySelectorAll('script, iframe, object, embed, form:not([novalidate]), base, meta, link, svg, math')) dangerous.push(element.tagName);
    for (const element of shadow.querySelectorAll('*')) {
      if ([...element.attributes].some((attribute) => /^on/i.test(attribute.name))) handlers += 1;
      if (/^\s*(javascript|vbscript|data:text)/i.test(element.getAttribute('href') ?? element.getAttribute('src') ?? '')) scriptUrls += 1;
    }
  }
  return { runs: (window as unknown as { xssRuns: number }).xssRuns, dangerous, handlers, scriptUrls, widgets: shadows.length };
}

/** Runs in the page: the trap catches a vector inserted raw into the host page (so a zero below means something). */
async function trapWorks(): Promise<boolean> {
  const control = document.createElement('div');
  control.innerHTML = '<img src="data:," onerror="xss()">';
  document.body.append(control);
  const win = window as unknown as { xssRuns: number };
  for (let i = 0; i < 100 && win.xssRuns === 0; i++) await new Promise((r) => setTimeout(r, 20));
  control.remove();
  const caught = win.xssRuns === 1;
  win.xssRuns = 0;
  return caught;
}

const xssInPreview: Journey = {
  name: `widget preview: ${xssVectors.length} XSS vectors in every owner slot of the whole form, the lead form and the thank-you text run nothing`,
  async run({ page }) {
    assert.ok(xssVectors.length >= 60);
    const base = await widgetModelOf(1);
    await page.goto(hostUrl([]));
    await page.until('the widget script loaded', () => (window as unknown as { widgetScriptLoaded?: boolean }).widgetScriptLoaded === true);
    assert.equal(await page.run(trapWorks), true, 'the trap catches a raw vector');
    const modes = ['whole', 'leadForm', 'gratitude'] as const;
    const roots = xssVectors.flatMap((vector, i) => modes.map((mode) => ({ id: `xss${i}${mode}`, model: modelWith(base, vector, `xss${i}${mode}`), mode })));
    await page.run(async (all: { id: string; model: unknown; mode: string }[]) => {
      const host = document.getElementById('widgets')!;
      for (const { id } of all) {
        const root = document.createElement('div');
        root.className = 'aii-cx-widget-root';
        root.dataset.id = id;
        root.dataset.preview = '';
        host.append(root);
      }
      while ([...host.children].some((root) => !root.shadowRoot)) await new Promise((r) => setTimeout(r, 50));
      for (const { id, model, mode } of all) {
        document.dispatchEvent(new CustomEvent(`aii-cx-widget-${id}-set-model-data`, { detail: { data: model } }));
        document.dispatchEvent(new CustomEvent(`aii-cx-widget-${id}-change-preview-mode`, { detail: { mode } }));
      }
    }, roots);
    // Every owner markup is sanitised and in place, and every image has loaded or failed.
    await page.untilWithin(30_000, 'every widget drawn', (count: number) => {
      const shadows = [...document.querySelectorAll('.aii-cx-widget-root')].map((root) => root.shadowRoot!);
      const text = shadows.map((shadow) => shadow.textContent ?? '').join(' ');
      for (let i = 0; i < count; i++) if (!text.includes(`sanitised xss${i}whole`)) return false;
      return shadows.flatMap((shadow) => [...shadow.querySelectorAll('img')]).every((image) => image.complete);
    }, xssVectors.length);
    // Focus every control of the first widgets, as a visitor would, in case a handler slipped through.
    await page.run(() => {
      for (const root of [...document.querySelectorAll('.aii-cx-widget-root')].slice(0, 30)) {
        for (const element of root.shadowRoot!.querySelectorAll<HTMLElement>('a, button, input, textarea, select, [tabindex]')) element.focus();
      }
    });
    assert.deepEqual(await page.run(xssFindings), { runs: 0, dangerous: [], handlers: 0, scriptUrls: 0, widgets: roots.length });
  },
};

const xssLive: Journey = {
  name: `widget live: ${xssVectors.length} XSS vectors in the address's prefill and the streamed answer stay text`,
  async run({ page }) {
    const { id: formId } = await publishForm({
      collect_lead_strategy: 'DISABLED',
      language_code: 'en',
      fields: {
        aiFields: [
          { type: 'TextInputField', fieldRef: '#Field2', title: 'Your text', description: '', required: true, multiline: true },
          { type: 'TextInputField', fieldRef: '#Field3', title: 'More text', description: '', required: true, multiline: true },
        ],
        aiPrompt: 'Answer the visitor.',
        enableLeads: false,
      },
    });
    // Two multi-line fields carry half the corpus each, one vector a line (one answer may be 2,000 characters at most); the demo answer repeats
    // the start of each on one line, so the first vector of each half reaches the streamed answer.
    const half = Math.ceil(xssVectors.length / 2);
    const texts = [xssVectors.slice(0, half).join('\n'), xssVectors.slice(half).join('\n')] as const;
    const w = await openWidget(page, formId, { Field2: texts[0], Field3: texts[1] });
    assert.equal(await page.run(trapWorks), true, 'the trap catches a raw vector');
    assert.equal((await page.state(w({ role: 'textbox', label: 'Your text' }))).value, texts[0]);
    assert.equal((await page.state(w({ role: 'textbox', label: 'More text' }))).value, texts[1]);
    await page.click(w({ role: 'button', name: 'Generate' }));
    await page.see(w({ role: 'status', text: 'The answer is ready.' }), 30_000);
    const answer = await page.state(w({ role: 'region', name: 'Answer' }));
    assert.ok(answer.text.includes(xssVectors[0]!), 'a vector is shown as the text it is');
    assert.ok(answer.text.includes(xssVectors[half]!), 'the second half came through too');
    const findings = await page.run(xssFindings);
    assert.deepEqual(findings, { runs: 0, dangerous: [], handlers: 0, scriptUrls: 0, widgets: 1 });
  },
};

export const widgetJourneys: Journey[] = [liveRender, requiredMessages, streamAndStop, prefillAnswerLead, visitorLanguage, preview, xssInPreview, xssLive];
