import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { db, seedForms } from '../../mocks/db';
import { leadFormSchema } from '../../src/api/schemas';
import { setPreviewMode } from '../../src/widget/protocol';
import { widgetIn, WidgetRoot } from './widgetStory';

/*
 * A preview root, as the editor and the preview page drive it: the owner's form is pushed with the app's
 * events and the widget makes no call at all (msw would fail the story on an unanswered one; here there are
 * no widget handlers, so any call would be one).
 */
const ownersForm = () => leadFormSchema.parse(db.forms.get(seedForms.published));

const meta = {
  title: 'Widget/Preview',
  component: WidgetRoot,
  tags: ['!autodocs'],
  parameters: { msw: { handlers: { widget: [] } } },
} satisfies Meta<typeof WidgetRoot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Whole: Story = {
  render: () => <WidgetRoot preview={{ model: { ...ownersForm(), collect_lead_strategy: 'AFTER' } }} />,
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    await expect(w.getByRole('heading', { name: 'Get a marketing plan in a minute' })).toBeVisible();
    // Validation works in the preview; generating makes no call.
    await userEvent.click(w.getByRole('button', { name: 'Generate' }));
    await expect(await w.findByText('What do you sell? is a required field')).toBeVisible();
  },
};

export const LeadFormPart: Story = {
  render: () => <WidgetRoot preview={{ model: ownersForm(), mode: 'leadForm' }} />,
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    await expect(w.getByRole('heading', { name: 'Leave your contact details' })).toBeVisible();
    await expect(w.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    await expect(w.queryByRole('textbox', { name: 'What do you sell?' })).toBeNull();
  },
};

/** The editor's Fields and AI Settings steps: the questions of a form that asks for the contact first, without that gate. */
export const FieldsPart: Story = {
  render: () => <WidgetRoot preview={{ model: ownersForm(), mode: 'fields' }} />,
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    await expect(ownersForm().collect_lead_strategy).toBe('BEFORE');
    await expect(w.getByRole('textbox', { name: 'What do you sell?' })).toBeVisible();
    await expect(w.getByRole('button', { name: 'Generate' })).toBeVisible();
    await expect(w.queryByRole('heading', { name: 'Leave your contact details' })).toBeNull();
  },
};

export const GratitudePart: Story = {
  render: () => <WidgetRoot preview={{ model: ownersForm(), mode: 'gratitude' }} />,
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    await expect(w.getByRole('heading', { name: 'Thank you! Your plan is on its way.' })).toBeVisible();
    // The app switches the part later with the same event.
    setPreviewMode(seedForms.published, 'whole');
    await waitFor(() => expect(w.getByRole('button', { name: 'Send' })).toBeVisible());
  },
};
