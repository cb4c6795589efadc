import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt, expectUsableOnPhone, screenLoad, startAs } from '../appStory';
import { db, seedForms, seedUsers } from '../../../mocks/db';
import { apiPath } from '../../../mocks/config';
import { formsHandlers, integrationsHandlers } from '../../../mocks/handlers';
import { errorResponse, messages } from '../../../mocks/http';
import { signedInCall } from '../../../mocks/route';
import { formsScenarios } from '../../../mocks/scenarios';
import { writeJson } from '../../../src/api/client/storage';

const meta = {
  title: 'Screens/Results/Integrations',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: `/forms/integrations/${seedForms.published}` },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => {
    startAs('demoOwner');
    writeJson('integrationsDrafts', null);
    writeJson('unaddedEntries', null);
    return () => writeJson('unaddedEntries', null);
  },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name = 'Integrations of Marketing plan generator') =>
  within(canvasElement).findByRole('heading', { level: 1, name }, screenLoad);
const addresses = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: 'Addresses that receive leads' }, screenLoad);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
    const invite = canvas.getByRole('link', { name: /Open my connector invite/ });
    // The demo backend's link: its own page about the connector, on the app's origin.
    await expect(invite).toHaveAttribute('href', `${location.origin}/app/demo/connector`);
    await expect(invite).toHaveAttribute('target', '_blank');
    await expect(invite).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const list = within(await addresses(canvasElement));
    await expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['sales@example.com', 'owner@example.com']);
    // Lead e-mails of the demo backend are read in its inbox.
    await expect(canvas.getByRole('link', { name: 'See the e-mails the demo sent in its inbox' })).toHaveAttribute('href', '/demo/inbox');
    // The e-mail answer is off on this form: its texts are dimmed and cannot be edited; the default template shows.
    const subject = canvas.getByRole('textbox', { name: 'Subject' });
    await expect(subject).toBeDisabled();
    // The default template is written in the form's language, whose texts may arrive a moment later.
    await waitFor(() => expect(subject).toHaveAttribute('placeholder', 'Your personal answer is ready'));
    await expect(canvas.getByRole('checkbox', { name: 'E-mail the AI answer to the lead' })).not.toBeChecked();
  },
};

