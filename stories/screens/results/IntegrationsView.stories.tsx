import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError, clientErrorCodes } from '../../../src/api';
import { IntegrationsView } from '../../../src/features/results/IntegrationsView';
import { inAppColumn } from '../viewStory';

const answerOff = { email_ai_answer_enable: false, email_ai_answer_subject: '', email_ai_answer_body: '' };
const answerOn = { email_ai_answer_enable: true, email_ai_answer_subject: 'Your plan, as promised', email_ai_answer_body: 'Write a short, friendly e-mail with the plan.' };
const template = { subject: 'Your personal answer is ready', body: 'Hello! Thank you for using our form. Here is your answer.' };
const serverError = new ApiError({ message: 'A server error occurred.', status: 500 });
const offline = new ApiError({ message: clientErrorCodes.network });

const meta = {
  title: 'Screens/Results/IntegrationsView',
  component: IntegrationsView,
  tags: ['!autodocs'],
  decorators: [inAppColumn],
  parameters: { layout: 'fullscreen' },
  args: {
    form: { name: 'Marketing plan generator', collect_lead_strategy: 'AFTER' },
    loadError: null,
    onBack: fn(),
    onRetryLoad: fn(),
    inviteLink: 'https://connector.example.com/invite/abc',
    addresses: [
      { id: 1, receiver_email: 'sales@example.com' },
      { id: 2, receiver_email: 'owner@example.com' },
    ],
    addressesError: null,
    onRetryAddresses: fn(),
    unadded: '',
    onUnaddedChange: fn(),
    onAddAddress: fn(async () => undefined),
    onDeleteAddress: fn(async () => undefined),
    answer: answerOff,
    template,
    saveStatus: 'idle',
    saveError: null,
    onAnswerChange: fn(),
    onRetrySave: fn(),
  },
  argTypes: { saveStatus: { control: 'inline-radio', options: ['idle', 'saving', 'saved', 'failed'] } },
} satisfies Meta<typeof IntegrationsView>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('region', { name }));
const addressList = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('list', { name: 'Addresses that receive leads' }));
const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** The connector's invite (a new tab), the addresses, and the e-mail answer switched off: its texts dimmed, the template shown. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Integrations of Marketing plan generator' })).toBeVisible();
    const invite = canvas.getByRole('link', { name: /Open my connector invite/ });
    await expect(invite).toHaveAttribute('href', 'https://connector.example.com/invite/abc');
    await expect(invite).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect(addressList(canvasElement).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['sales@example.com', 'owner@example.com']);
    const subject = canvas.getByRole('textbox', { name: 'Subject' });
    await expect(subject).toBeDisabled();
    await expect(subject).toHaveAttribute('placeholder', 'Your personal answer is ready');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'E-mail the AI answer to the lead' }));
    await expect(args.onAnswerChange).toHaveBeenCalledWith({ email_ai_answer_enable: true });
    blur();
  },
};

/** The form is on its way: the page's title and a placeholder of its sections. */
export const Loading: Story = {
  args: { form: null, answer: null, addresses: null, inviteLink: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { form: null, answer: null, addresses: null, inviteLink: undefined, loadError: serverError },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The form could not be loaded. Something went wrong.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetryLoad).toHaveBeenCalledOnce();
    blur();
  },
};

/** A deleted form (or another owner's): the way back to the forms, not a retry that cannot help. */
export const FormNotFound: Story = {
  args: { form: null, answer: null, addresses: null, inviteLink: undefined, loadError: new ApiError({ message: 'Not found.', status: 404 }) },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('This form was not found. It may have been deleted.');
    await expect(within(alert).getByRole('link', { name: 'Back to My Forms' })).toHaveAttribute('href', '/forms');
    await expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
    await expect(args.onRetryLoad).not.toHaveBeenCalled();
  },
};

/** The account and the addresses are on their way: each section says so; the input waits. */
export const SectionsLoading: Story = {
  args: { inviteLink: undefined, addresses: null },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement, 'Automation connector').getByText('Loading…')).toBeVisible();
    const emails = section(canvasElement, 'Leads by e-mail');
    await expect(emails.getByText('Loading…')).toBeVisible();
    await expect(emails.getByRole('textbox', { name: 'E-mail address' })).toBeDisabled();
  },
};

