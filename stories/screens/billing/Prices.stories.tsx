import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { subscriptionScenarios } from '../../../mocks/scenarios';
import { putOnPlan } from '../../../mocks/situations';
import { AppAt, screenLoad, startAs } from '../appStory';

const meta = {
  title: 'Screens/Billing/Prices',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/prices' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => startAs('demoOwner'),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const plan = async (canvasElement: HTMLElement, name: string) => within(await within(canvasElement).findByRole('region', { name }, screenLoad));

/** No subscription record (the server answers 404): Free is current, the paid plans can be bought. */
export const Free: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Plans' }, screenLoad)).toBeVisible();
    const free = await plan(canvasElement, 'Free');
    await expect(free.getByText('$0')).toBeVisible();
    await expect(free.getByText('100 credits a month')).toBeVisible();
    await expect(free.getAllByText('Current plan').length).toBeGreaterThan(0);
    // Free's published forms and chats carry the product's branding; paying removes it.
    await expect(free.getByText('Your forms and chats show a small “Made with Lead Forms” link')).toBeVisible();
    const creator = await plan(canvasElement, 'Creator plan');
    await expect(creator.getByText('$19')).toBeVisible();
    await expect(creator.getByText('/ month')).toBeVisible();
    await expect(creator.getByText('No Lead Forms branding on your forms and chats')).toBeVisible();
    await expect(creator.getByRole('button', { name: 'Buy Creator plan' })).toBeEnabled();
    const pro = await plan(canvasElement, 'Pro plan');
    await expect(pro.getByText('$49')).toBeVisible();
    await expect(pro.getByText('No Lead Forms branding on your forms and chats')).toBeVisible();
    // How many replies the credits make comes with the price of a reply, a call of its own that can answer last.
    await expect(await pro.findByText('About 5,000 AI replies of your forms', undefined, screenLoad)).toBeVisible();
    // Enterprise: unlimited credits (with the drawn ∞), no price, a talk with sales instead of a purchase.
    const agency = await plan(canvasElement, 'Agency plan');
    await expect(agency.getByText('Unlimited credits')).toBeVisible();
    await expect(agency.getByText('Custom price')).toBeVisible();
    await expect(agency.getByText('Runs on your own AI provider key')).toBeVisible();
    await expect(agency.getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    // The lifetime deal's plan is not for sale; only its owners see it.
    await expect(canvas.queryByRole('region', { name: 'Lifetime plan' })).not.toBeInTheDocument();
    // The credit cost of each action, from the server.
    const costs = canvas.getByRole('table', { name: 'What credits pay for' });
    await expect(within(costs).getByRole('row', { name: 'An AI reply of a form to a visitor 1' })).toBeVisible();
    await expect(within(costs).getByRole('row', { name: 'Creating a form with AI 5' })).toBeVisible();
    await expect(within(costs).getByRole('row', { name: "A trained chat's answer to a visitor on your site 1" })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
  },
};

/** The yearly switch shows the yearly plans and what they save. */
export const Yearly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await plan(canvasElement, 'Creator plan');
    await userEvent.click(canvas.getByRole('radio', { name: /Yearly/ }));
    const creator = await plan(canvasElement, 'Creator plan');
    await expect(creator.getByText('$190')).toBeVisible();
    await expect(creator.getByText('/ year')).toBeVisible();
    await expect(creator.getByText('Save 17% compared with paying monthly')).toBeVisible();
    await expect(canvas.getByText('Save up to 17%')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Monthly' }));
    await expect(await (await plan(canvasElement, 'Creator plan')).findByText('$19')).toBeVisible();
  },
};

/** An active Creator subscription with a billing customer: current, the other plans disabled, the portal offered. */
export const Paid: Story = {
  beforeEach: () => putOnPlan('paid'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const creator = await plan(canvasElement, 'Creator plan');
    await expect(await creator.findByText('Current plan', { selector: 'span' })).toBeVisible();
    await expect(creator.queryByRole('button')).not.toBeInTheDocument();
    const pro = await plan(canvasElement, 'Pro plan');
    const buyPro = pro.getByRole('button', { name: 'Buy Pro plan' });
    await expect(buyPro).toHaveAttribute('aria-disabled', 'true');
    await expect(buyPro).toHaveAccessibleDescription('You already pay for a plan. Change it in the billing portal.');
    await expect(canvas.getByRole('button', { name: 'Manage billing' })).toBeVisible();
  },
};

/** A redeemed lifetime deal: the special plan appears, as the current one. */
export const LifetimeDeal: Story = {
  beforeEach: () => putOnPlan('lifetimeDeal'),
  play: async ({ canvasElement }) => {
    const lifetime = await plan(canvasElement, 'Lifetime plan');
    await expect(lifetime.getByText('Your lifetime deal')).toBeVisible();
    await expect(lifetime.getByText('Paid once')).toBeVisible();
    await expect(lifetime.getByText('2,000 credits a month')).toBeVisible();
    await expect(lifetime.getAllByText('Current plan').length).toBeGreaterThan(0);
    const free = await plan(canvasElement, 'Free');
    await expect(free.queryByText('Current plan')).not.toBeInTheDocument();
    await expect((await plan(canvasElement, 'Creator plan')).getByRole('button', { name: 'Buy Creator plan' })).toBeEnabled();
  },
};

/** Buying: the checkout sends the browser to the demo provider's page; paying there lands on the success page. */
export const BuyThroughDemoProvider: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const creator = await plan(canvasElement, 'Creator plan');
    await userEvent.click(creator.getByRole('button', { name: 'Buy Creator plan' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Pay for Creator plan' }, screenLoad)).toBeVisible();
    await expect(canvas.getByText(/This is a demo of the payment provider/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $19' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Thank you for your purchase!' }, screenLoad)).toBeVisible();
    // The plan and the credits were read again: the badge shows the new plan's credits.
    await expect(await canvas.findByText('37 of 1,000 credits used', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};

/** The checkout call fails: the error is logged and the owner is told; the button works again. */
export const CheckoutFailing: Story = {
  parameters: { msw: { handlers: { subscription: subscriptionScenarios.checkoutFails(502) } } },
  play: async ({ canvasElement }) => {
    const logged = spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const creator = await plan(canvasElement, 'Creator plan');
      await userEvent.click(creator.getByRole('button', { name: 'Buy Creator plan' }));
      await expect(await within(document.body).findByText('The payment could not be started. Please try again.')).toBeVisible();
      await expect(logged).toHaveBeenCalledWith('Checkout failed', expect.anything());
      await waitFor(() => expect(creator.getByRole('button', { name: 'Buy Creator plan' })).not.toHaveAttribute('aria-busy', 'true'));
      await expect(creator.getByRole('button', { name: 'Buy Creator plan' })).not.toHaveAttribute('aria-disabled', 'true');
      // The message leaves by itself; the picture is the page after it, whatever the machine's load.
      await waitFor(() => expect(within(document.body).queryByText('The payment could not be started. Please try again.')).toBeNull(), { timeout: 10_000 });
    } finally {
      logged.mockRestore();
    }
  },
};

/** The plans cannot be loaded: the owner sees it and can try again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { subscription: subscriptionScenarios.serverError(500) } } },
  play: async ({ canvasElement }) => {
    const logged = spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 });
      await expect(alert).toHaveTextContent('The plans could not be loaded.');
      await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(logged).toHaveBeenCalledWith('Reading the plans failed', expect.anything());
    } finally {
      logged.mockRestore();
    }
  },
};
