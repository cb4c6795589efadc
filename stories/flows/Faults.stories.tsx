import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, seedForms } from '../../mocks/db';
import type { FaultKind } from '../../mocks/faults';
import { signOut } from '../../mocks/session';
import { readJson, writeJson, writeString } from '../../src/api/client/storage';
import { mountWidget } from '../../src/widget/mount';
import { readSaved } from '../../src/widget/storage';
import { AppAt, screenLoad, startAtSeedTime } from '../screens/appStory';
import { addRoot, withForm } from '../widget/widgetStory';
import { armBeforeRender, expectSessionEnded, faultHandlers, faultMet, meetEachFault, reasonOf, startFaultStory } from './faultStory';

/*
 * The fault matrix on the screen (mocks/faultMatrix.ts names these stories): each story renders one screen once
 * and meets every fault of one call in turn — 500, no network, a timeout, a malformed answer, an ended session —
 * asserting the translated message where it happened and that what the owner typed is still in its fields and
 * kept on the device. No screenshots: the screens' looks are their own stories'.
 */
const meta = {
  title: 'Flows/Faults',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/forms' },
  parameters: { router: false, layout: 'fullscreen', screenshot: false, msw: { handlers: faultHandlers } },
  beforeEach: () => {
    const stopClock = startAtSeedTime('demoOwner');
    const stopFaults = startFaultStory();
    return () => {
      stopFaults();
      stopClock();
    };
  },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
/** The editor's code loads lazily (Tiptap included); its first look waits longer. */
const editorLoad = { timeout: 15_000 };

/** Results, lead dialog: the contact typed stays in the dialog and in the lead's draft; the reason is said in the dialog. */
export const LeadEditFaults: Story = {
  args: { entry: `/forms/results/${seedForms.published}` },
  play: async ({ canvasElement }) => {
    const grace = db.sessions.find((s) => s.lead?.name === 'Grace Hopper')!.lead!;
    const rows = within(await within(canvasElement).findByRole('table', { name: 'Sessions of this form' }, screenLoad));
    await userEvent.click(await rows.findByRole('button', { name: 'Edit contact of Grace Hopper' }, screenLoad));
    const dialog = within(await body.findByRole('dialog', { name: 'Edit contact details' }));
    const phone = dialog.getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '555 010 7777');
    await meetEachFault('updateLead', async (fault) => {
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await expect(await dialog.findByRole('alert', {}, screenLoad)).toHaveTextContent(`The change was not saved. ${reasonOf[fault]}`);
      await expect(phone).toHaveValue('555 010 7777');
      await expect(readJson('leadDrafts', (raw) => raw as Record<string, { phone: string }>)?.[String(grace.id)]?.phone).toBe('555 010 7777');
      if (fault === 'sessionEnded') await expectSessionEnded();
    });
    await waitFor(() => expect(db.sessions.find((s) => s.lead?.id === grace.id)?.lead?.phone).not.toBe('555 010 7777'));
    writeJson('leadDrafts', null);
  },
};

/**
 * Integrations: an address typed for the lead e-mails stays in its input (and on the device) with the reason under
 * it; a failed delete keeps the address listed and says why; the AI answer's subject stays typed and kept when its
 * autosave fails.
 */
