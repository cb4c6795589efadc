import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { db, seedForms } from '../../mocks/db';
import { TEXT_LIMITS } from '../../src/domain/limits';
import { focusedIn, widgetIn, WidgetRoot, withForm } from './widgetStory';

/*
 * What the server refuses, said where it happened, and the extra
 * data the widget sends kept within the server's limits so a long page URL never costs the visitor the lead.
 */
const meta = {
  title: 'Widget/Refusals',
  component: WidgetRoot,
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WidgetRoot>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded form's lead form with the e-mail off and the phone and name optional. */
const optionalContacts = withForm({
  collect_lead_strategy: 'BEFORE',
  fields: {
    leadsFields: [
      { type: 'TextInputField', fieldRef: '#name', title: 'Your name', description: '', required: false },
      { type: 'TextInputField', fieldRef: '#email', title: 'E-mail', description: '', required: true, enabled: false },
      { type: 'TextInputField', fieldRef: '#phone', title: 'Phone', description: '', required: false },
    ],
  },
});

export const EmptyLeadForm: Story = {
  beforeEach: optionalContacts,
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    await userEvent.type(w.getByRole('textbox', { name: 'Your name (optional)' }), 'Vera');
    await userEvent.click(w.getByRole('button', { name: 'Send' }));
    // The server needs an e-mail or a phone; the form shows no e-mail, so the refusal is said above Send.
    const refusal = await w.findByText('Leave an e-mail or a phone number');
    await waitFor(() => expect(focusedIn(canvasElement)).toBe(refusal));
    expect(refusal.compareDocumentPosition(w.getByRole('button', { name: 'Send' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(w.getByRole('textbox', { name: 'Your name (optional)' })).toHaveValue('Vera');
  },
};

const limit = TEXT_LIMITS.visitorValue;
/** A link that prefills an answer longer than the server keeps (the page's URL is anyone's to write). */
const longAnswerUrl = `?Field2=${'b'.repeat(limit + 1)}`;

export const ValueTooLong: Story = {
  args: { search: longAnswerUrl },
  beforeEach: withForm({ collect_lead_strategy: 'DISABLED' }),
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    await userEvent.type(w.getByRole('textbox', { name: 'Who are your customers?' }), 'Families');
    await userEvent.selectOptions(w.getByRole('combobox', { name: 'Budget' }), '< $1k');
    await userEvent.click(w.getByRole('button', { name: 'Generate' }));
    // Said at the field, with the limit: not "required" for a value that is there.
    await expect(await w.findByText(`Too long: at most ${limit} characters`)).toBeVisible();
    // The form is drawn again with the message: the field is found anew.
    const sell = w.getByRole('textbox', { name: 'What do you sell?' });
    await expect(sell).toHaveAccessibleDescription(`A product or a service, in a sentence Too long: at most ${limit} characters`);
    await expect(sell).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(focusedIn(canvasElement)).toBe(sell));
    await expect(sell).toHaveValue('b'.repeat(limit + 1));
  },
};

export const ValueTooLongInRussian: Story = {
  args: { search: longAnswerUrl },
  beforeEach: withForm({ collect_lead_strategy: 'DISABLED', language_code: 'ru' }),
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    await userEvent.type(w.getByRole('textbox', { name: 'Who are your customers?' }), 'Семьи');
    await userEvent.selectOptions(w.getByRole('combobox', { name: 'Budget' }), '< $1k');
    await userEvent.click(w.getByRole('button', { name: 'Generate' }));
    await expect(await w.findByText(`Слишком длинно: не более ${limit} символов`)).toBeVisible();
  },
};

/** A page URL with more extra data than the server keeps: a value too long, 25 more keys, one key too long. */
const crowdedUrl = [
  `utm_long=${'v'.repeat(TEXT_LIMITS.extraDataValue + 100)}`,
  ...Array.from({ length: 25 }, (_, n) => `utm_k${n}=v${n}`),
  `utm_${'k'.repeat(TEXT_LIMITS.extraDataKey)}=long-key`,
].join('&');

export const ExtraDataWithinLimits: Story = {
  args: { search: `?${crowdedUrl}` },
  // It ends on the form's fields as Widget/Before Strategy Answer draws them: the check is of what the lead kept.
  parameters: { screenshot: false },
  beforeEach: withForm({ collect_lead_strategy: 'BEFORE' }),
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    await userEvent.type(w.getByRole('textbox', { name: 'E-mail' }), 'vera@example.com');
    await userEvent.click(w.getByRole('button', { name: 'Send' }));
    // The lead is kept (the server refuses a lead whose extra data is over its limits).
    await expect(await w.findByRole('textbox', { name: 'What do you sell?' })).toBeVisible();
    const lead = db.sessions.find((s) => s._formId === seedForms.published && s.lead?.email === 'vera@example.com')!.lead!;
    const extra = Object.entries(lead.field_values);
    expect(extra).toHaveLength(TEXT_LIMITS.extraDataCount);
    expect(extra.every(([key, value]) => key.length <= TEXT_LIMITS.extraDataKey && String(value).length <= TEXT_LIMITS.extraDataValue)).toBe(true);
    // The first keys of the URL travel, a long value cut at the limit.
    expect(lead.field_values.utm_long).toBe('v'.repeat(TEXT_LIMITS.extraDataValue));
    expect(lead.field_values.utm_k18).toBe('v18');
  },
};
