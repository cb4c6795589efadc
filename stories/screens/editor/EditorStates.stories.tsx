import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { readJson, writeJson } from '../../../src/api/client/storage';
import { buildForm, db, SEED_NOW, seedUsers } from '../../../mocks/db';
import { apiPath } from '../../../mocks/config';
import { formsHandlers } from '../../../mocks/handlers';
import { formsScenarios } from '../../../mocks/scenarios';
import { contrastRatio } from '../../../src/domain/contrast';
import { AppAt } from '../appStory';
import { EDITOR_LOAD_TIMEOUT, startEditor } from './editorStory';

const meta = {
  title: 'Screens/Editor/States',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/forms/1' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => startEditor(),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const ready = async (canvasElement: HTMLElement, name = 'Marketing plan generator') => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name }, EDITOR_LOAD_TIMEOUT);
  return canvas;
};
/** The text the widget renders inside its shadow roots under `element`. */
const shadowText = (element: Element) =>
  [...element.querySelectorAll('*')].map((node) => node.shadowRoot?.textContent ?? '').join(' ');
const storedDrafts = () => readJson('formDrafts', (raw) => raw as Record<string, unknown>) ?? {};

export const AiSettings: Story = {
  args: { entry: '/forms/1?step=ai' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByRole('button', { name: /AI Settings/ })).toHaveAttribute('aria-current', 'step');
    // The prompt shows the field it mentions by its title, and the field is offered for insertion.
    const prompt = await canvas.findByRole('textbox', { name: 'AI prompt' }, EDITOR_LOAD_TIMEOUT);
    await expect(within(prompt).getByText('What do you sell?')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Insert a field' })).getByRole('button', { name: 'What do you sell?' })).toBeVisible();
    await expect(canvas.getByLabelText('Generate button text')).toHaveValue('Generate');
  },
};

export const DeleteFieldUsedByPrompt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete What do you sell? (#Field2)' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Delete #Field2?' }));
    await expect(dialog.getByText(/The AI prompt uses #Field2/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete anyway' }));
    await userEvent.click(canvas.getByRole('button', { name: /AI Settings/ }));
    // On the AI step the notice moves from above the steps to under the prompt: wait for the one that stays.
    await waitFor(
      () => expect(canvas.getByText('The AI prompt mentions a deleted field: #Field2. Remove it or insert another field.')).toBeVisible(),
      EDITOR_LOAD_TIMEOUT,
    );
    const prompt = await canvas.findByRole('textbox', { name: 'AI prompt' }, EDITOR_LOAD_TIMEOUT);
    await expect(await within(prompt).findByRole('img', { name: 'Deleted field #Field2' })).toBeVisible();
  },
};

export const NewFormRequiredStep: Story = {
  args: { entry: '/forms/new' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement, 'New form');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText("You can't skip a required step")).toBeVisible();
    await expect(canvas.getByText('Form name is a required field')).toBeVisible();
    await expect(canvas.getByText('Title is a required field')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Fields.*has errors/ })).toBeVisible();
    // Nothing is sent without a name; the draft waits on the device.
    await userEvent.type(canvas.getByLabelText('Header shown above the form'), 'Find a gift');
    await expect(
      await canvas.findByText('Give the form a name to save it. Your changes are kept on this device.', {}, EDITOR_LOAD_TIMEOUT),
    ).toBeVisible();
    await expect(Object.keys(storedDrafts())).toContain('new');
    // The preview shows the edit once the widget has loaded and been pushed the form: the layout is final.
    const preview = canvas.getByRole('complementary', { name: 'Live preview' });
    await waitFor(() => expect(shadowText(preview)).toContain('Find a gift'), EDITOR_LOAD_TIMEOUT);
  },
};

export const NewFormCreated: Story = {
  args: { entry: '/forms/new' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement, 'New form');
    await userEvent.type(canvas.getByLabelText(/Form name/), 'Gift finder');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Gift finder' })).toBeVisible();
    await waitFor(() => expect(db.forms.find((f) => f.name === 'Gift finder')).toBeDefined(), EDITOR_LOAD_TIMEOUT);
    await expect(await canvas.findByText('All changes saved', {}, EDITOR_LOAD_TIMEOUT)).toBeVisible();
  },
};