export const IntegrationsFaults: Story = {
  args: { entry: `/forms/integrations/${seedForms.miniPageEmailAnswer}` },
  beforeEach: () => {
    writeJson('integrationsDrafts', null);
    writeJson('unaddedEntries', null);
    return () => {
      writeJson('integrationsDrafts', null);
      writeJson('unaddedEntries', null);
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Integrations of Fitness coach mini page' }, screenLoad);
    const list = within(await canvas.findByRole('list', { name: 'Addresses that receive leads' }, screenLoad));
    const before = db.emailSubscriptions.all().length;
    const input = canvas.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(input, 'new.lead.inbox@example.com');
    await meetEachFault('createEmailSubscription', async (fault) => {
      await userEvent.type(input, '{Enter}');
      await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(reasonOf[fault]), screenLoad);
      await expect(input).toHaveValue('new.lead.inbox@example.com');
      await expect(readJson('unaddedEntries', (raw) => raw as Record<string, string>)).toEqual(
        expect.objectContaining({ [`integrations.emails.${seedForms.miniPageEmailAnswer}`]: 'new.lead.inbox@example.com' }),
      );
      if (fault === 'sessionEnded') await expectSessionEnded();
    });
    await expect(db.emailSubscriptions.all().length).toBe(before);

    const [first] = list.getAllByRole('listitem');
    const address = first!.textContent!.trim();
    await meetEachFault('deleteEmailSubscription', async (fault) => {
      await userEvent.click(canvas.getByRole('button', { name: `Delete ${address}` }));
      await waitFor(() => expect(list.getByRole('alert')).toHaveTextContent(reasonOf[fault]), screenLoad);
      await expect(list.getByText(address)).toBeVisible();
      if (fault === 'sessionEnded') await expectSessionEnded();
    });
    await expect(db.emailSubscriptions.all().length).toBe(before);

    const subject = canvas.getByRole('textbox', { name: 'Subject' });
    let typed = 'Your training plan';
    await meetEachFault('updateLeadForm', async (fault) => {
      typed += '!';
      await userEvent.type(subject, '!');
      await waitFor(() => expect(canvas.getByText(/^Your changes were not saved\./)).toHaveTextContent(reasonOf[fault]), screenLoad);
      await expect(subject).toHaveValue(typed);
      await expect(JSON.stringify(readJson('integrationsDrafts', (raw) => raw))).toContain(typed);
      if (fault === 'sessionEnded') await expectSessionEnded();
    });
    await expect(db.forms.get(seedForms.miniPageEmailAnswer)?.email_ai_answer_subject).toBe('Your training plan');
  },
};

/** What the sign-in forms say when no usable answer came: never "check your credentials" for a right password. */
const unanswered: Record<Exclude<FaultKind, 'sessionEnded'>, string> = {
  serverError: 'The server could not answer right now. Try again in a moment.',
  networkFailure: 'No connection. Check your internet and try again.',
  timeout: 'The server took too long to answer. Try again.',
  malformedBody: 'The server could not answer right now. Try again in a moment.',
};

/** Log in: the e-mail and password stay typed, the reason is in the form (a 401 is the answer: wrong credentials). */
export const LoginFaults: Story = {
  args: { entry: '/login' },
  beforeEach: () => signOut(),
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Log in' }, screenLoad));
    await userEvent.type(form.getByLabelText(/e-mail/i), 'demo@example.com');
    await userEvent.type(form.getByLabelText(/^password/i), 'a-right-password');
    await meetEachFault('login', async (fault) => {
      await userEvent.click(form.getByRole('button', { name: 'Log in' }));
      const message = fault === 'sessionEnded' ? 'Login failed. Please check your credentials' : unanswered[fault];
      await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(message), screenLoad);
      await expect(form.getByLabelText(/e-mail/i)).toHaveValue('demo@example.com');
      await expect(form.getByLabelText(/^password/i)).toHaveValue('a-right-password');
    });
  },
};

/** Sign up: everything typed stays, the reason is in the form. */
export const RegisterFaults: Story = {
  args: { entry: '/register' },
  beforeEach: () => signOut(),
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Create an account' }, screenLoad));
    await userEvent.type(form.getByLabelText(/e-mail/i), 'fault.owner@example.com');
    await userEvent.type(form.getByLabelText(/^password/i), 'a-good-secret');
    await userEvent.type(form.getByLabelText(/^confirm password/i), 'a-good-secret');
    await meetEachFault('register', async (fault) => {
      await userEvent.click(form.getByRole('button', { name: 'Sign up' }));
      const message = fault === 'sessionEnded' ? 'Registration failed. Please check your information' : unanswered[fault];
      await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(message), screenLoad);
      await expect(form.getByLabelText(/e-mail/i)).toHaveValue('fault.owner@example.com');
      await expect(form.getByLabelText(/^password/i)).toHaveValue('a-good-secret');
      await expect(form.getByLabelText(/^confirm password/i)).toHaveValue('a-good-secret');
    });
  },
};

