import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, SEED_NOW, seedForms } from '../../mocks/db';
import { AppAt, screenLoad, startAtSeedTime } from '../screens/appStory';
import { widgetIn } from '../widget/widgetStory';

/** The visitor's page first; then, at the story's own button, the owner's address of their form's results. */
function VisitorThenOwner() {
  const [owner, setOwner] = useState(false);
  if (owner) return <AppAt entry={`/forms/results/${seedForms.published}`} />;
  return (
    <>
      <button type="button" onClick={() => setOwner(true)}>
        Meanwhile, the owner opens the results
      </button>
      <AppAt entry={`/forms/share/${seedForms.published}`} />
    </>
  );
}

const meta = {
  title: 'Flows/Visitor Leaves A Lead',
  component: VisitorThenOwner,
  tags: ['!autodocs'],
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => {
    const stop = startAtSeedTime(null);
    viewsBefore = viewsToday();
    return stop;
  },
} satisfies Meta<typeof VisitorThenOwner>;
export default meta;
type Story = StoryObj<typeof meta>;

let viewsBefore = 0;
const viewsToday = () => db.formViews.find((v) => v._formId === seedForms.published && v.date === SEED_NOW.slice(0, 10))?.count ?? 0;

/** A streamed answer arrives a piece at a time through the service worker. */
const streamed = { timeout: 15_000 };

/**
 * A visitor opens the form's share link (the real widget script, as on an owner's page), leaves an e-mail as the
 * form asks first, answers its questions and gets the AI's answer; the owner then finds the lead in the results.
 */
export const VisitorLeavesALead: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);

    let w = within(document.body);
    await step('The share page shows the published form', async () => {
      await waitFor(() => expect(canvasElement.querySelector('.aii-cx-widget-root')?.shadowRoot).toBeTruthy(), screenLoad);
      w = await widgetIn(canvasElement);
      await expect(w.getByRole('heading', { name: 'Get a marketing plan in a minute' })).toBeVisible();
      await expect(w.getByRole('heading', { name: 'Leave your contact details' })).toBeVisible();
      await waitFor(() => expect(viewsToday()).toBe(viewsBefore + 1));
    });

    await step('Contact details first: an e-mail', async () => {
      await userEvent.type(w.getByRole('textbox', { name: 'E-mail' }), 'vera@example.com');
      await userEvent.click(w.getByRole('button', { name: 'Send' }));
      await expect(await w.findByRole('textbox', { name: 'What do you sell?' })).toBeVisible();
    });

    await step('The questions, then the answer', async () => {
      await userEvent.type(w.getByRole('textbox', { name: 'What do you sell?' }), 'Bikes');
      await userEvent.type(w.getByRole('textbox', { name: 'Who are your customers?' }), 'Families');
      await userEvent.selectOptions(w.getByRole('combobox', { name: 'Budget' }), '< $1k');
      await userEvent.click(w.getByRole('button', { name: 'Generate' }));
      await waitFor(() => expect(w.getByRole('region', { name: 'Answer' })).toHaveAttribute('aria-busy', 'false'), streamed);
      // The answer is built from the visitor's own answers.
      await expect(w.getByRole('region', { name: 'Answer' })).toHaveTextContent(/Start with Bikes/);
      await expect(w.getByRole('region', { name: 'Answer' })).toHaveTextContent(/Keep Families in mind/);
      await expect(w.getByRole('status')).toHaveTextContent('The answer is ready.');
      const lead = db.sessions.find((s) => s._formId === seedForms.published && s.lead?.email === 'vera@example.com')?.lead;
      await expect(lead?.ai_results[0]).toMatch(/Bikes[\s\S]*Families/);
    });

    await step('The owner logs in to the results', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Meanwhile, the owner opens the results' }));
      const form = within(await canvas.findByRole('form', { name: 'Log in' }, screenLoad));
      await userEvent.type(await form.findByRole('textbox', { name: /e-mail/i }), 'demo@example.com');
      await userEvent.type(form.getByLabelText(/^password/i), 'demo1234');
      await userEvent.click(form.getByRole('button', { name: 'Log in' }));
    });

    await step("The results list the visitor's lead", async () => {
      const table = await canvas.findByRole('table', { name: 'Sessions of this form' }, screenLoad);
      await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'), screenLoad);
      await expect(await within(table).findByRole('cell', { name: 'vera@example.com' })).toBeVisible();
      // The login's confirmation, dismissed so that the last picture does not depend on how long the rest took.
      const body = within(document.body);
      const loggedIn = (await body.findByText('Successfully logged in')).closest<HTMLElement>('[role="status"]')!;
      await userEvent.click(within(loggedIn).getByRole('button', { name: 'Dismiss' }));
      await waitFor(() => expect(body.queryByText('Successfully logged in')).toBeNull());
      await expect(viewsToday()).toBe(viewsBefore + 1);
    });
  },
};
