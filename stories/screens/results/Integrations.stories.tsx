import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt, screenLoad, startAs } from '../appStory';
import { db, seedForms } from '../../../mocks/db';
import { apiPath } from '../../../mocks/config';
import { failsOnce } from '../../../mocks/scenarioKit';
import { formsHandlers } from '../../../mocks/handlers';
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
/** No invite link from the server: the page says who makes one and how to ask, not "try again later". */
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

/** The form changed elsewhere (the editor in another tab) after this page opened: saving the answer keeps that change. */
export const EmailAnswerKeepsChangesMadeElsewhere: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    db.forms.update(seedForms.published, { name: 'Renamed in the editor' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'E-mail the AI answer to the lead' }));
    await expect(await canvas.findByText('All changes saved', {}, { timeout: 5_000 })).toBeVisible();
    const saved = db.forms.get(seedForms.published);
    await expect(saved?.email_ai_answer_enable).toBe(true);
    await expect(saved?.name).toBe('Renamed in the editor');
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

export const LoadFailsThenRetry: Story = {
  parameters: { msw: { handlers: { forms: [failsOnce('get', apiPath('/lead_forms/:id')), ...formsHandlers] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, screenLoad)).toHaveTextContent('The form could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await heading(canvasElement);
  },
};

/** At 375 px integrations work on a phone: the addresses, the e-mailed answer's settings, no page wider than the screen. */