/** Editor: a header typed while autosave fails stays in its field and in the form's draft on the device. */
export const EditorSaveFaults: Story = {
  args: { entry: `/forms/${seedForms.published}` },
  beforeEach: () => {
    for (const key of ['tourFormStep1', 'tourFormStep2', 'tourFormStep3'] as const) writeString(key, 'true');
    writeString('formDrafts', null);
    return () => writeString('formDrafts', null);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Marketing plan generator' }, editorLoad);
    const header = canvas.getByLabelText('Header shown above the form');
    const saved = db.forms.get(seedForms.published)!.header;
    let typed = (header as HTMLInputElement).value;
    await meetEachFault('updateLeadForm', async (fault) => {
      typed += '!';
      await userEvent.type(header, '!');
      await faultMet();
      // "Saving…" while the call is out, then the failure and the way to retry.
      await waitFor(() => expect(canvas.queryByText('Saving…')).toBeNull(), editorLoad);
      await expect(canvas.getByText('Not saved: your changes are kept on this device.')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(header).toHaveValue(typed);
      await expect(JSON.stringify(readJson('formDrafts', (raw) => raw))).toContain(typed);
      if (fault === 'sessionEnded') await expectSessionEnded();
    });
    await expect(db.forms.get(seedForms.published)?.header).toBe(saved);
  },
};

/** Chat settings: a new chat's name and text, and an existing chat's new name, stay typed and kept as a draft. */
async function chatSettingsMeetFaults(canvasElement: HTMLElement, call: 'createChat' | 'updateChat', name: string) {
  const editor = within(await within(canvasElement).findByRole('form', { name: 'Chat settings' }, screenLoad));
  const nameField = editor.getByRole('textbox', { name: /Name/ });
  await userEvent.clear(nameField);
  await userEvent.type(nameField, name);
  if (call === 'createChat') {
    await userEvent.click(editor.getByRole('button', { name: 'Add text' }));
    await userEvent.type(editor.getByRole('textbox', { name: 'Text' }), 'Nothing is lost.');
  }
  await meetEachFault(call, async (fault) => {
    await userEvent.click(editor.getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(editor.getByRole('alert')).toHaveTextContent(`Not saved: ${reasonOf[fault]} Your changes are kept.`), screenLoad);
    await expect(nameField).toHaveValue(name);
    if (call === 'createChat') await expect(editor.getByRole('textbox', { name: 'Text' })).toHaveValue('Nothing is lost.');
    await expect(JSON.stringify(readJson('chatDrafts', (raw) => raw))).toContain(name);
    if (fault === 'sessionEnded') await expectSessionEnded();
  });
}

export const ChatCreateFaults: Story = {
  args: { entry: '/chats/new' },
  beforeEach: () => {
    writeJson('chatDrafts', null);
    return () => writeJson('chatDrafts', null);
  },
  play: async ({ canvasElement }) => {
    const chats = db.chats.all().length;
    await chatSettingsMeetFaults(canvasElement, 'createChat', 'Kept bot');
    await expect(db.chats.all().length).toBe(chats);
  },
};

export const ChatUpdateFaults: Story = {
  args: { entry: '/chats/1/settings' },
  beforeEach: () => {
    writeJson('chatDrafts', null);
    return () => writeJson('chatDrafts', null);
  },
  play: async ({ canvasElement }) => {
    const before = db.chats.get(1)!.name;
    await chatSettingsMeetFaults(canvasElement, 'updateChat', 'Renamed and kept');
    await expect(db.chats.get(1)?.name).toBe(before);
  },
};

/** Account: the passwords typed in the dialog and the AI key typed at its field stay, with the reason where they are. */
export const AccountFaults: Story = {
  args: { entry: '/account' },
  play: async ({ canvasElement }) => {
    const section = async (name: string) => within(await within(canvasElement).findByRole('region', { name }, screenLoad));
    const password = await section('Password');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Change password' }));
    await userEvent.type(dialog.getByLabelText(/^Current password/), 'demo1234');
    await userEvent.type(dialog.getByLabelText(/^New password/), 'a-new-secret');
    await userEvent.type(dialog.getByLabelText(/^Confirm new password/), 'a-new-secret');
    await meetEachFault('changePassword', async (fault) => {
      await userEvent.click(dialog.getByRole('button', { name: 'Save password' }));
      await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('Something went wrong.'), screenLoad);
      await expect(dialog.getByLabelText(/^Current password/)).toHaveValue('demo1234');
      await expect(dialog.getByLabelText(/^New password/)).toHaveValue('a-new-secret');
      await expect(dialog.getByLabelText(/^Confirm new password/)).toHaveValue('a-new-secret');
      if (fault === 'sessionEnded') await expectSessionEnded();
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    const key = await section('AI provider key');
    const field = key.getByLabelText('AI provider key');
    await userEvent.type(field, 'sk-demo_0123456789abcdef');
    await meetEachFault('updateUser', async (fault) => {
      await userEvent.click(key.getByRole('button', { name: 'Save' }));
      await faultMet();
      await waitFor(() => expect(field).toHaveAccessibleDescription(/Update error\. Try again later\./), screenLoad);
      await expect(field).toHaveValue('sk-demo_0123456789abcdef');
      if (fault === 'sessionEnded') await expectSessionEnded();
    });
    await expect(db.users.get(1)?._password).toBe('demo1234');
  },
};

/** The title Create with AI gives each fault of an AI call (src/features/aiCreate/failures.ts). */
const aiTitles: Record<FaultKind, string> = {
  serverError: 'Something went wrong',
  networkFailure: 'No connection',
  timeout: 'The AI took too long',
  malformedBody: "The AI's answer was cut off",
  sessionEnded: 'Something went wrong',
};

/** Create with AI: the business described stays typed and in the flow's draft; the failure's own title is said. */
export const AiIdeasFaults: Story = {
  args: { entry: '/forms/new/ai' },
  beforeEach: () => {
    db.users.update(1, { is_email_verified: true });
    writeString('aiCreateDraft', null);
    return () => writeString('aiCreateDraft', null);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const described = 'We are a family bakery in Lisbon making birthday and wedding cakes.';
    const business = await canvas.findByRole('textbox', { name: /Your business/ }, screenLoad);
    await userEvent.type(business, described);
    await meetEachFault('generateIdeas', async (fault) => {
      await userEvent.click(canvas.queryByRole('button', { name: 'Try again' }) ?? canvas.getByRole('button', { name: 'Generate 5 ideas' }));
      await faultMet();
      await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(aiTitles[fault]), screenLoad);
      await expect(canvas.getByRole('alert')).toHaveTextContent('Your texts are kept.');
      await expect(canvas.getByRole('textbox', { name: /Your business/ })).toHaveValue(described);
      await expect(JSON.stringify(readJson('aiCreateDraft', (raw) => raw))).toContain(described);
      if (fault === 'sessionEnded') await expectSessionEnded();
    });
  },
};

/** A chat: a question whose answer fails is back in its box (and kept on the device), with the reason. */
export const ChatAskFaults: Story = {
  args: { entry: '/chats/1' },
  beforeEach: () => {
    writeJson('chatQuestions', null);
    return () => writeJson('chatQuestions', null);
  },
  play: async ({ canvasElement }) => {
    const talk = within(await within(canvasElement).findByRole('region', { name: 'Conversation' }, screenLoad));
    const box = talk.getByRole('textbox', { name: /Your question/ });
    await userEvent.type(box, 'What does it cost?');
    await meetEachFault('askChat', async (fault) => {
      await userEvent.type(box, '{Enter}');
      await faultMet();
      await waitFor(() => expect(talk.getByRole('alert')).toHaveTextContent(`No answer: ${reasonOf[fault]} Your question is back in the box.`), screenLoad);
      await expect(box).toHaveValue('What does it cost?');
      await expect(readJson('chatQuestions', (raw) => raw as Record<string, string>)?.['1']).toBe('What does it cost?');
      if (fault === 'sessionEnded') await expectSessionEnded();
    });
  },
};

/**
 * A screen's first load meets every fault: the first one as the screen renders, each next one at Retry. The notice
 * says what failed (with the reason where the screen gives one) and Retry brings the data once the fault is gone.
 */
async function loadMeetsFaults(canvasElement: HTMLElement, call: Parameters<typeof meetEachFault>[0], message: (fault: FaultKind) => string, loaded: () => Promise<unknown>) {
  const canvas = within(canvasElement);
  await meetEachFault(call, async (fault) => {
    if (fault !== 'serverError') await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await faultMet();
    await waitFor(() => expect(canvas.getByText(message(fault))).toBeVisible(), screenLoad);
    if (fault === 'sessionEnded') await expectSessionEnded();
  });
  await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
  await loaded();
}

export const MyFormsLoadFaults: Story = {
  args: { entry: '/forms' },
  beforeEach: () => armBeforeRender('getLeadForms'),
  play: async ({ canvasElement }) => {
    await loadMeetsFaults(canvasElement, 'getLeadForms', () => 'Your forms could not be loaded.', () =>
      within(canvasElement).findByText('Marketing plan generator', {}, screenLoad),
    );
  },
};

export const ResultsLoadFaults: Story = {
  args: { entry: `/forms/results/${seedForms.published}` },
  beforeEach: () => armBeforeRender('getSessions'),
  play: async ({ canvasElement }) => {
    await loadMeetsFaults(canvasElement, 'getSessions', (fault) => `The results could not be loaded. ${reasonOf[fault]}`, () =>
      within(canvasElement).findByRole('button', { name: 'Edit contact of Grace Hopper' }, screenLoad),
    );
  },
};

export const ChatsLoadFaults: Story = {
  args: { entry: '/chats' },
  beforeEach: () => armBeforeRender('getChats'),
  play: async ({ canvasElement }) => {
    await loadMeetsFaults(canvasElement, 'getChats', (fault) => `The list could not be loaded. ${reasonOf[fault]}`, () =>
      within(canvasElement).findByText('Support assistant', {}, screenLoad),
    );
  },
};

/** A new form: its first save (create) fails; the name and header typed stay in their fields and in the draft. */
export const EditorCreateFaults: Story = {
  args: { entry: '/forms/new' },
  beforeEach: () => {
    for (const key of ['tourFormStep1', 'tourFormStep2', 'tourFormStep3'] as const) writeString(key, 'true');
    writeString('formDrafts', null);
    return () => writeString('formDrafts', null);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'New form' }, editorLoad);
    const forms = db.forms.all().length;
    const header = canvas.getByLabelText('Header shown above the form');
    await userEvent.type(header, 'Find a gift');
    let name = 'Gift finder';
    await userEvent.type(canvas.getByLabelText(/Form name/), name);
    await meetEachFault('createLeadForm', async (fault) => {
      if (fault !== 'serverError') {
        name += '!';
        await userEvent.type(canvas.getByLabelText(/Form name/), '!');
      }
      await faultMet();
      await waitFor(() => expect(canvas.queryByText('Saving…')).toBeNull(), editorLoad);
      await expect(canvas.getByText('Not saved: your changes are kept on this device.')).toBeVisible();
      await expect(canvas.getByLabelText(/Form name/)).toHaveValue(name);
      await expect(header).toHaveValue('Find a gift');
      await waitFor(() => expect(JSON.stringify(readJson('formDrafts', (raw) => raw))).toContain(name));
      if (fault === 'sessionEnded') await expectSessionEnded();
    });
    await expect(db.forms.all().length).toBe(forms);
  },
};

