import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { writeJson } from '../../src/api/client/storage';
import { AppAt, screenLoad, startAtSeedTime } from '../screens/appStory';

const meta = {
  title: 'Flows/Trained Chat',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/chats' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => {
    const stopClock = startAtSeedTime('demoOwner');
    for (const key of ['chatDrafts', 'unaddedEntries', 'chatQuestions'] as const) writeJson(key, null);
    return () => {
      for (const key of ['chatDrafts', 'unaddedEntries', 'chatQuestions'] as const) writeJson(key, null);
      stopClock();
    };
  },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An owner creates a chat, gives it a source to learn from (a text), saves it (training starts), opens it and asks
 * a question: the answer comes from that source and names it.
 */
export const FromSourcesToAConversation: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);

    await step('AI chats: create one', async () => {
      await expect(await canvas.findByRole('table', { name: 'Chats' }, screenLoad)).toBeVisible();
      await userEvent.click(canvas.getAllByRole('link', { name: 'Create chat' })[0]!);
    });

    await step('Name it and give it a source', async () => {
      const editor = within(await canvas.findByRole('form', { name: 'Chat settings' }, screenLoad));
      await userEvent.type(editor.getByRole('textbox', { name: /Name/ }), 'Opening hours bot');
      await userEvent.click(editor.getByRole('button', { name: 'Add text' }));
      await userEvent.type(editor.getByRole('textbox', { name: /^Title/ }), 'Opening hours');
      await userEvent.type(editor.getByRole('textbox', { name: 'Text' }), 'We open at nine and close at six, Monday to Saturday.');
    });

    await step('Save and train: the chat opens', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save and train' }));
      const saved = await body.findByText('Opening hours bot was saved. Training has started.');
      await expect(saved).toBeVisible();
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Opening hours bot' })).toBeVisible();
      // Dismissed, so that the last picture does not depend on how long the rest took.
      await userEvent.click(within(saved.closest<HTMLElement>('[role="status"]')!).getByRole('button', { name: 'Dismiss' }));
      await waitFor(() => expect(body.queryByText('Opening hours bot was saved. Training has started.')).toBeNull());
    });

    await step('Ask: the answer comes from the source', async () => {
      const talk = within(await canvas.findByRole('region', { name: 'Conversation' }, screenLoad));
      await userEvent.type(talk.getByRole('textbox', { name: /Your question/ }), 'When do you open?{Enter}');
      const messages = talk.getByRole('list', { name: 'Messages' });
      await waitFor(() => expect(messages).toHaveTextContent('According to Opening hours: We open at nine and close at six, Monday to Saturday.'), { timeout: 15_000 });
      await expect(await within(messages).findByRole('list', { name: 'Sources of this answer' })).toHaveTextContent('Opening hours');
      await expect(await talk.findByText('The answer to “When do you open?” is complete.')).toBeInTheDocument();
    });
  },
};
