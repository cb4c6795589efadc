import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { writeString } from '../../src/api/client/storage';
import { db, seedUsers } from '../../mocks/db';
import { AppAt, screenLoad } from '../screens/appStory';
import { startEditor } from '../screens/editor/editorStory';

const meta = {
  title: 'Flows/Create With AI',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/forms' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => {
    const stopClock = startEditor();
    // Creating with AI needs a confirmed e-mail (the seed owner's is not).
    db.users.update(seedUsers.demoOwner.id, { is_email_verified: true });
    writeString('aiCreateDraft', null);
    return stopClock;
  },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The mock AI answers from the owner's own words: give its answers time. */
const long = { timeout: 15_000 };

/**
 * An owner describes their business, picks one of the AI's ideas, pays 5 credits, and lands in the editor with a
 * form the AI made: its questions and a prompt that uses them.
 */
export const CreateWithAi: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    let ideas = within(canvasElement);

    await step('My Forms: create with AI', async () => {
      await userEvent.click(await canvas.findByRole('link', { name: 'Create with AI' }, screenLoad));
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Create a form with AI' }, screenLoad)).toBeVisible();
    });

    await step('Describe the business, get five ideas', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: /Your business/ }), 'We are a family bakery in Lisbon making birthday and wedding cakes.');
      await userEvent.click(canvas.getByRole('button', { name: 'Generate 5 ideas' }));
      ideas = within(await canvas.findByRole('radiogroup', { name: 'Choose an idea' }, long));
      await expect(ideas.getByRole('radio', { name: 'Cake price calculator' })).toBeVisible();
      await expect(canvas.getByText('Credits needed to create the form: 5.')).toBeVisible();
    });

    await step('Pick an idea and generate the form', async () => {
      await userEvent.click(ideas.getByRole('radio', { name: 'Cake price calculator' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Generate the form · 5 credits' }));
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Cake price calculator' }, long)).toBeVisible();
    });

    await step('The editor: the questions the AI wrote, saved, 5 credits spent', async () => {
      await expect(await canvas.findByText(/From the idea “Cake price calculator\./, {}, long)).toBeVisible();
      await expect(await canvas.findByDisplayValue('What is the occasion?')).toBeVisible();
      await expect(canvas.getByDisplayValue('How many guests?')).toBeVisible();
      const created = db.forms.find((form) => form.name === 'Cake price calculator');
      await expect(created?.fields.aiPrompt).toContain('#Field1');
      await waitFor(() => expect(db.usage.get(seedUsers.demoOwner.id)?.used_credits).toBe(42));
      await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(canvas.queryByText(/From the idea/)).toBeNull());
    });
  },
};