export const NameTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const name = canvas.getByLabelText(/Form name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Wedding speech writer');
    await expect(await canvas.findByText('You already have a form with this name. Choose another one.', {}, EDITOR_LOAD_TIMEOUT)).toBeVisible();
    await expect(name).toHaveValue('Wedding speech writer');
  },
};

/** The server has not answered yet: the status says so (the answer never comes here, so the picture is stable). */
export const Saving: Story = {
  parameters: { msw: { handlers: { forms: [http.put(apiPath('/lead_forms/:id'), () => delay('infinite')), ...formsHandlers] } } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(canvas.getByLabelText('Header shown above the form'), '!');
    // The request is on its way (the spinner shows only then) and the edit is kept on the device until it lands.
    const status = canvas.getByText('Saving…').closest('[role="status"]');
    await waitFor(() => expect(status).toHaveAttribute('data-status', 'saving'), EDITOR_LOAD_TIMEOUT);
    await expect(status).toHaveTextContent('Saving…');
    await expect(Object.keys(storedDrafts())).toContain('1');
  },
};

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(canvas.getByLabelText('Header shown above the form'), ' today');
    await waitFor(() => expect(db.forms.get(1)?.header).toBe('Get a marketing plan in a minute today'), EDITOR_LOAD_TIMEOUT);
    const status = (await canvas.findByText('All changes saved', {}, EDITOR_LOAD_TIMEOUT)).closest('[role="status"]');
    // The server has it: nothing is left waiting on the device.
    await waitFor(() => expect(Object.keys(storedDrafts())).not.toContain('1'));
    // The next edit is not saved yet: the status says so at once, not only once the autosave sends it.
    await userEvent.type(canvas.getByLabelText('Header shown above the form'), '!');
    await expect(status).toHaveTextContent('Saving…');
    await waitFor(() => expect(db.forms.get(1)?.header).toBe('Get a marketing plan in a minute today!'), EDITOR_LOAD_TIMEOUT);
    await waitFor(() => expect(status).toHaveTextContent('All changes saved'), EDITOR_LOAD_TIMEOUT);
  },
};

/** A saved form shows a field's problems as they appear: a drop-down without options, a field without a title. */
export const FieldProblems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const budget = within(canvas.getByRole('listitem', { name: /#Field4/ }));
    await userEvent.clear(budget.getByLabelText(/Options/));
    await expect(await budget.findByText('Add at least 1 option')).toBeVisible();
    await userEvent.clear(budget.getByLabelText('Title'));
    await expect(await budget.findByText('Title is a required field')).toBeVisible();
    // The card says it at once; the step bar follows when the typing pauses.
    await expect(await canvas.findByRole('button', { name: /Fields.*has errors/ })).toBeVisible();
  },
};

/** The last field deleted: a form needs at least one. */
export const NoFields: Story = {
  args: { entry: '/forms/new' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement, 'New form');
    await userEvent.type(canvas.getByLabelText(/Form name/), 'Empty form');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Text input (#Field1)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('You must add at least 1 field')).toBeVisible();
    await expect(canvas.getByText("You can't skip a required step")).toBeVisible();
    // On the Fields step the preview shows the questions (none left: only the button), not the lead form before them.
    const preview = canvas.getByRole('complementary', { name: 'Live preview' });
    const previewText = () => [...preview.querySelectorAll('*')].map((node) => node.shadowRoot?.textContent ?? '').join(' ');
    await waitFor(() => expect(previewText()).toContain('Generate'), EDITOR_LOAD_TIMEOUT);
    await expect(previewText()).not.toContain('Leave your contact details');
  },
};

/** The AI step's own problems: an empty prompt, an empty button text. */
export const AiProblems: Story = {
  args: { entry: '/forms/1?step=ai' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const prompt = await canvas.findByRole('textbox', { name: 'AI prompt' }, EDITOR_LOAD_TIMEOUT);
    await userEvent.click(prompt);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await expect(await canvas.findByText('AI prompt is a required field')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/Generate button text/));
    await expect(await canvas.findByText('Generate button text is a required field')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /AI Settings.*has errors/ })).toBeVisible();
  },
};