/** Uploads: a file whose upload fails stays on the page with the reason and a Retry that sends it again. */
export const UploadFaults: Story = {
  args: { entry: '/chats/uploads' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Uploaded files' }, screenLoad);
    const uploads = db.uploads.all().length;
    await meetEachFault('uploadFile', async (fault) => {
      if (fault === 'serverError') {
        const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
        await userEvent.upload(input, new File(['Our prices are fair.'], 'prices.txt', { type: 'text/plain' }));
      } else {
        await userEvent.click(canvas.getByRole('button', { name: 'Retry prices.txt' }));
      }
      await faultMet();
      await waitFor(() => expect(canvas.getByText(reasonOf[fault])).toBeVisible(), screenLoad);
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Retry prices.txt' })).toBeVisible(), screenLoad);
      if (fault === 'sessionEnded') await expectSessionEnded();
    });
    await expect(db.uploads.all().length).toBe(uploads);
  },
};

/** Create with AI, the form from the chosen idea: the description and the chosen idea stay (and in the draft). */
export const AiFormFaults: Story = {
  args: { entry: '/forms/new/ai' },
  beforeEach: () => {
    db.users.update(1, { is_email_verified: true });
    writeString('aiCreateDraft', null);
    return () => writeString('aiCreateDraft', null);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const described = 'We are a family bakery in Lisbon making birthday and wedding cakes.';
    await userEvent.type(await canvas.findByRole('textbox', { name: /Your business/ }, screenLoad), described);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate 5 ideas' }));
    const ideas = within(await canvas.findByRole('radiogroup', { name: 'Choose an idea' }, screenLoad));
    await userEvent.click(ideas.getByRole('radio', { name: 'Cake price calculator' }));
    const forms = db.forms.all().length;
    await meetEachFault('generateFormFromIdea', async (fault) => {
      await userEvent.click(canvas.queryByRole('button', { name: 'Try again' }) ?? canvas.getByRole('button', { name: 'Generate the form · 5 credits' }));
      await faultMet();
      await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(aiTitles[fault]), screenLoad);
      await expect(canvas.getByRole('alert')).toHaveTextContent('Your texts are kept.');
      const draft = JSON.stringify(readJson('aiCreateDraft', (raw) => raw));
      await expect(draft).toContain(described);
      await expect(draft).toContain('Cake price calculator');
      if (fault === 'sessionEnded') await expectSessionEnded();
    });
    await expect(db.forms.all().length).toBe(forms);
  },
};

