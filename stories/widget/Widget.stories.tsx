import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { db, seedForms } from '../../mocks/db';
import { widgetScenarios } from '../../mocks/scenarios';
import type { LeadForm } from '../../src/api/schemas';
import { focusedIn, sampleImage, seen, widgetIn, WidgetRoot, withForm } from './widgetStory';

/*
 * The embeddable widget as a visitor sees it on an owner's page: one root, its shadow root, the published
 * form from the mock backend. Every strategy at every step, each error, and the looks an owner can choose.
 */
const meta = {
  title: 'Widget/Widget',
  component: WidgetRoot,
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
  beforeEach: withForm({}),
} satisfies Meta<typeof WidgetRoot>;
export default meta;
type Story = StoryObj<typeof meta>;

const allFields: LeadForm['fields']['aiFields'] = [
  { type: 'HeaderField', fieldRef: '#Field1', title: 'Tell us about your trip', size: 'h3' },
  { type: 'ImageField', fieldRef: '#Field2', image: { url: sampleImage }, width: 30, align: 'center' },
  { type: 'TextInputField', fieldRef: '#Field3', title: 'Where do you go?', description: 'A city or a country', required: true },
  { type: 'TextInputField', fieldRef: '#Field4', title: 'Anything else?', description: '', required: false, multiline: true },
  { type: 'SelectField', fieldRef: '#Field5', title: 'How long?', description: '', options: ['A weekend', 'A week', 'A month'], isMultiple: false, required: true },
  { type: 'SelectField', fieldRef: '#Field6', title: 'What do you like?', description: 'Pick any', options: ['Museums', 'Beaches', 'Food'], isMultiple: true, required: true },
  { type: 'HtmlField', fieldRef: '#Field7', markup: '<p>Prices are <b>per person</b>.<img src=x onerror="window.__xss=1"></p><map name="m"><area href="https://example.com/" alt="Offers" shape="rect" coords="0,0,1,1"></map>' },
  { type: 'TextInputField', fieldRef: '#Field8', title: 'Hidden by the owner', description: '', required: true, enabled: false },
];

/** A whole answer streams a word at a time through the service worker: give it time. */
const streamed = { timeout: 15_000 };

const fill = async (w: Awaited<ReturnType<typeof widgetIn>>) => {
  await userEvent.type(w.getByRole('textbox', { name: 'What do you sell?' }), 'Bikes');
  await userEvent.type(w.getByRole('textbox', { name: 'Who are your customers?' }), 'Families');
  await userEvent.selectOptions(w.getByRole('combobox', { name: 'Budget' }), '< $1k');
};

/** Form 1 with the answer first (the lead after it). */
const afterStrategy = withForm({ collect_lead_strategy: 'AFTER' });

export const EveryFieldType: Story = {
  beforeEach: withForm({ fields: { aiFields: allFields }, collect_lead_strategy: 'DISABLED' }),
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    await expect(w.getByRole('heading', { name: 'Tell us about your trip', level: 3 })).toBeVisible();
    await expect(w.getByRole('textbox', { name: 'Where do you go?' })).toHaveAccessibleDescription('A city or a country');
    await expect(w.getByRole('textbox', { name: 'Anything else? (optional)' })).toBeVisible();
    // A text field is one line unless the owner asked for several.
    await expect(w.getByRole('textbox', { name: 'Where do you go?' }).tagName).toBe('INPUT');
    await expect(w.getByRole('textbox', { name: 'Anything else? (optional)' }).tagName).toBe('TEXTAREA');
    await expect(w.getByRole('combobox', { name: 'How long?' })).toBeVisible();
    await expect(w.getByRole('group', { name: 'What do you like?' })).toBeVisible();
    await expect(w.getByRole('checkbox', { name: 'Beaches' })).not.toBeChecked();
    await expect(w.queryByText('Hidden by the owner')).toBeNull();
    // Owner HTML arrives sanitised from the lazily loaded sanitiser: the markup stays, the handler does not.
    await waitFor(() => expect(w.getByText('per person')).toBeVisible());
    expect(canvasElement.querySelector('.aii-cx-widget-root')!.shadowRoot!.innerHTML).not.toContain('onerror');
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    // Every link of owner HTML opens apart from the page it is on, an image map's areas too.
    const area = canvasElement.querySelector('.aii-cx-widget-root')!.shadowRoot!.querySelector('area')!;
    expect(area).toHaveAttribute('target', '_blank');
    expect(area).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  },
};

