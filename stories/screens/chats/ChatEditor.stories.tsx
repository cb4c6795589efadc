import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt, expectUsableOnPhone, startAtSeedTime } from '../appStory';
import { expectChatNotFound } from './chatStory';
import { apiPath } from '../../../mocks/config';
import { chatsHandlers } from '../../../mocks/handlers';
import { readJson, writeJson } from '../../../src/api/client/storage';
import { db } from '../../../mocks/db';
import { getPublicChat } from '../../../src/api/endpoints/chatEmbed';

const meta = {
  title: 'Screens/Chats/ChatEditor',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/chats/new' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => {
    const cleanup = startAtSeedTime('demoOwner');
    writeJson('chatDrafts', null);
    writeJson('unaddedEntries', null);
    return () => {
      writeJson('unaddedEntries', null);
      cleanup();
    };
  },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('form', { name: 'Chat settings' }, { timeout: 15_000 }));
const body = within(document.body);

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const editor = await form(canvasElement);
    await userEvent.click(editor.getByRole('button', { name: 'Save and train' }));
    await expect(editor.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(/Name is a required field/);
    await expect(editor.getByRole('alert')).toHaveTextContent('Add at least 1 source');
    // Focus moves to the first field with an error once the errors are shown.
    await waitFor(() => expect(editor.getByRole('textbox', { name: /Name/ })).toHaveFocus());
    // Where the owner finds the e-mails the chat collects: the chat page's Leads and Visitors.
    await expect(await editor.findByText(/You find the e-mails on the chat's page: under “Leads” \(the chat's results\) and under “Visitors”/, {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const SourceErrors: Story = {
  play: async ({ canvasElement }) => {
    const editor = await form(canvasElement);
    await userEvent.type(editor.getByRole('textbox', { name: /Name/ }), 'Shop helper');
    await userEvent.click(editor.getByRole('button', { name: 'Add web page' }));
    await userEvent.click(editor.getByRole('button', { name: 'Add web page' }));
    await userEvent.click(editor.getByRole('button', { name: 'Add sitemap' }));
    await userEvent.click(editor.getByRole('button', { name: 'Add text' }));
    await userEvent.click(editor.getByRole('button', { name: 'Add text' }));
    const pages = editor.getAllByRole('textbox', { name: 'Page address' });
    await userEvent.type(pages[0]!, 'https://shop.example/about');
    await userEvent.type(pages[1]!, 'https://shop.example/about/');
    await userEvent.type(editor.getByRole('textbox', { name: 'Sitemap address' }), 'https://shop.example/pages');
    const texts = editor.getAllByRole('textbox', { name: 'Text' });
    await userEvent.type(texts[0]!, 'Delivery takes two days.');
    await userEvent.type(texts[1]!, 'Delivery takes two days.');
    await userEvent.click(editor.getByRole('button', { name: 'Save and train' }));
    await expect(pages[1]!).toHaveAccessibleDescription('Duplicate URL');
    await expect(editor.getByRole('textbox', { name: 'Sitemap address' })).toHaveAccessibleDescription('URL must end with .xml');
    await expect(texts[1]!).toHaveAccessibleDescription('Duplicate entry of a text');
    await userEvent.clear(pages[0]!);
    await userEvent.type(pages[0]!, 'not an address');
    await expect(pages[0]!).toHaveAccessibleDescription('Invalid URL');
    await expect(editor.getByRole('textbox', { name: /Chunk overlap/ })).toHaveAttribute('placeholder', '200');
  },
};

export const NumbersOutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const editor = await form(canvasElement);
    await userEvent.type(editor.getByRole('textbox', { name: /Chunk size/ }), '50');
    await userEvent.type(editor.getByRole('textbox', { name: /Passages per answer/ }), 'many');
    await userEvent.click(editor.getByRole('button', { name: 'Save and train' }));
    await expect(editor.getByRole('textbox', { name: /Chunk size/ })).toHaveAccessibleDescription(/Value must be >= 200 AND <= 4000/);
    await expect(editor.getByRole('textbox', { name: /Passages per answer/ })).toHaveAccessibleDescription(/Value must be >= 1 AND <= 20/);
  },
};

export const CreatesAndTrains: Story = {
  play: async ({ canvasElement }) => {
    const editor = await form(canvasElement);
    await userEvent.type(editor.getByRole('textbox', { name: /Name/ }), 'Opening hours bot');
    await userEvent.click(editor.getByRole('button', { name: 'Add text' }));
    await userEvent.type(editor.getByRole('textbox', { name: 'Text' }), 'We open at nine and close at six.');
    // A suggested question typed and not added goes with the chat created; the next new chat starts empty.
    await userEvent.type(editor.getByRole('textbox', { name: 'Suggested questions' }), 'When do you open?');
    await userEvent.click(editor.getByRole('button', { name: 'Save and train' }));
    await expect(await body.findByText('Opening hours bot was saved. Training has started.')).toBeVisible();
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Opening hours bot' })).toBeVisible();
    const unadded = JSON.parse(localStorage.getItem('lf.unaddedEntries') ?? '{}') as Record<string, string>;
    await expect(Object.entries(unadded)).toEqual([[expect.stringMatching(/^chat\.questions\.\d+$/), 'When do you open?']]);
  },
};

/** The server refuses the save: the message says so, and everything typed stays. */
export const SaveFails: Story = {
  parameters: {
    msw: { handlers: { chats: [http.post(apiPath('/training/chat'), () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 })), ...chatsHandlers] } },
  },
  play: async ({ canvasElement }) => {
    const editor = await form(canvasElement);
    await userEvent.type(editor.getByRole('textbox', { name: /Name/ }), 'Kept bot');
    await userEvent.click(editor.getByRole('button', { name: 'Add text' }));
    await userEvent.type(editor.getByRole('textbox', { name: 'Text' }), 'Nothing is lost.');
    await userEvent.click(editor.getByRole('button', { name: 'Save and train' }));
    // Said by Save, where it happened (the snackbar says it too, for 5 s), until the next change.
    await expect(await editor.findByRole('alert')).toHaveTextContent('Not saved: Something went wrong. Your changes are kept.');
    const notices = body.getAllByText('Not saved: Something went wrong. Your changes are kept.');
    await expect(notices).toHaveLength(2);
    // The snackbar's copy is dismissed, so the picture (of a long page, slow to take) does not depend on whether it
    // has timed out yet.
    const settings = within(canvasElement).getByRole('form', { name: 'Chat settings' });
    const snackbar = notices.find((notice) => !settings.contains(notice))!.parentElement!;
    await userEvent.click(within(snackbar).getByRole('button', { name: 'Dismiss' }));
    await expect(editor.getByRole('textbox', { name: /Name/ })).toHaveValue('Kept bot');
    await expect(editor.getByRole('textbox', { name: 'Text' })).toHaveValue('Nothing is lost.');
    await userEvent.type(editor.getByRole('textbox', { name: 'Text' }), ' Ever.');
    await expect(editor.queryByRole('alert')).toBeNull();
  },
};

