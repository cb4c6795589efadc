import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, seedForms } from '../../../mocks/db';
import { AppAt, screenLoad, startAs } from '../appStory';
import { addRootObserved, widgetIn } from '../../widget/widgetStory';

/*
 * The share page (public: only the widget, loaded as an owner's page loads it) and the preview page (the
 * owner's form in a preview root, one part at a time), through the whole app's routes.
 */
const meta = {
  title: 'Screens/Share/Share and preview',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: `/forms/share/${seedForms.published}` },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => startAs(null),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The widget's shadow root, once the widget script has loaded and drawn the form (or its notice). */
async function sharedWidget(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('.aii-cx-widget-root')?.shadowRoot).toBeTruthy(), screenLoad);
  return widgetIn(canvasElement);
}

export const SharePublished: Story = {
  play: async ({ canvasElement }) => {
    const w = await sharedWidget(canvasElement);
    await expect(w.getByRole('heading', { name: 'Get a marketing plan in a minute' })).toBeVisible();
    // This form asks for the contact details first.
    await expect(w.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    // Public and bare: no app menu, no sign-in.
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  },
};

export const ShareUnpublished: Story = {
  beforeEach: () => {
    startAs(null);
    const form = db.forms.get(seedForms.published)!;
    db.forms.update(seedForms.published, { ...form, is_published: false });
  },
  play: async ({ canvasElement }) => {
    const w = await sharedWidget(canvasElement);
    await expect(await w.findByText('This form is not available.')).toBeVisible();
    await expect(w.queryByRole('button', { name: 'Generate' })).toBeNull();
  },
};

export const ShareSmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const w = await sharedWidget(canvasElement);
    const field = w.getByRole('textbox', { name: 'E-mail' });
    await expect(field).toBeVisible();
    // The form fits the phone's width: nothing scrolls sideways.
    await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

const preview = (part?: string) => `/forms/preview/${seedForms.published}${part ? `?part=${part}` : ''}`;

export const PreviewWhole: Story = {
  args: { entry: preview() },
  beforeEach: () => startAs('demoOwner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const parts = await canvas.findByRole('navigation', { name: 'Part of the form to preview' }, screenLoad);
    await expect(within(parts).getByRole('link', { name: 'Whole form' })).toHaveAttribute('aria-current', 'page');
    // The way back to where the owner works on the form.
    await expect(canvas.getByRole('link', { name: 'Back to the editor' })).toHaveAttribute('href', `/forms/${seedForms.published}`);
    const w = await sharedWidget(canvasElement);
    // The model arrives by the app's event a moment after the widget is ready.
    await waitFor(() => expect(w.getByRole('heading', { name: 'Get a marketing plan in a minute' })).toBeVisible(), screenLoad);
  },
};

export const PreviewSwitchesParts: Story = {
  args: { entry: preview('leadForm') },
  beforeEach: () => startAs('demoOwner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const parts = await canvas.findByRole('navigation', { name: 'Part of the form to preview' }, screenLoad);
    const w = await sharedWidget(canvasElement);
    await waitFor(() => expect(w.getByRole('textbox', { name: 'E-mail' })).toBeVisible(), screenLoad);
    await expect(w.queryByRole('textbox', { name: 'What do you sell?' })).toBeNull();

    await userEvent.click(within(parts).getByRole('link', { name: 'Thank-you text' }));
    await expect(within(parts).getByRole('link', { name: 'Thank-you text' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(w.getByRole('heading', { name: 'Thank you! Your plan is on its way.' })).toBeVisible());
    await expect(w.queryByRole('textbox', { name: 'E-mail' })).toBeNull();
  },
};

/** The page, and a button of the story's own that takes it off screen as leaving it for another route does. */
function LeavablePage({ entry }: { entry: string }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(false)}>
        Leave the page
      </button>
      {shown && <AppAt entry={entry} />}
    </>
  );
}

/** Leaving the page destroys the widget: it no longer watches the app for roots to mount. */
export const LeavingStopsTheWidget: Story = {
  args: { entry: preview() },
  beforeEach: () => startAs('demoOwner'),
  parameters: { screenshot: false },
  render: ({ entry }) => <LeavablePage entry={String(entry)} />,
  play: async ({ canvasElement }) => {
    const w = await sharedWidget(canvasElement);
    await waitFor(() => expect(w.getByRole('heading', { name: 'Get a marketing plan in a minute' })).toBeVisible(), screenLoad);

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Leave the page' }));
    await expect(canvasElement.querySelector('.aii-cx-widget-root')).toBeNull();
    const added = await addRootObserved(canvasElement, seedForms.published);
    await expect(added.shadowRoot).toBeNull();
    added.remove();
  },
};