export const ValidationErrors: Story = {
  beforeEach: withForm({ fields: { aiFields: allFields }, collect_lead_strategy: 'DISABLED' }),
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    await userEvent.click(w.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(focusedIn(canvasElement)).toBe(w.getByRole('textbox', { name: 'Where do you go?' })));
    await expect(w.getByRole('textbox', { name: 'Where do you go?' })).toHaveAttribute('aria-invalid', 'true');
    await expect(w.getByRole('textbox', { name: 'Where do you go?' })).toHaveAccessibleDescription('A city or a country Where do you go? is a required field');
    await expect(w.getByText('How long? is a required field')).toBeVisible();
    await expect(w.getByText('What do you like? is a required field')).toBeVisible();
    await expect(w.queryByText('Anything else? is a required field')).toBeNull();
    await expect(w.getByRole('status')).toHaveTextContent('Fill all the fields, please');
  },
};

export const BeforeStrategyLeadFirst: Story = {
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    await expect(w.getByRole('heading', { name: 'Leave your contact details' })).toBeVisible();
    await userEvent.type(w.getByRole('textbox', { name: 'E-mail' }), 'not-an-email');
    await userEvent.type(w.getByRole('textbox', { name: 'Phone (optional)' }), '12');
    await userEvent.click(w.getByRole('button', { name: 'Send' }));
    await expect(await w.findByText('Email is not valid')).toBeVisible();
    await expect(w.getByText('Phone number is not valid')).toBeVisible();
    // What the visitor typed is still there.
    await expect(w.getByRole('textbox', { name: 'E-mail' })).toHaveValue('not-an-email');
  },
};

export const BeforeStrategyAnswer: Story = {
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    await userEvent.type(w.getByRole('textbox', { name: 'E-mail' }), 'vera@example.com');
    await userEvent.click(w.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(focusedIn(canvasElement)).toBe(w.getByRole('textbox', { name: 'What do you sell?' })));
    await fill(w);
    await userEvent.click(w.getByRole('button', { name: 'Generate' }));
    await expect(await w.findByText(/Good luck/, {}, streamed)).toBeVisible();
    await waitFor(() => expect(w.getByRole('region', { name: 'Answer' })).toHaveAttribute('aria-busy', 'false'), streamed);
    await expect(w.getByRole('status')).toHaveTextContent('The answer is ready.');
    await expect(w.getByRole('button', { name: 'Copy' })).toBeVisible();
    await expect(w.getByRole('button', { name: 'Start over' })).toBeVisible();
    const session = db.sessions.find((s) => s._formId === seedForms.published && s.lead?.email === 'vera@example.com');
    expect(session?.lead?.ai_results[0]).toContain('- **What do you sell?** Bikes');
  },
};

export const AfterStrategyLeadAfterAnswer: Story = {
  beforeEach: afterStrategy,
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    await expect(w.queryByRole('heading', { name: 'Leave your contact details' })).toBeNull();
    await fill(w);
    await userEvent.click(w.getByRole('button', { name: 'Generate' }));
    await expect(await w.findByRole('heading', { name: 'Leave your contact details' }, streamed)).toBeVisible();
    await expect(w.getByRole('region', { name: 'Answer' })).toHaveTextContent(/Bikes/);
  },
};

export const AfterStrategyGratitude: Story = {
  beforeEach: afterStrategy,
  play: async (context) => {
    await AfterStrategyLeadAfterAnswer.play!(context);
    const w = await widgetIn(context.canvasElement);
    await userEvent.type(w.getByRole('textbox', { name: 'E-mail' }), 'vera@example.com');
    await userEvent.click(w.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(focusedIn(context.canvasElement)).toBe(w.getByRole('heading', { name: 'Thank you! Your plan is on its way.' })));
  },
};

