import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Subscription } from '../../../src/api';
import { PricesView } from '../../../src/features/billing/PricesView';
import { planCards } from '../../../src/features/billing/plans';
import { buildCreditsPerAction, buildTariff, seedTariffs } from '../../../mocks/db';
import { inAppColumn } from '../viewStory';

/*
 * The plans page drawn from its props alone (args-only). The cards are made by planCards (plans.test.ts) from the
 * demo's plans, as the screen makes them; the screen's part (the server's plans and subscription, the period switch,
 * a purchase, a failed checkout or list) is in Screens/Billing/Prices.
 */
const free = buildTariff({ id: seedTariffs.free, name: 'free', price: 0, credits_per_month: 100, show_aii_ads_chat: true });
const creator = buildTariff({ id: seedTariffs.creator, name: 'Creator plan', price: 1900, credits_per_month: 1000 });
const pro = buildTariff({ id: seedTariffs.pro, name: 'Pro plan', price: 4900, credits_per_month: 5000 });
const agency = buildTariff({ id: seedTariffs.agency, name: 'Agency plan', price: null, credits_per_month: null, open_ai_key_source: 'user' });
const lifetime = buildTariff({ id: seedTariffs.lifetime, name: 'Lifetime plan', price: null, credits_per_month: 2000 });
const creatorYearly = buildTariff({ id: seedTariffs.creatorYearly, name: 'Creator plan', price: 19000, credits_per_month: 1000, billing_period: 'year' });
const proYearly = buildTariff({ id: seedTariffs.proYearly, name: 'Pro plan', price: 49000, credits_per_month: 5000, billing_period: 'year' });
const tariffs = [free, creator, pro, agency, lifetime, creatorYearly, proYearly];
const costs = [
  buildCreditsPerAction({ action: 'ai_reply_lead_form', credits: 1 }),
  buildCreditsPerAction({ action: 'ai_create_lead_form', credits: 5 }),
  buildCreditsPerAction({ action: 'ai_reply_chat', credits: 1 }),
];
const onPlan = (tariff: typeof free, customer_id: string | null = 'cus_demo'): Subscription => ({ status: 'active', customer_id, tariff });

const meta = {
  title: 'Screens/Billing/PricesView',
  component: PricesView,
  tags: ['!autodocs'],
  decorators: [inAppColumn],
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    cards: planCards(tariffs, null, null, 'month'),
    period: 'month',
    onPeriodChange: fn(),
    yearlySaving: 17,
    costs,
    replyCost: 1,
    paying: false,
    onBuy: fn(),
    buyingId: null,
    onManageBilling: fn(),
    portalPending: false,
    onRetry: fn(),
  },
} satisfies Meta<typeof PricesView>;
export default meta;
type Story = StoryObj<typeof meta>;

const plan = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('region', { name }));