/** A Russian form of an English-speaking owner: the default e-mail texts are those its visitors read, in Russian. */
export const DefaultTemplateInTheFormsLanguage: Story = {
  beforeEach: () => void db.forms.update(seedForms.published, { language_code: 'ru' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    const subject = canvas.getByRole('textbox', { name: 'Subject' });
    await waitFor(() => expect(subject).toHaveAttribute('placeholder', 'Ваш персональный ответ готов'), screenLoad);
    await expect(canvas.getByText(/Здравствуйте! Спасибо, что воспользовались/)).toBeVisible();
  },
};

/** An invite link from the server that is not a web address (a script) never becomes a link: the page says it is not ready. */
export const InviteLinkNotAWebAddress: Story = {
  beforeEach: () => {
    db.users.update(seedUsers.demoOwner.id, { zapier_invite_link: 'javascript:alert(document.domain)' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(await canvas.findByText('Your account has no connector invite link yet: the link is made for each account by our team.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Open my connector invite/ })).toBeNull();
    await expect(canvasElement.querySelector('a[href^="javascript:" i]')).toBeNull();
  },
};

/** No invite link from the server: the page says who makes one and how to ask, not "try again later". */
export const NoInviteLinkSaysWhatToDo: Story = {
  beforeEach: () => void db.users.update(seedUsers.demoOwner.id, { zapier_invite_link: null }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(await canvas.findByText(/no connector invite link yet/)).toBeVisible();
    await expect(canvas.queryByText(/Try again later/)).toBeNull();
    const ask = canvas.getByRole('link', { name: 'support@leadforms.example' });
    await expect(ask).toHaveAttribute('href', expect.stringMatching(/^mailto:support@leadforms\.example\?subject=Connector/));
    await expect(canvas.getByText(/the lead e-mails below tell you about every new lead/)).toBeVisible();
  },
};

export const AddAndDeleteAddresses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await addresses(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(input, 'not-an-email{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Email is not valid');
    await userEvent.clear(input);
    await userEvent.type(input, ' Sales@example.com {Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This email is already in the list');
    await userEvent.clear(input);
    await userEvent.type(input, '  new.lead@example.com  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    const list = within(await addresses(canvasElement));
    await expect(await list.findByText('new.lead@example.com')).toBeVisible();
    // The server has it, trimmed; the input clears after the short wait.
    await expect(db.emailSubscriptions.find((s) => s.receiver_email === 'new.lead@example.com')).toBeTruthy();
    await waitFor(() => expect(input).toHaveValue(''));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete owner@example.com' }));
    await waitFor(() => expect(list.queryByText('owner@example.com')).toBeNull());
    await expect(db.emailSubscriptions.find((s) => s.receiver_email === 'owner@example.com')).toBeUndefined();
  },
};

/** An address typed and not added before a reload is still in the input. */
export const UnaddedAddressFromBefore: Story = {
  beforeEach: () => writeJson('unaddedEntries', { [`integrations.emails.${seedForms.published}`]: 'sales-team@exa' }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(within(canvasElement).getByRole('textbox', { name: 'E-mail address' })).toHaveValue('sales-team@exa');
  },
};

export const AddRefusedByServer: Story = {
  parameters: {
    msw: {
      handlers: {
        integrations: [
          http.post(apiPath('/events/subscription'), signedInCall(() => HttpResponse.json({ message: 'Mailbox is on our block list.' }, { status: 400 }))),
          ...integrationsHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await addresses(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(input, 'blocked@example.com{Enter}');
    // The server's own message under the input; the list did not change and the typed address is kept.
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Mailbox is on our block list.');
    await expect(input).toHaveValue('blocked@example.com');
    await expect(within(await addresses(canvasElement)).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const DeleteFails: Story = {
  parameters: {
    msw: {
      handlers: {
        integrations: [http.delete(apiPath('/events/subscription/:id'), signedInCall(() => errorResponse(500, messages.serverError))), ...integrationsHandlers],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await addresses(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete sales@example.com' }));
    await expect(await list.findByRole('alert')).toHaveTextContent('Something went wrong.');
    await expect(list.getByText('sales@example.com')).toBeVisible();
    await expect(db.emailSubscriptions.find((s) => s.receiver_email === 'sales@example.com')).toBeTruthy();
  },
};

export const EmailAnswerAutosaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'E-mail the AI answer to the lead' }));
    const subject = canvas.getByRole('textbox', { name: 'Subject' });
    await waitFor(() => expect(subject).toBeEnabled());
    await userEvent.type(subject, 'Your plan, as promised');
    await expect(await canvas.findByText('All changes saved', {}, { timeout: 5_000 })).toBeVisible();
    const saved = db.forms.get(seedForms.published);
    await expect(saved?.email_ai_answer_enable).toBe(true);
    await expect(saved?.email_ai_answer_subject).toBe('Your plan, as promised');
  },
};

export const LockedByEmailStrategy: Story = {
  args: { entry: `/forms/integrations/${seedForms.miniPageEmailAnswer}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Integrations of Fitness coach mini page');
    const toggle = canvas.getByRole('checkbox', { name: 'E-mail the AI answer to the lead' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    // Unchecking is ignored while the strategy e-mails the answer, and nothing is saved.
    await expect(toggle).toBeChecked();
    await expect(canvas.getByText(/change the lead strategy in the editor/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveValue('Your training plan');
    await expect(await canvas.findByRole('textbox', { name: 'E-mail body prompt' })).toHaveTextContent('Write a friendly e-mail with the plan for #Field2.');
    await expect(db.forms.get(seedForms.miniPageEmailAnswer)?.email_ai_answer_enable).toBe(true);
  },
};

export const SaveFailsKeepsText: Story = {
  args: { entry: `/forms/integrations/${seedForms.miniPageEmailAnswer}` },
  parameters: { msw: { handlers: { forms: formsScenarios.saveFails(500) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Integrations of Fitness coach mini page');
    const subject = canvas.getByRole('textbox', { name: 'Subject' });
    await userEvent.type(subject, '!');
    await expect(await canvas.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('Your changes were not saved.');
    await expect(subject).toHaveValue('Your training plan!');
    await expect(db.forms.get(seedForms.miniPageEmailAnswer)?.email_ai_answer_subject).toBe('Your training plan');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { forms: formsScenarios.neverEnding() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', {}, screenLoad)).toHaveTextContent('Loading…');
  },
};

let formCalls = 0;
export const LoadFailsThenRetry: Story = {
  beforeEach: () => {
    formCalls = 0;
  },
  parameters: {
    msw: {
      handlers: {
        forms: [
          http.get(apiPath('/lead_forms/:id'), () => {
            formCalls += 1;
            return formCalls === 1 ? HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 }) : undefined;
          }),
          ...formsHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, screenLoad)).toHaveTextContent('The form could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await heading(canvasElement);
  },
};

export const FormNotFound: Story = {
  args: { entry: '/forms/integrations/9999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, screenLoad);
    await expect(alert).toHaveTextContent('This form was not found. It may have been deleted.');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
    await expect(within(alert).getByRole('link', { name: 'Back to My Forms' })).toHaveAttribute('href', '/forms');
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Интеграции: Marketing plan generator');
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Отправлять лиду ответ ИИ по e-mail' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Integraciones de Marketing plan generator');
    await expect(within(canvasElement).getByRole('link', { name: /Abrir mi invitación al conector/ })).toBeVisible();
  },
};

/** At 375 px integrations work on a phone: the addresses, the e-mailed answer's settings, no page wider than the screen. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(await addresses(canvasElement)).toBeVisible();
    await expectUsableOnPhone(canvasElement);
  },
};