/** Leads collected: the submit button needs its text. */
export const LeadsProblems: Story = {
  args: { entry: '/forms/1?step=leads' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/Submit button text/));
    await expect(await canvas.findByText('Submit button text is a required field')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Leads.*has errors/ })).toBeVisible();
  },
};

export const SaveFailed: Story = {
  parameters: { msw: { handlers: { forms: formsScenarios.saveFails(503) } } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(canvas.getByLabelText('Header shown above the form'), '!');
    await expect(await canvas.findByText('Not saved: your changes are kept on this device.', {}, EDITOR_LOAD_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.getByLabelText('Header shown above the form')).toHaveValue('Get a marketing plan in a minute!');
    await expect(Object.keys(storedDrafts())).toContain('1');
  },
};

export const SaveOffline: Story = {
  parameters: { msw: { handlers: { forms: formsScenarios.saveOffline() } } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(canvas.getByLabelText('Header shown above the form'), '?');
    await expect(await canvas.findByText('Not saved: your changes are kept on this device.', {}, EDITOR_LOAD_TIMEOUT)).toBeVisible();
    await expect(Object.keys(storedDrafts())).toContain('1');
  },
};

export const Conflict: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    // Another tab saves the form after this one opened it.
    db.forms.update(1, (row) => ({ ...row, header: 'Changed elsewhere', last_updated: '2026-01-15T11:00:00.000Z' }));
    await userEvent.type(canvas.getByLabelText('Header shown above the form'), '!');
    const dialog = within(await body.findByRole('dialog', { name: 'This form was changed in another tab' }, EDITOR_LOAD_TIMEOUT));
    await userEvent.click(dialog.getByRole('button', { name: 'Load their version' }));
    await expect(await canvas.findByDisplayValue('Changed elsewhere')).toBeVisible();
  },
};

export const RestoredDraft: Story = {
  beforeEach: () => {
    const form = db.forms.get(1);
    if (!form) return;
    writeJson('formDrafts', {
      1: { form: { ...form, header: 'Typed before the reload' }, baseLastUpdated: form.last_updated, savedAt: SEED_NOW },
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByText(/Your unsaved changes from .* were brought back/)).toBeVisible();
    await expect(canvas.getByLabelText('Header shown above the form')).toHaveValue('Typed before the reload');
    // Saved as soon as possible; then the notice has nothing left to say.
    await waitFor(() => expect(db.forms.get(1)?.header).toBe('Typed before the reload'), EDITOR_LOAD_TIMEOUT);
    await expect(await canvas.findByText('All changes saved', {}, EDITOR_LOAD_TIMEOUT)).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(/were brought back/)).toBeNull());
  },
};

export const LeadsRules: Story = {
  args: { entry: '/forms/1?step=leads' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /E-mail the AI answer/ }));
    // The answer is e-mailed: the e-mail cannot be turned off.
    await expect(canvas.getByRole('switch', { name: 'Ask for E-mail' })).toBeDisabled();
    await expect(canvas.getByText('The e-mail stays on while the phone is off or the answer is e-mailed.')).toBeVisible();
  },
};

export const CustomizationInvalidUrl: Story = {
  args: { entry: '/forms/1?step=customization' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Redirect URL/, {}, EDITOR_LOAD_TIMEOUT), 'javascript:alert(1)');
    await expect(await canvas.findByText('Invalid URL')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Customization.*has errors/ })).toBeVisible();
  },
};

