import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, Page, PageHeader, Text } from '../../src/design-system';

const onCreate = fn();

const meta = {
  title: 'Design System/PageHeader',
  component: PageHeader,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <Page width="wide">
        <Story />
      </Page>
    ),
  ],
  args: { title: 'Account', subtitle: 'Your plan, your AI key, your password and how we reach you.' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (element: Element) => element.getBoundingClientRect();
const fitsTheWindow = (element: HTMLElement) =>
  expect(element.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(element.ownerDocument.defaultView!.innerWidth);

/** A title and the line that says what the screen is for, under it in the muted tone. */
export const WithSubtitle: Story = {
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Account' });
    const subtitle = canvas.getByText(/Your plan, your AI key/);
    await expect(box(subtitle).top).toBeGreaterThanOrEqual(box(title).bottom);
    await expect(getComputedStyle(subtitle).color).not.toBe(getComputedStyle(title).color);
  },
};

/** A title with what can be done from the screen: the actions at the row's end, the title at its start. */
export const WithActions: Story = {
  args: {
    title: 'Chats',
    subtitle: undefined,
    actions: (
      <>
        <Button variant="secondary">Files</Button>
        <Button onClick={onCreate}>Create a chat</Button>
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Chats' });
    const create = canvas.getByRole('button', { name: 'Create a chat' });
    await expect(box(create).left).toBeGreaterThan(box(title).right);
    // At the end of the row: the button's right edge meets the page's.
    await expect(Math.abs(box(create).right - box(canvasElement.querySelector('header')!).right)).toBeLessThan(1);
    await userEvent.click(create);
    await expect(onCreate).toHaveBeenCalledOnce();
  },
};

/** Subtitle, actions and a line more: the actions beside the title, the lines under both. */
export const Everything: Story = {
  args: {
    actions: <Button variant="text">Back to the chats</Button>,
    children: <Text>Signed in as owner@example.com</Text>,
  },
  play: async ({ canvas }) => {
    const back = canvas.getByRole('button', { name: 'Back to the chats' });
    const title = canvas.getByRole('heading', { level: 1, name: 'Account' });
    await expect(box(back).top).toBeLessThan(box(title).bottom);
    await expect(box(canvas.getByText('Signed in as owner@example.com')).top).toBeGreaterThan(box(canvas.getByText(/Your plan/)).top);
  },
};

/** An owner's unbroken chat name breaks inside the title instead of widening the page; the actions wrap below. */
export const LongTitle: Story = {
  args: {
    title: 'Visitors of Website_assistant_for_the_spring_campaign_2026_with_a_name_nobody_shortened',
    subtitle: undefined,
    actions: <Button variant="secondary">Export as CSV</Button>,
  },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await fitsTheWindow(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(box(canvas.getByRole('button', { name: 'Export as CSV' })).top).toBeGreaterThanOrEqual(box(title).bottom);
  },
};

export const SmallScreen: Story = {
  ...WithActions,
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await fitsTheWindow(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Create a chat' })).toBeVisible();
  },
};