/** The server refuses a setting that has no message place of its own: it is said by Save, by the setting's name. */
export const SettingRefusedWithoutAPlace: Story = {
  parameters: {
    msw: {
      handlers: {
        chats: [
          http.post(apiPath('/training/chat'), () =>
            HttpResponse.json({ detail: { save_chat_history: ['Not available on your plan.'], non_field_errors: ['Nothing was saved.'] } }, { status: 400 }),
          ),
          ...chatsHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const editor = await form(canvasElement);
    await userEvent.type(editor.getByRole('textbox', { name: /Name/ }), 'History bot');
    await userEvent.click(editor.getByRole('button', { name: 'Add text' }));
    await userEvent.type(editor.getByRole('textbox', { name: 'Text' }), 'We keep nothing.');
    await userEvent.click(editor.getByRole('button', { name: 'Save and train' }));
    await waitFor(() => expect(editor.getAllByRole('alert').map((alert) => alert.textContent).join('|')).toBe('Save conversations: Not available on your plan. Nothing was saved.'));
    await expect(editor.getByRole('textbox', { name: /Name/ })).toHaveValue('History bot');
  },
};

/** A draft left by a reload comes back, with a way to drop it. */
export const RestoredDraft: Story = {
  args: { entry: '/chats/1/settings' },
  beforeEach: () => {
    writeJson('chatDrafts', { '1': { name: 'Support assistant (draft)', sources: [{ key: 'k1', kind: 'text', title: '', text: 'Draft text' }] } });
  },
  play: async ({ canvasElement }) => {
    const editor = await form(canvasElement);
    await expect(within(canvasElement).getByText('Your unsaved changes were restored.')).toBeVisible();
    await expect(editor.getByRole('textbox', { name: /Name/ })).toHaveValue('Support assistant (draft)');
    // A draft kept before the chat could be published keeps the chat as saved: published, not unpublished by a save.
    await expect(await editor.findByText('Published: visitors can ask it.', {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Discard them' }));
    await expect(editor.getByRole('textbox', { name: /Name/ })).toHaveValue('Support assistant');
  },
};

/**
 * The chat's colours on the owner's site: the form editor's colour picker, kept in the draft on every change, the
 * form editor's contrast warning, a colour that is not one refused next to its picker, and saved with the chat.
 */
export const ChoosesColours: Story = {
  args: { entry: '/chats/1/settings' },
  // It ends on the chat's page with its sources training again; the editor's look with the colours is in the other pictures.
  parameters: { screenshot: false },
  beforeEach: () => {
    // A draft kept by hand, with a background that is not a colour.
    const sources = db.chats.get(1)!.sources.map((source) => ({ key: `saved-${source.id}`, ...source }));
    writeJson('chatDrafts', { '1': { name: 'Support assistant', sources, bg_color: 'red;}' } });
  },
  play: async ({ canvasElement }) => {
    const editor = await form(canvasElement);
    const picker = async (name: string) => within((await editor.findAllByRole('group', { name }, { timeout: 10_000 })).at(-1)!);
    const primary = await picker('Primary colour');
    await expect(primary.getByRole('textbox', { name: 'Hex code' })).toHaveValue('#6d28d9');
    await userEvent.click(editor.getByRole('button', { name: 'Save and train' }));
    await expect(await editor.findByText('Enter a colour as #rrggbb.')).toBeVisible();
    await expect(db.chats.get(1)?.bg_color).toBeNull();
    // The primary colour as the background: no contrast, said the way the form editor says it.
    const background = await picker('Background colour');
    await userEvent.click(background.getByRole('button', { name: '#6d28d9' }));
    await expect(await editor.findByText(/The primary colour and the background contrast only 1\.0:1/)).toBeVisible();
    await expect(editor.queryByText('Enter a colour as #rrggbb.')).toBeNull();
    const hex = background.getByRole('textbox', { name: 'Hex code' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#fdf6e3');
    await waitFor(() => expect(editor.queryByText(/contrast only/)).toBeNull());
    // Nothing typed is lost: the draft on this device has it before any save.
    await waitFor(() => expect(readJson('chatDrafts', (drafts) => (drafts as Record<string, { bg_color?: string }>)['1']?.bg_color)).toBe('#fdf6e3'));
    await userEvent.click(editor.getByRole('button', { name: 'Save and train' }));
    await expect(await body.findByText('Support assistant was saved. Training has started.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(db.chats.get(1)).toMatchObject({ primary_color: '#6d28d9', bg_color: '#fdf6e3' });
    await expect(await getPublicChat(1)).toMatchObject({ primary_color: '#6d28d9', bg_color: '#fdf6e3' });
  },
};

/**
 * Publishing a chat: the Publish section opens on demand, says that no source is trained yet, and the switch is saved
 * with the chat; the visitors' calls answer for it from then on.
 */
export const PublishesTheChat: Story = {
  args: { entry: '/chats/2/settings' },
  play: async ({ canvasElement }) => {
    const editor = await form(canvasElement);
    // The Publish section is code of its own: it shows once that has come.
    await expect(await editor.findByText('Not published: only you can ask it.', {}, { timeout: 10_000 })).toBeVisible();
    const open = editor.getByRole('button', { name: 'Show the link and the code' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    await expect(editor.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
    await expect(await editor.findByText(/No source has finished training yet/, {}, { timeout: 10_000 })).toHaveRole('note');
    await expect(editor.getByText(/this chat lives only in this browser/)).toHaveRole('note');
    await expect((editor.getByRole('textbox', { name: 'Code for a chat in your page' }) as HTMLTextAreaElement).value).toContain('data-chat-id="2"');
    await userEvent.click(editor.getByRole('switch', { name: 'Published' }));
    await expect(editor.getByText('Published: visitors can ask it.')).toBeVisible();
    await expect(db.chats.get(2)?.is_published).toBe(false);
    await userEvent.click(editor.getByRole('button', { name: 'Save and train' }));
    const saved = await body.findByText('Docs bot was saved. Training has started.', {}, { timeout: 10_000 });
    await expect(saved).toBeVisible();
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Docs bot' })).toBeVisible();
    // The snackbar is dismissed, so the picture does not depend on whether its 5 s have passed yet.
    await userEvent.click(within(saved.parentElement!).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(body.queryByText('Docs bot was saved. Training has started.')).toBeNull());
    await expect(db.chats.get(2)?.is_published).toBe(true);
    // The visitors' side answers now: the public chat is there for an owner's page.
    await expect(await getPublicChat(2)).toMatchObject({ id: 2, name: 'Docs bot' });
  },
};

export const ChatNotFound: Story = {
  args: { entry: '/chats/9999/settings' },
  play: ({ canvasElement }) => expectChatNotFound(canvasElement),
};

/**
 * At 375 px the chat editor works on a phone (no request for a bigger screen): a chat is named and given a source,
 * the page never wider than the screen.
 */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const editor = await form(canvasElement);
    await expectUsableOnPhone(canvasElement);
    await userEvent.type(editor.getByRole('textbox', { name: /Name/ }), 'Shop helper');
    await userEvent.click(editor.getByRole('button', { name: 'Add web page' }));
    await userEvent.type(editor.getByRole('textbox', { name: 'Page address' }), 'https://shop.example/about');
    await expect(editor.getByRole('button', { name: 'Save and train' })).toBeVisible();
    await expectUsableOnPhone(canvasElement);
  },
};