/** Width, height and logo say what is wrong with them, next to them, and keep what the owner typed. */
/** The dark preset background: the preview's text turns light (4.5:1 computed), and the teal links get a warning. */
export const CustomizationDarkBackground: Story = {
  args: { entry: '/forms/1?step=customization' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByText('Background colour', {}, EDITOR_LOAD_TIMEOUT)).toBeVisible();
    await expect(canvas.queryByText(/contrast only/)).toBeNull();
    const darkSwatches = canvas.getAllByRole('button', { name: '#1d2624' });
    await userEvent.click(darkSwatches[darkSwatches.length - 1]!);
    await expect(await canvas.findByText(/The primary colour and the background contrast only 2\.\d:1/)).toBeVisible();
    const preview = canvas.getByRole('complementary', { name: 'Live preview' });
    const shadow = () => preview.querySelector('.aii-cx-widget-root')!.shadowRoot!;
    const hexOf = (rgb: string) => `#${(rgb.match(/\d+/g) ?? []).slice(0, 3).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;
    await waitFor(() => expect(hexOf(getComputedStyle(shadow().querySelector('.w')!).backgroundColor)).toBe('#1d2624'), EDITOR_LOAD_TIMEOUT);
    for (const text of shadow().querySelector('.w')!.querySelectorAll('h2, h3, label, p')) {
      await expect(contrastRatio(hexOf(getComputedStyle(text).color), '#1d2624')).toBeGreaterThanOrEqual(4.5);
    }
  },
};

export const CustomizationInvalidLook: Story = {
  args: { entry: '/forms/1?step=customization' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    // Each colour picker is named on screen, not only for screen readers.
    await expect(await canvas.findByText('Primary colour', {}, EDITOR_LOAD_TIMEOUT)).toBeVisible();
    await expect(canvas.getByText('Background colour')).toBeVisible();
    const width = canvas.getByLabelText('Width');
    const height = canvas.getByLabelText('Height');
    const logo = canvas.getByLabelText('Logo URL');
    await userEvent.type(width, 'abc');
    await userEvent.type(height, '-5');
    await userEvent.type(logo, 'http://example.com/logo.png');
    await expect(await canvas.findByText('Width must be a number of pixels or a CSS length such as 100%')).toBeVisible();
    await expect(canvas.getByText('Height must be a number of pixels or a CSS length such as 100%')).toBeVisible();
    await expect(canvas.getByText('Logo URL must be an https address, such as https://example.com/logo.png')).toBeVisible();
    await expect(width).toHaveAccessibleDescription(/Width must be a number of pixels/);
    await expect(canvas.getByRole('button', { name: /Customization.*has errors/ })).toBeVisible();
    await expect(width).toHaveValue('abc');
    await expect(height).toHaveValue('-5');
    await userEvent.clear(logo);
    await userEvent.type(logo, 'not a url');
    await expect(logo).toHaveValue('not a url');
    await expect(canvas.getByText(/Logo URL must be an https address/)).toBeVisible();
    // A CSS length and an https address are accepted.
    await userEvent.clear(width);
    await userEvent.type(width, '100%');
    await userEvent.clear(logo);
    await userEvent.type(logo, 'https://example.com/logo.png');
    await waitFor(() => expect(canvas.queryByText(/Width must be/)).toBeNull());
    await expect(canvas.queryByText(/Logo URL must be/)).toBeNull();
    await expect(canvas.getByText(/Height must be/)).toBeVisible();
    await waitFor(() => expect(db.forms.get(1)?.width).toBe('100%'), EDITOR_LOAD_TIMEOUT);
    await expect(await canvas.findByText('All changes saved', {}, EDITOR_LOAD_TIMEOUT)).toBeVisible();
  },
};

export const Publication: Story = {
  args: { entry: '/forms/1?step=publication' },
  // The share link and embed code show the page's own origin, whose port changes from run to run.
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    // The step loads as a part of its own when it is first opened.
    await expect(await canvas.findByRole('switch', { name: 'Published' }, EDITOR_LOAD_TIMEOUT)).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Share link' })).toHaveValue(`${window.location.origin}${import.meta.env.BASE_URL}forms/share/1`);
    const embed = canvas.getByRole('textbox', { name: 'Embed code' }) as HTMLTextAreaElement;
    await expect(embed.value).toContain('<div class="aii-cx-widget-root" data-id="1"></div>');
    // The code takes the form's height once the preview has drawn it (Editor/Publication); copied after that.
    await waitFor(() => expect(embed.value).toContain('min-height:'));
    // The real clipboard needs a focused page with permission, which a test browser does not reliably have: the
    // story checks what is written and what the owner is told.
    const written: string[] = [];
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: (text: string) => Promise.resolve(void written.push(text)) },
      configurable: true,
    });
    try {
      await userEvent.click(canvas.getByRole('button', { name: /Copy.*Embed code/ }));
      await expect(await canvas.findByText(/Copied/)).toBeVisible();
      await expect(written).toEqual([embed.value]);
    } finally {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    }
  },
};

export const HundredFields: Story = {
  args: { entry: '/forms/900' },
  // A page some 30,000 px tall is too large to compare pixel for pixel in time; the cards themselves are in the
  // Fields screenshots, and this story checks the behaviour.
  parameters: { screenshot: false },
  beforeEach: () => {
    const aiFields = Array.from({ length: 100 }, (_, i) => ({
      type: 'TextInputField' as const,
      fieldRef: `#Field${i + 1}`,
      title: `Question ${i + 1}`,
      description: '',
      required: true,
    }));
    db.forms.insert({
      ...buildForm({ id: 900, name: 'Hundred fields', fields: { version: 3, aiFields, aiPrompt: 'Use #Field100 and #Field10.' } }),
      _ownerId: seedUsers.demoOwner.id,
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement, 'Hundred fields');
    await expect(canvas.getAllByRole('listitem', { name: /^Field \d+:/ })).toHaveLength(100);
    await userEvent.click(canvas.getByRole('button', { name: 'Add field' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Text input' }));
    await expect(await canvas.findByRole('listitem', { name: /#Field101/ })).toBeVisible();
  },
};

/**
 * A new form: a step looks done only once the owner has been on it and it is valid, and a form never saved does not
 * say its changes are saved.
 */
export const NewFormProgress: Story = {
  args: { entry: '/forms/new?step=customization' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement, 'New form');
    const step = (name: string) => canvas.getByRole('button', { name: new RegExp(`^${name}`) });
    await expect(canvas.getByText('Not saved yet: give the form a name to save it.')).toBeVisible();
    await expect(canvas.queryByText('All changes saved')).toBeNull();
    await canvas.findByLabelText(/Redirect URL/, {}, EDITOR_LOAD_TIMEOUT);
    for (const name of ['Fields', 'AI Settings', 'Leads', 'Publication']) await expect(step(name)).not.toHaveAccessibleName(/completed/);
    // Customization was visited and has no problems: done once left. Publication, never opened, is not.
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(step('Customization')).toHaveAccessibleName(/completed/));
    await expect(step('Publication')).not.toHaveAccessibleName(/completed/);
    await waitFor(() => expect(step('Leads')).toHaveAttribute('aria-current', 'step'));
    await expect(canvas.getByText('Not saved yet: give the form a name to save it.')).toBeVisible();
  },
};

/** "You can't skip" (from Next and from the step bar) goes once the step it was about is fixed. */
export const CantSkipGoesWhenFixed: Story = {
  args: { entry: '/forms/new' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement, 'New form');
    const cantSkip = "You can't skip a required step";
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    // Refused, the focus goes to the first thing to fix, not only to a message by the button.
    await waitFor(() => expect(canvas.getByLabelText(/Form name/)).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: /^AI Settings/ }));
    await waitFor(() => expect(canvas.getAllByText(cantSkip)).toHaveLength(2));
    await userEvent.type(canvas.getByLabelText(/Form name/), 'Gift finder');
    // Still a problem on the step (the field's title): the message stays.
    await expect(canvas.getAllByText(cantSkip)).toHaveLength(2);
    await userEvent.type(canvas.getByLabelText('Title'), 'Who is the gift for?');
    await waitFor(() => expect(canvas.queryByText(cantSkip)).toBeNull());
    await expect(await canvas.findByText('All changes saved', {}, EDITOR_LOAD_TIMEOUT)).toBeVisible();
    // The first save gives the form its id and the preview loads it again: the picture waits for the field.
    const preview = canvas.getByRole('complementary', { name: 'Live preview' });
    await waitFor(() => expect(shadowText(preview)).toMatch(/^(?![\s\S]*Loading the form)[\s\S]*Who is the gift for\?/), EDITOR_LOAD_TIMEOUT);
  },
};

