import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../../mocks/db';
import { AppAt } from '../appStory';
import { EDITOR_LOAD_TIMEOUT, startEditor } from './editorStory';

const meta = {
  title: 'Screens/Editor/AiModel',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/forms/1?step=ai' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => startEditor(),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** The AI model is picked from the list the chat editor offers (not typed), and the pick is saved with the form. */
export const PickedFromTheList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const model = await canvas.findByRole('combobox', { name: 'AI model' }, EDITOR_LOAD_TIMEOUT);
    await expect(model).toHaveTextContent('Default of your plan');
    // The step's tour still points at the model (its anchor is around the list).
    await expect(model.closest('[data-tour="editor-model"]')).not.toBeNull();
    await userEvent.click(model);
    const options = (await body.findAllByRole('option')).map((option) => option.textContent);
    await expect(options).toEqual(['Default of your plan', 'gpt-4o-mini', 'gpt-4o', 'gpt-4.1']);
    await userEvent.click(body.getByRole('option', { name: 'gpt-4.1' }));
    await expect(model).toHaveTextContent('gpt-4.1');
    await waitFor(() => expect(db.forms.get(1)?.model_name).toBe('gpt-4.1'), EDITOR_LOAD_TIMEOUT);
  },
};

/** A model saved before the list (typed by hand) stays shown; going back to the plan's default saves no model. */
export const UnlistedModelThenBackToDefault: Story = {
  beforeEach: () => void db.forms.update(1, { model_name: 'my-fine-tune' }), // after the meta's fresh store
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const model = await canvas.findByRole('combobox', { name: 'AI model' }, EDITOR_LOAD_TIMEOUT);
    await expect(model).toHaveTextContent('my-fine-tune');
    await userEvent.click(model);
    await expect(await body.findByRole('option', { name: 'my-fine-tune' })).toBeVisible();
    await userEvent.click(await body.findByRole('option', { name: 'Default of your plan' }));
    await expect(model).toHaveTextContent('Default of your plan');
    await waitFor(() => expect(db.forms.get(1)?.model_name).toBeNull(), EDITOR_LOAD_TIMEOUT);
  },
};
