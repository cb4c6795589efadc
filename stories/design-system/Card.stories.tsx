import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, Card, cardHeadingLevels } from '../../src/design-system';

const meta = {
  title: 'Design System/Card',
  component: Card,
  args: {
    title: 'Lead notifications',
    children: 'New leads of this form are sent to the e-mail addresses below as soon as a visitor submits it.',
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: cardHeadingLevels },
    headerActions: { control: false },
    footer: { control: false },
  },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}><Story /></div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Lead notifications' });
    await expect(region).toHaveTextContent('New leads of this form');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Lead notifications' })).toBeVisible();
  },
};

const onEdit = fn();
const onSave = fn();

export const WithActionsAndFooter: Story = {
  args: {
    headerActions: (
      <Button size="sm" variant="text" onClick={onEdit}>
        Edit
      </Button>
    ),
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button onClick={onSave}>Save</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    onEdit.mockClear();
    onSave.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(onEdit).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSave).toHaveBeenCalledTimes(1);
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
  },
};

export const HeadingLevel3: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Lead notifications');
  },
};

export const LongText: Story = {
  args: {
    title: 'A very long card title that describes the automation connector and its invite link in too many words',
    headerActions: <Button size="sm" variant="secondary">Open the invite link</Button>,
    children:
      'Leads can be sent to an automation connector. Open the invite link in a new tab, accept it, and then every new lead of this form will be passed on to the scenarios you build there, together with the AI answer.',
  },
  play: async ({ canvas }) => {
    // The long title wraps over several lines and its action stays whole: both inside the card.
    const card = canvas.getByRole('region', { name: /A very long card title/ }).getBoundingClientRect();
    const heading = canvas.getByRole('heading', { level: 2 }).getBoundingClientRect();
    const action = canvas.getByRole('button', { name: 'Open the invite link' }).getBoundingClientRect();
    await expect(heading.height).toBeGreaterThan(30); // more than one line
    for (const box of [heading, action]) {
      await expect(box.left).toBeGreaterThanOrEqual(card.left);
      await expect(box.right).toBeLessThanOrEqual(card.right);
    }
  },
};

export const UnbrokenText: Story = {
  args: {
    title: 'Supercalifragilisticexpialidocious-card-title-without-any-spaces-at-all',
    children: 'https://example.com/an/extremely/long/url/without/spaces/that/must/wrap/inside/the/card/body/and/never/overflow',
  },
  play: async ({ canvas }) => {
    // The unbroken title and URL wrap inside the card instead of running out of it.
    const region = canvas.getByRole('region', { name: /Supercalifragilistic/ });
    const card = region.getBoundingClientRect();
    const title = canvas.getByRole('heading', { level: 2 }).getBoundingClientRect();
    const body = canvas.getByText(/^https:\/\/example\.com/).getBoundingClientRect();
    for (const box of [title, body]) await expect(box.right).toBeLessThanOrEqual(card.right);
    await expect(title.height).toBeGreaterThan(30);
    await expect(body.height).toBeGreaterThan(30);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

export const SmallScreen: Story = {
  ...WithActionsAndFooter,
  globals: { viewport: { value: 'small', isRotated: false } },
};