/** A new form's first save gives it an id: the live preview goes on following the edits made after it. */
export const NewFormPreviewFollowsAfterFirstSave: Story = {
  args: { entry: '/forms/new' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement, 'New form');
    const preview = canvas.getByRole('complementary', { name: 'Live preview' });
    await userEvent.type(canvas.getByLabelText(/Form name/), 'Gift finder');
    await expect(await canvas.findByText('All changes saved', {}, EDITOR_LOAD_TIMEOUT)).toBeVisible();
    await waitFor(() => expect(db.forms.find((form) => form.name === 'Gift finder')).toBeTruthy());
    await userEvent.type(canvas.getByLabelText('Header shown above the form'), 'Find the perfect gift');
    await waitFor(() => expect(shadowText(preview)).toContain('Find the perfect gift'), EDITOR_LOAD_TIMEOUT);
    await userEvent.type(canvas.getByLabelText('Title'), 'Who is the gift for?');
    await waitFor(() => expect(shadowText(preview)).toContain('Who is the gift for?'), EDITOR_LOAD_TIMEOUT);
  },
};

/** A new form's buttons have texts from the start: no "required" message for them. */
export const NewFormButtonTexts: Story = {
  args: { entry: '/forms/new?step=ai' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement, 'New form');
    await expect(canvas.getByLabelText(/Generate button text/)).toHaveValue('Generate');
    // The step's problems are shown (the prompt), but the button text is not one of them.
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('AI prompt is a required field')).toBeVisible();
    await expect(canvas.queryByText('Generate button text is a required field')).toBeNull();
  },
};

