import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../mocks/db';
import { AppAt, screenLoad } from '../screens/appStory';
import { EDITOR_LOAD_TIMEOUT, startEditor } from '../screens/editor/editorStory';

const meta = {
  title: 'Flows/Build And Publish By Hand',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/forms' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => startEditor(),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An owner builds a form by hand, step by step — a field, the AI prompt that uses it, how leads are asked for, the
 * look — publishes it, and finds it published in My Forms. The live preview follows every edit.
 */
export const BuildAndPublish: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const stepButton = (name: string) => canvas.getByRole('button', { name: new RegExp(`^${name}`) });
    const preview = () => canvas.getByRole('complementary', { name: 'Live preview' });
    const previewText = () => [...preview().querySelectorAll('*')].map((node) => node.shadowRoot?.textContent ?? '').join(' ');

    await step('My Forms: start a form by hand', async () => {
      await userEvent.click(await canvas.findByRole('link', { name: 'Build by hand' }, screenLoad));
      await expect(await canvas.findByRole('heading', { level: 1, name: 'New form' }, EDITOR_LOAD_TIMEOUT)).toBeVisible();
      await expect(canvas.getByText('Not saved yet: give the form a name to save it.')).toBeVisible();
    });

    await step('Fields: name the form and ask one question', async () => {
      await userEvent.type(canvas.getByLabelText(/Form name/), 'Gift finder');
      await userEvent.type(canvas.getByLabelText('Header shown above the form'), 'Find the perfect gift');
      await userEvent.type(canvas.getByLabelText('Title'), 'Who is the gift for?');
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Gift finder' })).toBeVisible();
      // Saved as soon as it has a name; the preview shows the edit.
      await expect(await canvas.findByText('All changes saved', {}, EDITOR_LOAD_TIMEOUT)).toBeVisible();
      await waitFor(() => expect(previewText()).toContain('Find the perfect gift'), EDITOR_LOAD_TIMEOUT);
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    });

    await step('AI Settings: a prompt that uses the question', async () => {
      await waitFor(() => expect(stepButton('AI Settings')).toHaveAttribute('aria-current', 'step'), EDITOR_LOAD_TIMEOUT);
      const prompt = await canvas.findByRole('textbox', { name: 'AI prompt' }, EDITOR_LOAD_TIMEOUT);
      await userEvent.click(prompt);
      await userEvent.keyboard('Suggest three gifts for ');
      await userEvent.click(within(canvas.getByRole('group', { name: 'Insert a field' })).getByRole('button', { name: 'Who is the gift for?' }));
      await expect(within(prompt).getByText('Who is the gift for?')).toBeVisible();
      await waitFor(() => expect(db.forms.find((form) => form.name === 'Gift finder')?.fields.aiPrompt).toContain('#Field1'), EDITOR_LOAD_TIMEOUT);
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    });

    await step('Leads and Customization: the defaults will do', async () => {
      await waitFor(() => expect(stepButton('Leads')).toHaveAttribute('aria-current', 'step'), EDITOR_LOAD_TIMEOUT);
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(stepButton('Customization')).toHaveAttribute('aria-current', 'step'), EDITOR_LOAD_TIMEOUT);
      await expect(await canvas.findByText('Primary colour', {}, EDITOR_LOAD_TIMEOUT)).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    });

    await step('Publication: publish, and get the link and the embed code', async () => {
      await waitFor(() => expect(stepButton('Publication')).toHaveAttribute('aria-current', 'step'), EDITOR_LOAD_TIMEOUT);
      const published = await canvas.findByRole('switch', { name: 'Published' }, EDITOR_LOAD_TIMEOUT);
      await expect(published).not.toBeChecked();
      await userEvent.click(published);
      await expect(published).toBeChecked();
      const form = db.forms.find((row) => row.name === 'Gift finder');
      await waitFor(() => expect(db.forms.find((row) => row.name === 'Gift finder')?.is_published).toBe(true), EDITOR_LOAD_TIMEOUT);
      await expect((canvas.getByRole('textbox', { name: 'Share link' }) as HTMLInputElement).value).toMatch(new RegExp(`/forms/share/${form?.id}$`));
      await expect((canvas.getByRole('textbox', { name: 'Embed code' }) as HTMLTextAreaElement).value).toContain(`data-id="${form?.id}"`);
      await expect(await canvas.findByText('All changes saved', {}, EDITOR_LOAD_TIMEOUT)).toBeVisible();
    });

    await step('My Forms: the new form is there, published', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'My Forms' }));
      const table = within(await canvas.findByRole('table', { name: 'All forms' }, screenLoad));
      await expect(await table.findByRole('link', { name: 'Gift finder' })).toBeVisible();
      await expect(table.getByRole('switch', { name: 'Published: Gift finder' })).toBeChecked();
      await expect(body.queryByRole('dialog')).toBeNull();
    });
  },
};