export const AfterStrategyRedirect: Story = {
  beforeEach: withForm({ collect_lead_strategy: 'AFTER', redirect_url: 'https://owner.example/next?from=widget' }),
  args: { navigate: fn() },
  play: async ({ canvasElement, args }) => {
    const w = await widgetIn(canvasElement);
    await fill(w);
    await userEvent.click(w.getByRole('button', { name: 'Generate' }));
    await userEvent.type(await w.findByRole('textbox', { name: 'E-mail' }, streamed), 'vera@example.com');
    await userEvent.click(w.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledOnce());
    const target = new URL(vi_arg(args.navigate));
    expect(target.origin + target.pathname).toBe('https://owner.example/next');
    expect(target.searchParams.get('What do you sell?')).toBe('Bikes');
    expect(target.searchParams.get('Budget')).toBe('< $1k');
  },
};
const vi_arg = (mock: unknown) => String((mock as { mock: { calls: unknown[][] } }).mock.calls[0]?.[0]);

export const EmailStrategy: Story = {
  beforeEach: withForm({ collect_lead_strategy: 'EMAIL' }),
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    await fill(w);
    await userEvent.click(w.getByRole('button', { name: 'Generate' }));
    await expect(await w.findByText('This is the beginning of the answer. Leave your e-mail to get all of it.')).toBeVisible();
    // Only the shown part reached the page.
    await expect(w.getByRole('region', { name: 'Answer' })).not.toHaveTextContent(/Good luck/);
    await userEvent.type(w.getByRole('textbox', { name: 'E-mail' }), 'vera@example.com');
    await userEvent.click(w.getByRole('button', { name: 'Send' }));
    await expect(await w.findByText('The full answer has been sent to your e-mail.')).toBeVisible();
  },
};

export const LeadsOffGenerateMore: Story = {
  beforeEach: withForm({ collect_lead_strategy: 'DISABLED', fields: { enableGenerateMoreBtn: true } }),
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    await fill(w);
    await userEvent.click(w.getByRole('button', { name: 'Generate' }));
    await userEvent.click(await w.findByRole('button', { name: 'Generate more' }, streamed));
    await waitFor(() => expect(w.getAllByText(/Good luck/)).toHaveLength(2), streamed);
    await expect(w.queryByRole('heading', { name: 'Leave your contact details' })).toBeNull();
    await userEvent.click(await w.findByRole('button', { name: 'Start over' }, streamed));
    await expect(w.getByRole('textbox', { name: 'What do you sell?' })).toHaveValue('');
    await expect(w.queryByRole('region', { name: 'Answer' })).toBeNull();
  },
};