/** In the owner's language: the submit button's text, and the widget's own texts in the preview. */
export const NewFormButtonTextsRussian: Story = {
  globals: { locale: 'ru' },
  args: { entry: '/forms/new?step=leads' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement, 'Новая форма');
    await expect(canvas.getByLabelText(/Текст кнопки отправки/)).toHaveValue('Отправить');
    const preview = canvas.getByRole('complementary', { name: 'Предпросмотр' });
    await waitFor(() => expect(shadowText(preview)).toContain('(необязательно)'), EDITOR_LOAD_TIMEOUT);
    await expect(shadowText(preview)).toContain('Отправить');
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { entry: '/forms/new' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement, 'Новая форма');
    await userEvent.click(canvas.getByRole('button', { name: 'Далее' }));
    await expect(await canvas.findByText('Нельзя пропустить обязательный шаг')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { entry: '/forms/1?step=leads' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByRole('button', { name: /Leads/ })).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByText('Cuándo pedir el contacto del visitante')).toBeVisible();
  },
};

/** Customization in Spanish: the page types and the new messages are translated. */
export const SpanishCustomization: Story = {
  globals: { locale: 'es' },
  args: { entry: '/forms/1?step=customization' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Minipágina de aterrizaje' }, EDITOR_LOAD_TIMEOUT)).toBeVisible();
    await expect(canvas.queryByText(/Mini landing page/)).toBeNull();
    await expect(canvas.getByText('Color principal')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Ancho'), 'abc');
    await expect(await canvas.findByText('Ancho debe ser un número de píxeles o una longitud CSS como 100%')).toBeVisible();
    await waitFor(() => expect(db.forms.get(1)?.width).toBe('abc'), EDITOR_LOAD_TIMEOUT);
    await expect(await canvas.findByText('Todos los cambios guardados', {}, EDITOR_LOAD_TIMEOUT)).toBeVisible();
  },
};

/** After Next, the new step starts at its top with the focus on its heading, not on Next halfway down. */
export const NextGoesToStepTop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next' });
    next.scrollIntoView({ block: 'end' });
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    await userEvent.click(next);
    const heading = await canvas.findByRole('heading', { level: 2, name: 'AI Settings' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(window.scrollY).toBe(0);
    // Back does the same.
    canvas.getByRole('button', { name: 'Back' }).scrollIntoView({ block: 'end' });
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    // (The step's own heading, not the list's "Fields" heading under it.)
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 2, name: 'Fields' })[0]).toHaveFocus());
    await expect(window.scrollY).toBe(0);
  },
};

/**
 * A field's keystroke draws its own card at once and the rest of the editor a moment later: Next, pressed before
 * that moment, still checks the form with the last letter in it.
 */
export const NextRightAfterTyping: Story = {
  args: { entry: '/forms/new' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement, 'New form');
    await userEvent.type(canvas.getByLabelText(/Form name/), 'Gift finder');
    const title = canvas.getByLabelText<HTMLInputElement>('Title');
    const next = canvas.getByRole('button', { name: 'Next' });
    // The letter and the click in one task, as a quick owner on a slow computer gets them: nothing is drawn between.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(title, 'W');
    title.dispatchEvent(new Event('input', { bubbles: true }));
    next.click();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'AI Settings' })).toBeVisible();
    await expect(canvas.queryByText("You can't skip a required step")).toBeNull();
  },
};
