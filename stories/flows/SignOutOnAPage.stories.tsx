import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt, screenLoad, startAtSeedTime } from '../screens/appStory';
import { seedForms } from '../../mocks/db';

/**
 * The demo owner signs out on a results page. The page they leave is theirs: someone else signing in next starts
 * on My Forms (not on "This form was not found"), the same person signing in again is back on their results.
 */
const meta = {
  title: 'Flows/SignOutOnAPage',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: `/forms/results/${seedForms.published}` },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => startAtSeedTime('demoOwner'), // the statistics' dates stay those of the seed
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

async function signOutThenIn(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Results of Marketing plan generator' }, screenLoad)).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
  await userEvent.click(await body.findByRole('menuitem', { name: 'Log out' }));
  const form = within(await canvas.findByRole('form', { name: 'Log in' }, screenLoad));
  await userEvent.type(form.getByRole('textbox', { name: /e-mail/i }), email);
  await userEvent.type(form.getByLabelText(/^password/i), 'demo1234');
  await userEvent.click(form.getByRole('button', { name: 'Log in' }));
}

export const AnotherPersonStartsOnMyForms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signOutThenIn(canvasElement, 'pro@example.com');
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'My Forms' })).toBeVisible(), screenLoad);
    await expect(canvas.queryByText('This form was not found')).toBeNull();
  },
};

export const SamePersonBackOnTheirPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signOutThenIn(canvasElement, 'demo@example.com');
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Results of Marketing plan generator' })).toBeVisible(), screenLoad);
  },
};