/** No invite link, or one that is not a web address (a script): never a link; who makes one and how to ask. */
export const NoInviteLink: Story = {
  args: { inviteLink: 'javascript:alert(document.domain)' },
  play: async ({ canvasElement }) => {
    const connector = section(canvasElement, 'Automation connector');
    await expect(connector.getByText(/no connector invite link yet/)).toBeVisible();
    await expect(connector.queryByRole('link', { name: /Open my connector invite/ })).toBeNull();
    await expect(canvasElement.querySelector('a[href^="javascript:" i]')).toBeNull();
    await expect(connector.getByRole('link', { name: 'support@leadforms.example' })).toHaveAttribute('href', expect.stringMatching(/^mailto:support@leadforms\.example\?subject=Connector/));
  },
};

export const AddressesLoadFailed: Story = {
  args: { addresses: null, addressesError: offline },
  play: async ({ canvasElement, args }) => {
    const emails = section(canvasElement, 'Leads by e-mail');
    const alert = emails.getByRole('alert');
    await expect(alert).toHaveTextContent('The addresses could not be loaded. No connection. Check your internet and try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetryAddresses).toHaveBeenCalledOnce();
    blur();
  },
};

/** A typed address that is not one is said under the input, and nothing is sent. */
export const AddressNotValid: Story = {
  args: { unadded: 'not-an-email' },
  play: async ({ canvasElement, args }) => {
    const emails = section(canvasElement, 'Leads by e-mail');
    await userEvent.type(emails.getByRole('textbox', { name: 'E-mail address' }), '{Enter}');
    await expect(await emails.findByRole('alert')).toHaveTextContent('Email is not valid');
    await expect(args.onAddAddress).not.toHaveBeenCalled();
  },
};

/** An address already in the list, whatever its case and spaces, is said under the input, and nothing is sent. */
export const AddressAlreadyThere: Story = {
  args: { unadded: ' Sales@example.com ' },
  play: async ({ canvasElement, args }) => {
    const emails = section(canvasElement, 'Leads by e-mail');
    await userEvent.click(emails.getByRole('button', { name: 'Add' }));
    await expect(await emails.findByRole('alert')).toHaveTextContent('This email is already in the list');
    await expect(args.onAddAddress).not.toHaveBeenCalled();
    blur();
  },
};

/** A new address goes to the screen trimmed; deleting one hands its id over. */
export const AddAndDelete: Story = {
  args: { unadded: '  new.lead@example.com  ' },
  play: async ({ canvasElement, args }) => {
    const emails = section(canvasElement, 'Leads by e-mail');
    await userEvent.click(emails.getByRole('button', { name: 'Add' }));
    await expect(args.onAddAddress).toHaveBeenCalledWith('new.lead@example.com');
    await userEvent.click(addressList(canvasElement).getByRole('button', { name: 'Delete owner@example.com' }));
    await expect(args.onDeleteAddress).toHaveBeenCalledWith(2);
    blur();
  },
};

/** The server refused the address with its own reason: said under the input, the typed address kept. */
export const AddRefused: Story = {
  args: {
    unadded: 'blocked@example.com',
    onAddAddress: fn(async () => {
      throw new ApiError({ message: 'Mailbox is on our block list.', status: 400 });
    }),
  },
  play: async ({ canvasElement }) => {
    const emails = section(canvasElement, 'Leads by e-mail');
    await userEvent.click(emails.getByRole('button', { name: 'Add' }));
    await expect(await emails.findByRole('alert')).toHaveTextContent('Mailbox is on our block list.');
    await expect(emails.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('blocked@example.com');
    blur();
  },
};

/** A delete the server refused: the address stays, with the reason on its row. */
export const DeleteFails: Story = {
  args: {
    onDeleteAddress: fn(async () => {
      throw serverError;
    }),
  },
  play: async ({ canvasElement, args }) => {
    const list = addressList(canvasElement);
    await userEvent.click(list.getByRole('button', { name: 'Delete sales@example.com' }));
    await expect(args.onDeleteAddress).toHaveBeenCalledWith(1);
    await expect(await list.findByRole('alert')).toHaveTextContent('Something went wrong.');
    await expect(list.getByText('sales@example.com')).toBeVisible();
    blur();
  },
};

/** The answer switched on: its texts can be edited, each change handed to the screen. */
export const AnswerOn: Story = {
  args: { answer: answerOn },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'E-mail the AI answer to the lead' })).toBeChecked();
    const subject = canvas.getByRole('textbox', { name: 'Subject' });
    await expect(subject).toBeEnabled();
    await userEvent.type(subject, '!');
    await expect(args.onAnswerChange).toHaveBeenCalledWith({ email_ai_answer_subject: 'Your plan, as promised!' });
    await expect(await canvas.findByRole('textbox', { name: 'E-mail body prompt' })).toHaveTextContent('Write a short, friendly e-mail with the plan.');
    blur();
  },
};