export const Streaming: Story = {
  beforeEach: afterStrategy,
  parameters: { msw: { handlers: { widget: widgetScenarios.streaming() } } },
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    await fill(w);
    await userEvent.click(w.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(w.getByRole('region', { name: 'Answer' })).toHaveTextContent(/Here is what we suggest/));
    await expect(w.getByRole('region', { name: 'Answer' })).toHaveAttribute('aria-busy', 'true');
    await expect(w.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expect(w.getByRole('button', { name: 'Generate' })).toBeDisabled();
    // Stop is above the answer, so the growing answer never moves it away from the pointer.
    const stop = w.getByRole('button', { name: 'Stop' });
    expect(stop.compareDocumentPosition(w.getByRole('region', { name: 'Answer' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const Stopped: Story = {
  beforeEach: afterStrategy,
  parameters: { msw: { handlers: { widget: widgetScenarios.streaming() } } },
  play: async (context) => {
    await Streaming.play!(context);
    const w = await widgetIn(context.canvasElement);
    await userEvent.click(w.getByRole('button', { name: 'Stop' }));
    await expect(await w.findByText('Stopped. The answer so far is kept.', seen)).toBeVisible();
    await expect(w.getByRole('region', { name: 'Answer' })).toHaveTextContent(/Here is what we suggest/);
    await expect(w.getByRole('textbox', { name: 'What do you sell?' })).toHaveValue('Bikes');
  },
};

const failing = (name: string, handlers: ReturnType<typeof widgetScenarios.tariffLimit>, message: string): Story => ({
  name,
  beforeEach: afterStrategy,
  parameters: { msw: { handlers: { widget: handlers } } },
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    await fill(w);
    await userEvent.click(w.getByRole('button', { name: 'Generate' }));
    await expect(await w.findByText(message, seen)).toBeVisible();
    await expect(w.getByRole('status')).toHaveTextContent(message);
    // Everything the visitor typed is kept.
    await expect(w.getByRole('textbox', { name: 'What do you sell?' })).toHaveValue('Bikes');
    await expect(w.getByRole('combobox', { name: 'Budget' })).toHaveValue('< $1k');
  },
});

export const ErrorMidStream = failing('Error mid-stream', widgetScenarios.errorMidStream(), 'The answer could not be finished. Please try again.');
export const TariffLimit = failing(
  'Tariff limit',
  widgetScenarios.tariffLimit(),
  'This form cannot answer right now: its owner has used up the monthly limit. Please try again later.',
);
export const AiKeyMissing = failing(
  'AI key missing',
  widgetScenarios.aiKeyMissing(),
  'This form cannot answer right now: its owner has not set up the AI provider key yet.',
);

export const Unpublished: Story = {
  parameters: { msw: { handlers: { widget: widgetScenarios.unpublished() } } },
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    await expect(await w.findByText('This form is not available.')).toBeVisible();
  },
};

export const MiniPage: Story = {
  args: { formId: seedForms.miniPageEmailAnswer },
  beforeEach: withForm(
    { call_to_action: '## Train smarter\n\n- A plan for **your** week\n- [Read more](https://example.com/plans)\n- [bad](javascript:alert(1))', fields: { aiFields: [] } },
    seedForms.miniPageEmailAnswer,
  ),
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    await expect(w.getByRole('heading', { name: 'Train smarter' })).toBeVisible();
    await expect(w.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', 'https://example.com/plans');
    await expect(w.queryByRole('link', { name: 'bad' })).toBeNull();
  },
};

export const TransparentBackground: Story = {
  beforeEach: withForm({ transparent_background: true, collect_lead_strategy: 'DISABLED' }),
  decorators: [(Story) => <div style={{ background: 'repeating-linear-gradient(45deg,#fde68a 0 12px,#fef3c7 12px 24px)', padding: 16 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    const box = canvasElement.querySelector('.aii-cx-widget-root')!.shadowRoot!.querySelector('.w')!;
    expect(getComputedStyle(box).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expect(w.getByRole('button', { name: 'Generate' })).toBeVisible();
  },
};

const long = 'Anunbrokenwordthatgoesonandonwithoutanyspacesatalltoseehowthewidgetwrapsit '.repeat(2);
export const LongTexts: Story = {
  beforeEach: withForm({
    header: `A very long header that explains in great detail what this form does ${long}`,
    description: 'A description that goes on. '.repeat(12),
    collect_lead_strategy: 'DISABLED',
    fields: { aiFields: [{ type: 'TextInputField', fieldRef: '#Field2', title: `A long question ${long}`, description: 'Help text. '.repeat(15), required: true }] },
  }),
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('.aii-cx-widget-root')!;
    await widgetIn(canvasElement);
    expect(root.shadowRoot!.querySelector('.w')!.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};

export const CustomCss: Story = {
  beforeEach: withForm({
    collect_lead_strategy: 'DISABLED',
    custom_css: 'button { border-radius: 999px; text-transform: uppercase } body, html { background: red !important } :host { position: fixed; inset: 0 } label { background: url(https://tracker.example/x.png) }',
    preferences: { primaryColor: { hex: '#7c3aed', hsl: { h: 262, s: 0.83, l: 0.58 } }, bgColor: { hex: '#faf5ff', hsl: { h: 270, s: 1, l: 0.98 } } },
  }),
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    const button = w.getByRole('button', { name: 'Generate' });
    expect(getComputedStyle(button).textTransform).toBe('uppercase');
    // Confined: the host page, the host element and remote resources are out of its reach.
    expect(getComputedStyle(document.body).backgroundColor).not.toBe('rgb(255, 0, 0)');
    expect(getComputedStyle(canvasElement.querySelector('.aii-cx-widget-root')!).position).toBe('static');
    expect(performance.getEntriesByType('resource').some((entry) => entry.name.includes('tracker.example'))).toBe(false);
  },
};

export const CustomCssCannotCoverThePage: Story = {
  beforeEach: withForm({ collect_lead_strategy: 'DISABLED', custom_css: '.w { position: fixed; inset: 0; z-index: 2147483647; max-width: none }' }),
  play: async ({ canvasElement }) => {
    await widgetIn(canvasElement);
    const root = canvasElement.querySelector<HTMLElement>('.aii-cx-widget-root')!;
    // The owner's fixed box stays inside the widget's own box: below it, the page is the page.
    const box = root.getBoundingClientRect();
    const below = { x: box.left + 10, y: Math.min(box.bottom + 20, window.innerHeight - 2) };
    expect(below.y).toBeGreaterThan(box.bottom);
    expect(document.elementFromPoint(below.x, below.y)).not.toBe(root);
  },
};

export const Russian: Story = {
  beforeEach: withForm({ language_code: 'ru', collect_lead_strategy: 'DISABLED' }),
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    await userEvent.click(w.getByRole('button', { name: 'Generate' }));
    await expect(await w.findByText('Поле «What do you sell?» обязательно')).toBeVisible();
    await expect(w.getByRole('status')).toHaveTextContent('Заполните, пожалуйста, все поля');
  },
};

export const SpanishByVisitorLanguage: Story = {
  args: { languages: ['es-MX', 'en'] },
  beforeEach: withForm({ language_code: '', collect_lead_strategy: 'BEFORE' }),
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    await expect(w.getByRole('heading', { name: 'Deja tus datos de contacto' })).toBeVisible();
    await userEvent.click(w.getByRole('button', { name: 'Send' }));
    await expect(await w.findByText('E-mail es un campo obligatorio')).toBeVisible();
  },
};

export const PrefilledFromUrl: Story = {
  args: { search: '?Field2=Bikes&who%20are%20your%20customers%3F=Families&utm_source=newsletter&Field4=%3C%20%241k' },
  beforeEach: withForm({ collect_lead_strategy: 'AFTER' }),
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    await waitFor(() => expect(w.getByRole('textbox', { name: 'What do you sell?' })).toHaveValue('Bikes'));
    await expect(w.getByRole('textbox', { name: 'Who are your customers?' })).toHaveValue('Families');
    await expect(w.getByRole('combobox', { name: 'Budget' })).toHaveValue('< $1k');
    await userEvent.click(w.getByRole('button', { name: 'Generate' }));
    await userEvent.type(await w.findByRole('textbox', { name: 'E-mail' }, streamed), 'vera@example.com');
    await userEvent.click(w.getByRole('button', { name: 'Send' }));
    await w.findByRole('heading', { name: 'Thank you! Your plan is on its way.' }, streamed);
    const lead = db.sessions.find((s) => s.lead?.email === 'vera@example.com')?.lead;
    expect(lead?.field_values).toMatchObject({ '#Field2': 'Bikes', utm_source: 'newsletter' });
  },
};

export const CorruptStorageIgnored: Story = {
  beforeEach: () => {
    withForm({ collect_lead_strategy: 'DISABLED' })();
    localStorage.setItem(`aii-cx-widget-${seedForms.published}`, '{"v":1,"values":{"#Field2":42}');
  },
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    await expect(w.getByRole('textbox', { name: 'What do you sell?' })).toHaveValue('');
  },
};

export const RestoredAfterReload: Story = {
  beforeEach: () => {
    withForm({ collect_lead_strategy: 'DISABLED' })();
    localStorage.setItem(
      `aii-cx-widget-${seedForms.published}`,
      JSON.stringify({ v: 1, lead: false, values: { '#Field2': 'Bikes' }, answer: '## Saved answer\n\nStill here.', truncated: false, emailed: false }),
    );
  },
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    await waitFor(() => expect(w.getByRole('textbox', { name: 'What do you sell?' })).toHaveValue('Bikes'));
    await expect(w.getByRole('region', { name: 'Answer' })).toHaveTextContent('Still here.');
  },
};
