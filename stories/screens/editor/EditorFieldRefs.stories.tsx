import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../../mocks/db';
import { AppAt } from '../appStory';
import { EDITOR_LOAD_TIMEOUT, startEditor } from './editorStory';

/**
 * A deleted field's ref while a text still mentions it: never given to a new field, shown as a broken chip in the
 * prompt, and named (where it is) until the owner fixes it. Form 1's prompt mentions #Field2, #Field3 and #Field4.
 */
const meta = {
  title: 'Screens/Editor/Field Refs',
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
const fieldList = async (canvas: ReturnType<typeof within>) => within(await canvas.findByRole('list', { name: 'Fields' }, EDITOR_LOAD_TIMEOUT));

/** Deletes the highest field (#Field4, "Budget") the prompt mentions, then adds a text field "Timeline". */
export const DeletedRefNotReused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Budget (#Field4)' }));
    await userEvent.click(within(await body.findByRole('dialog', { name: 'Delete #Field4?' })).getByRole('button', { name: 'Delete anyway' }));
    // Above the step: where the deleted field is still mentioned, with the way there.
    await expect(
      await canvas.findByText('The AI prompt mentions a deleted field: #Field4. Remove it or insert another field.'),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Add field' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Text input' }));
    // Numbered after the ref the prompt still mentions: #Field4 stays the deleted field's.
    const list = await fieldList(canvas);
    const card = within(await list.findByRole('listitem', { name: /#Field5/ }));
    await expect(card.getByLabelText('Title')).toHaveFocus();
    await userEvent.keyboard('Timeline');
    await expect(list.queryByRole('listitem', { name: /#Field4/ })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Fix the prompt' }));
    const prompt = await canvas.findByRole('textbox', { name: 'AI prompt' }, EDITOR_LOAD_TIMEOUT);
    // The mention is a marked chip named for what it is; the new field's title is not in the prompt.
    await expect(await within(prompt).findByRole('img', { name: 'Deleted field #Field4' })).toBeVisible();
    await expect(prompt).not.toHaveTextContent('Timeline');
    await expect(prompt).toHaveAccessibleDescription(/The AI prompt mentions a deleted field: #Field4/);
    await expect(canvas.getByRole('button', { name: /AI Settings.*has errors/ })).toBeVisible();
    await waitFor(() => expect(db.forms.get(1)?.fields.aiFields.map((f) => f.fieldRef)).toEqual(['#Field1', '#Field2', '#Field3', '#Field5']), EDITOR_LOAD_TIMEOUT);
    await expect(db.forms.get(1)?.fields.aiPrompt).toContain('#Field4');
  },
};

/** The owner removes the broken chip: the message, the banner and the step's mark go. */
export const DeletedRefFixed: Story = {
  args: { entry: '/forms/1?step=ai' },
  beforeEach: () => {
    db.forms.update(1, (row) => ({ ...row, fields: { ...row.fields, aiFields: row.fields.aiFields.filter((f) => f.fieldRef !== '#Field4') } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const prompt = await canvas.findByRole('textbox', { name: 'AI prompt' }, EDITOR_LOAD_TIMEOUT);
    const chip = await within(prompt).findByRole('img', { name: 'Deleted field #Field4' });
    await expect(await canvas.findByText(/The AI prompt mentions a deleted field: #Field4/)).toBeVisible();
    // Next is refused while the prompt points at nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText("You can't skip a required step")).toBeVisible();
    // The owner rewrites the prompt without the deleted field.
    await userEvent.click(prompt);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    // Key by key, each waited for: ProseMirror reads the typed character from the page a moment later.
    let typed = '';
    for (const key of 'Write a plan.') {
      typed += key;
      await userEvent.keyboard(key);
      await waitFor(() => expect(prompt.textContent).toBe(typed));
    }
    await waitFor(() => expect(chip).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.queryByText(/mentions a deleted field/)).toBeNull());
    await expect(canvas.queryByText("You can't skip a required step")).toBeNull();
    await expect(canvas.getByRole('button', { name: /AI Settings/ })).not.toHaveAccessibleName(/has errors/);
    await waitFor(() => expect(db.forms.get(1)?.fields.aiPrompt).not.toContain('#Field4'), EDITOR_LOAD_TIMEOUT);
  },
};

/**
 * Form 2 is a draft whose prompt mentions #Field2 and whose e-mailed answer mentions #Field3, both deleted elsewhere:
 * every step says where, and publishing is refused until they are fixed.
 */
export const PublishWithDeletedRef: Story = {
  args: { entry: '/forms/2?step=publication' },
  // The share link and embed code show the page's own origin, whose port changes from run to run.
  parameters: { screenshot: false },
  beforeEach: () => {
    db.forms.update(2, (row) => ({
      ...row,
      email_ai_answer_body: 'Hello! Here is your speech about #Field3.',
      fields: { ...row.fields, aiFields: row.fields.aiFields.filter((f) => f.fieldRef === '#Field1') },
    }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement, 'Wedding speech writer');
    await expect(canvas.getByText('The AI prompt mentions a deleted field: #Field2. Remove it or insert another field.')).toBeVisible();
    await expect(
      canvas.getByText(/The e-mailed answer mentions a deleted field: #Field3\. Change it in the e-mail settings\./),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the e-mail settings' })).toHaveAttribute('href', '/forms/integrations/2');
    const published = canvas.getByRole('switch', { name: 'Published' });
    await userEvent.click(published);
    await expect(published).not.toBeChecked();
    await expect(published).toHaveAccessibleDescription(/Not published: first fix the mentions of deleted fields said above\./);
    await expect(db.forms.get(2)?.is_published).toBe(false);
  },
};

/** A field only the e-mailed answer mentions: deleting it asks first, and its number is not reused either. */
export const DeleteFieldUsedByEmail: Story = {
  args: { entry: '/forms/2' },
  beforeEach: () => {
    db.forms.update(2, (row) => ({ ...row, email_ai_answer_body: 'Your speech, with #Field3 in mind.' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement, 'Wedding speech writer');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete HTML (#Field3)' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Delete #Field3?' }));
    await expect(dialog.getByText(/The e-mailed answer uses #Field3\./)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete anyway' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add field' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Text input' }));
    const list = await fieldList(canvas);
    const card = within(await list.findByRole('listitem', { name: /#Field4/ }));
    await expect(card.getByLabelText('Title')).toHaveFocus();
    await userEvent.keyboard('Wedding date');
    await expect(list.queryByRole('listitem', { name: /#Field3/ })).toBeNull();
    // The e-mail's mention is said above the steps, with the way to the e-mail settings.
    await expect(canvas.getByText(/The e-mailed answer mentions a deleted field: #Field3\./)).toBeVisible();
  },
};

const generated = { aiGenerated: { idea: 'Bread subscription picker', questions: 2, strategy: 'BEFORE' } };

/** The AI made a form of drop-downs only: the editor checks it on arrival and says what to fix, where. */
export const GeneratedFormChecked: Story = {
  // As the AI creation flow opens it.
  args: { entry: { pathname: '/forms/1', search: '?step=fields', state: generated } },
  beforeEach: () => {
    db.forms.update(1, (row) => ({
      ...row,
      fields: {
        ...row.fields,
        aiFields: row.fields.aiFields.filter((f) => f.type !== 'TextInputField'),
        aiPrompt: 'Suggest a bread subscription for a budget of #Field4.',
      },
    }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByRole('button', { name: /Fields/ })).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByText('The generated form is not ready yet: fix what is marked on Fields below, then go on.')).toBeVisible();
    await expect(canvas.getByText('You must add at least 1 field')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Fields.*has errors/ })).toBeVisible();
  },
};

/** A generated form whose AI step fails (no Generate button text): the owner lands on AI Settings, told why. */
export const GeneratedFormLandsOnStepToFix: Story = {
  // As the AI creation flow opens it.
  args: { entry: { pathname: '/forms/1', search: '?step=fields', state: generated } },
  beforeEach: () => {
    db.forms.update(1, (row) => ({ ...row, fields: { ...row.fields, runAiBtn: { ...row.fields.runAiBtn, title: '' } } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: /AI Settings/ })).toHaveAttribute('aria-current', 'step'));
    await expect(canvas.getByText('The generated form is not ready yet: fix what is marked on AI Settings below, then go on.')).toBeVisible();
    await expect(await canvas.findByText('Generate button text is a required field')).toBeVisible();
    // Fixed: the notice goes.
    await userEvent.type(canvas.getByLabelText(/Generate button text/), 'Find my bread');
    await waitFor(() => expect(canvas.queryByText(/The generated form is not ready yet/)).toBeNull());
  },
};