/** While leads are collected by e-mailing the answer, it stays on: the uncheck is ignored, the hint says where to change it. */
export const LockedByEmailStrategy: Story = {
  args: { form: { name: 'Fitness coach mini page', collect_lead_strategy: 'EMAIL' }, answer: { ...answerOn, email_ai_answer_enable: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('checkbox', { name: 'E-mail the AI answer to the lead' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onAnswerChange).not.toHaveBeenCalled();
    await expect(canvas.getByText(/change the lead strategy in the editor/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toBeEnabled();
    blur();
  },
};

export const Saving: Story = {
  args: { answer: answerOn, saveStatus: 'saving' },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement, 'E-mail AI answer beta').getByRole('status')).toHaveTextContent('Saving…');
  },
};

export const Saved: Story = {
  args: { answer: answerOn, saveStatus: 'saved' },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement, 'E-mail AI answer beta').getByRole('status')).toHaveTextContent('All changes saved');
  },
};

/** A failed save says why and that the texts are kept; Retry asks the screen to send them again. */
export const SaveFailed: Story = {
  args: { answer: answerOn, saveStatus: 'failed', saveError: offline },
  play: async ({ canvasElement, args }) => {
    const answer = section(canvasElement, 'E-mail AI answer beta');
    const alert = answer.getByRole('alert');
    await expect(alert).toHaveTextContent('Your changes were not saved. No connection. Check your internet and try again. They are kept here.');
    await expect(answer.getByRole('textbox', { name: 'Subject' })).toHaveValue('Your plan, as promised');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetrySave).toHaveBeenCalledOnce();
    blur();
  },
};

/** Long and unbroken names, addresses and texts wrap inside the column; the page never scrolls sideways. */
export const LongText: Story = {
  args: {
    form: { name: 'Marketing plan generator for every small bakery, café and flower shop in the whole region — autumn edition', collect_lead_strategy: 'AFTER' },
    addresses: [{ id: 1, receiver_email: 'the-whole-sales-department-of-the-northern-region-and-its-partners@a-very-long-company-domain.example.com' }],
    answer: {
      email_ai_answer_enable: true,
      email_ai_answer_subject: 'Your personal marketing plan for the coming season, with every step we talked about',
      email_ai_answer_body: 'Write a friendly e-mail with the whole plan: https://example.com/plans/a-very-long-address-without-any-spaces-in-it-at-all-2026',
    },
    saveStatus: 'failed',
    saveError: serverError,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(/autumn edition/);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  args: { answer: answerOn, saveStatus: 'saved' },
  play: async ({ canvasElement }) => {
    await expect(addressList(canvasElement).getByText('sales@example.com')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { answer: answerOn, saveStatus: 'saved' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Интеграции: Marketing plan generator' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Отправлять лиду ответ ИИ по e-mail' })).toBeChecked();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { saveStatus: 'failed', saveError: offline, answer: answerOn },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Integraciones de Marketing plan generator' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Abrir mi invitación al conector/ })).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