/** What the visitor's widget says when a call fails (src/widget/i18n.ts), in English. */
const widgetReasonOf: Record<FaultKind, RegExp> = {
  serverError: /^Something went wrong\. Please try again; what you typed is kept\.$/,
  networkFailure: /^Could not reach the server\. Check the connection and try again; what you typed is kept\.$/,
  // The widget gives up after its timeout as if the server were unreachable.
  timeout: /^Could not reach the server\. Check the connection and try again; what you typed is kept\.$/,
  malformedBody: /^(Something went wrong\. Please try again; what you typed is kept\.|The answer could not be finished\. Please try again\.)$/,
  // The widget sends no token: a 401 is the server's refusal like any other.
  sessionEnded: /^Something went wrong\. Please try again; what you typed is kept\.$/,
};

/**
 * The visitor's widget on an owner's page (its own client, src/widget/client.ts): the form that cannot load says
 * so instead of loading forever; the view count fails unseen (the form is still usable); starting the session,
 * the answer and the lead each say why above their button, and what the visitor typed stays in the fields and on
 * the device.
 */
export const WidgetFaults: Story = {
  render: () => <section aria-label="Owner page" data-testid="page" />,
  beforeEach: withForm({ collect_lead_strategy: 'AFTER' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement).getByTestId('page');
    const formId = String(seedForms.published);
    const show = () => {
      const root = addRoot(page, seedForms.published);
      const widget = mountWidget(root, { formId, preview: false, apiBase: '', search: '', languages: ['en-US'], navigate: () => undefined, timeoutMs: 1_000 });
      return { root, widget, w: () => within(root.shadowRoot!.querySelector<HTMLElement>('.w')!.parentElement!) };
    };
    const noteOf = (root: HTMLElement) => root.shadowRoot!.querySelector('.note.bad, .w[data-state=failed] p')?.textContent ?? '';

    await meetEachFault('getWidgetForm', async (fault) => {
      const { root, widget } = show();
      try {
        await waitFor(() => expect(root.shadowRoot?.querySelector('.w')).toHaveAttribute('data-state', 'failed'), screenLoad);
        await expect(noteOf(root)).toMatch(fault === 'networkFailure' || fault === 'timeout' ? widgetReasonOf.serverError : widgetReasonOf[fault]);
      } finally {
        widget.destroy();
        root.remove();
      }
    });

    await meetEachFault('countWidgetView', async () => {
      const { root, widget, w } = show();
      try {
        await faultMet();
        await expect(await w().findByRole('textbox', { name: 'What do you sell?' }, screenLoad)).toBeVisible();
        await expect(noteOf(root)).toBe('');
      } finally {
        widget.destroy();
        root.remove();
      }
    });

    const { root, widget, w } = show();
    try {
      const sell = await w().findByRole('textbox', { name: 'What do you sell?' }, screenLoad);
      await userEvent.type(sell, 'Bikes');
      await userEvent.type(w().getByRole('textbox', { name: 'Who are your customers?' }), 'Families');
      await userEvent.selectOptions(w().getByRole('combobox', { name: 'Budget' }), '< $1k');
      const typedKept = async () => {
        await expect(w().getByRole('textbox', { name: 'What do you sell?' })).toHaveValue('Bikes');
        await expect(readSaved(formId)?.values).toMatchObject({ '#Field2': 'Bikes', '#Field3': 'Families' });
      };
      for (const call of ['startWidgetSession', 'streamWidgetAnswer'] as const) {
        await meetEachFault(call, async (fault) => {
          await userEvent.click(w().getByRole('button', { name: 'Generate' }));
          await waitFor(() => expect(noteOf(root)).toMatch(widgetReasonOf[fault]), screenLoad);
          await typedKept();
        });
      }
      await userEvent.click(w().getByRole('button', { name: 'Generate' }));
      const email = await w().findByRole('textbox', { name: 'E-mail' }, { timeout: 15_000 });
      await userEvent.type(email, 'vera@example.com');
      await meetEachFault('leaveWidgetLead', async (fault) => {
        await userEvent.click(w().getByRole('button', { name: 'Send' }));
        await waitFor(() => expect(noteOf(root)).toMatch(widgetReasonOf[fault]), screenLoad);
        await expect(w().getByRole('textbox', { name: 'E-mail' })).toHaveValue('vera@example.com');
      });
      await expect(db.sessions.find((s) => s.lead?.email === 'vera@example.com')).toBeUndefined();
    } finally {
      widget.destroy();
      root.remove();
    }
  },
};