/** On Free: Free is current, the paid plans can be bought, enterprise is a talk with sales; what credits pay for. */
export const Free: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
    const freeCard = plan(canvasElement, 'Free');
    await expect(freeCard.getByText('$0')).toBeVisible();
    await expect(freeCard.getByText('100 credits a month')).toBeVisible();
    await expect(freeCard.getByText('Current plan')).toBeVisible();
    await expect(freeCard.getByText('Your forms and chats show a small “Made with Lead Forms” link')).toBeVisible();
    const creatorCard = plan(canvasElement, 'Creator plan');
    await expect(creatorCard.getByText('$19')).toBeVisible();
    await expect(creatorCard.getByText('/ month')).toBeVisible();
    await expect(creatorCard.getByText('No Lead Forms branding on your forms and chats')).toBeVisible();
    await expect(plan(canvasElement, 'Pro plan').getByText('About 5,000 AI replies of your forms')).toBeVisible();
    const agencyCard = plan(canvasElement, 'Agency plan');
    await expect(agencyCard.getByText('Unlimited credits')).toBeVisible();
    await expect(agencyCard.getByText('Custom price')).toBeVisible();
    await expect(agencyCard.getByText('Runs on your own AI provider key')).toBeVisible();
    await expect(agencyCard.getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    await expect(canvas.queryByRole('region', { name: 'Lifetime plan' })).toBeNull();
    const table = within(canvas.getByRole('table', { name: 'What credits pay for' }));
    await expect(table.getByRole('row', { name: 'Creating a form with AI 5' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Manage billing' })).toBeNull();
    // A purchase and the period are the screen's: asked with the plan.
    await userEvent.click(creatorCard.getByRole('button', { name: 'Buy Creator plan' }));
    await expect(args.onBuy).toHaveBeenCalledWith(creator);
    await userEvent.click(canvas.getByRole('radio', { name: /Yearly/ }));
    await expect(args.onPeriodChange).toHaveBeenCalledWith('year');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The yearly plans: the price a year and what each saves; the switch says the best saving. */
export const Yearly: Story = {
  args: { period: 'year', cards: planCards(tariffs, null, null, 'year') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    await expect(canvas.getByText('Save up to 17%')).toBeVisible();
    const creatorCard = plan(canvasElement, 'Creator plan');
    await expect(creatorCard.getByText('$190')).toBeVisible();
    await expect(creatorCard.getByText('/ year')).toBeVisible();
    await expect(creatorCard.getByText('Save 17% compared with paying monthly')).toBeVisible();
  },
};

/** A paying Creator customer: current, every other plan disabled with why, the billing portal offered. */
export const Paid: Story = {
  args: { cards: planCards(tariffs, onPlan(creator), null, 'month'), paying: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const creatorCard = plan(canvasElement, 'Creator plan');
    await expect(creatorCard.getByText('Current plan')).toBeVisible();
    await expect(creatorCard.queryByRole('button')).toBeNull();
    const buyPro = plan(canvasElement, 'Pro plan').getByRole('button', { name: 'Buy Pro plan' });
    await expect(buyPro).toHaveAttribute('aria-disabled', 'true');
    await expect(buyPro).toHaveAccessibleDescription('You already pay for a plan. Change it in the billing portal.');
    await userEvent.click(buyPro);
    await expect(args.onBuy).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Manage billing' }));
    await expect(args.onManageBilling).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A yearly subscription seen on the monthly switch: its plan is current there too, saying how it is billed. */
export const PaidYearlyOnMonthly: Story = {
  args: { cards: planCards(tariffs, onPlan(proYearly), null, 'month'), paying: true },
  play: async ({ canvasElement }) => {
    const proCard = plan(canvasElement, 'Pro plan');
    await expect(proCard.getByText('Current plan')).toBeVisible();
    await expect(proCard.getByText('Your plan, billed yearly')).toBeVisible();
  },
};

/** The billing portal is being opened: its button is busy. */
export const PortalOpening: Story = {
  args: { ...Paid.args, portalPending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Manage billing/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A checkout is being created: that plan's button spins, the others wait. */
export const Buying: Story = {
  args: { buyingId: creator.id },
  play: async ({ canvasElement }) => {
    await expect(plan(canvasElement, 'Creator plan').getByRole('button', { name: /Buy Creator plan/ })).toHaveAttribute('aria-busy', 'true');
    await expect(plan(canvasElement, 'Pro plan').getByRole('button', { name: 'Buy Pro plan' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A redeemed lifetime deal: the special plan appears, as the current one; the paid plans can still be bought. */
export const LifetimeDeal: Story = {
  args: { cards: planCards(tariffs, null, { ltd_tariff: 'Lifetime plan' }, 'month') },
  play: async ({ canvasElement }) => {
    const lifetimeCard = plan(canvasElement, 'Lifetime plan');
    await expect(lifetimeCard.getByText('Your lifetime deal')).toBeVisible();
    await expect(lifetimeCard.getByText('Paid once')).toBeVisible();
    await expect(lifetimeCard.getByText('2,000 credits a month')).toBeVisible();
    await expect(lifetimeCard.getByText('Current plan')).toBeVisible();
    await expect(plan(canvasElement, 'Free').queryByText('Current plan')).toBeNull();
    await expect(plan(canvasElement, 'Creator plan').getByRole('button', { name: 'Buy Creator plan' })).toBeEnabled();
  },
};

/** The enterprise plan (unlimited, own key) is current; nothing else can be bought here. */
export const Enterprise: Story = {
  args: { cards: planCards(tariffs, onPlan(agency), null, 'month'), paying: true },
  play: async ({ canvasElement }) => {
    const agencyCard = plan(canvasElement, 'Agency plan');
    await expect(agencyCard.getByText('Current plan')).toBeVisible();
    await expect(agencyCard.getByText('Unlimited credits')).toBeVisible();
    await expect(agencyCard.queryByRole('link', { name: 'Contact sales' })).toBeNull();
    await expect(plan(canvasElement, 'Creator plan').getByRole('button', { name: 'Buy Creator plan' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Loading: Story = {
  args: { status: 'loading', cards: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Free' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Questions and answers' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', cards: [] },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The plans could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A plan the server names in its own words, not one of the known plans: the name as is, wrapped in its card. */
export const LongText: Story = {
  args: {
    cards: planCards(
      [free, buildTariff({ id: 99, name: 'Growth plan for agencies with many customers and very many forms', price: 12900, credits_per_month: 25000 })],
      null,
      null,
      'month',
    ),
  },
  play: async ({ canvasElement }) => {
    const card = plan(canvasElement, 'Growth plan for agencies with many customers and very many forms');
    await expect(card.getByText('25,000 credits a month')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Five questions; opening one closes the one that was open. */
export const Faq: Story = {
  play: async ({ canvasElement }) => {
    const faq = within(within(canvasElement).getByRole('region', { name: 'Questions and answers' }));
    await userEvent.click(faq.getByRole('button', { name: 'What is a credit?' }));
    await expect(await faq.findByText(/Every AI action of your forms uses credits/)).toBeVisible();
    await userEvent.click(faq.getByRole('button', { name: 'Is my payment safe?' }));
    await expect(await faq.findByText(/Your card details never reach our servers/)).toBeVisible();
    await waitFor(() => expect(faq.queryByText(/Every AI action of your forms uses credits/)).toBeNull());
    await expect(faq.getByRole('button', { name: 'What is a credit?' })).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByRole('button', { name: 'Is my payment safe?' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(plan(canvasElement, 'Creator plan').getByRole('button', { name: 'Buy Creator plan' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The server's plan names are shown by their Russian names. */
export const RussianPaid: Story = {
  globals: { locale: 'ru' },
  args: { cards: planCards(tariffs, onPlan(creator), null, 'month'), paying: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Тарифы' })).toBeVisible();
    await expect(plan(canvasElement, 'Тариф «Профи»').getByRole('button', { name: 'Купить: Тариф «Профи»' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByText(/Pro plan|Creator plan/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Управление оплатой' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Planes' })).toBeVisible();
    await expect(plan(canvasElement, 'Plan Creador').getByRole('button', { name: 'Comprar Plan Creador' })).toBeEnabled();
    await expect(plan(canvasElement, 'Plan Profesional').getByText('5000 créditos al mes')).toBeVisible();
  },
};
