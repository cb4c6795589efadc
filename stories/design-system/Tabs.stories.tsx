import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Tabs, type TabItem } from '../../src/design-system';

const items: TabItem[] = [
  { id: 'tools', label: 'All tools', content: <p>Every tool of your team, newest first.</p> },
  { id: 'mine', label: 'My tools', content: <p>Only the tools you created.</p> },
  { id: 'chats', label: 'All chats', content: <p>Trained AI chats from files, pages, sitemaps or text.</p> },
];

const meta = {
  title: 'Design System/Tabs',
  component: Tabs,
  args: { label: 'Tools and chats', items, onSelectedIdChange: fn() },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Tools and chats' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'All tools' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'All tools' })).toHaveTextContent('Every tool of your team');
  },
};

export const SelectByMouse: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'All chats' }));
    await expect(canvas.getByRole('tab', { name: 'All chats' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'All chats' })).toHaveTextContent('Trained AI chats');
    await waitFor(() => expect(canvas.queryByText('Every tool of your team, newest first.')).not.toBeInTheDocument());
    await expect(args.onSelectedIdChange).toHaveBeenLastCalledWith('chats');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'All tools' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'My tools' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'My tools' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectedIdChange).toHaveBeenLastCalledWith('mine');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'All chats' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'All tools' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'All chats' })).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tab list for the panel, once the selected tab's panel has replaced the last one.
    await expect(await canvas.findByRole('tabpanel', { name: 'All chats' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'All chats' })).toHaveFocus();
  },
};

export const WithDisabledTab: Story = {
  args: { items: [items[0]!, { ...items[1]!, disabled: true }, items[2]!] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'My tools' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'My tools' }));
    await expect(canvas.getByRole('tab', { name: 'All tools' })).toHaveAttribute('aria-selected', 'true');
    // A disabled tab can be reached by arrows (so it can be discovered) but is never selected.
    await userEvent.click(canvas.getByRole('tab', { name: 'All tools' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'My tools' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'All chats' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'All chats' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Controlled: Story = {
  args: { selectedId: 'mine' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'My tools' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const LongLabels: Story = {
  args: {
    items: [
      { id: 'a', label: 'Leads collected from the share link', content: <p>Share link leads.</p> },
      { id: 'b', label: 'Leads collected from the embedded widget on your website', content: <p>Widget leads.</p> },
      { id: 'c', label: 'Supercalifragilisticexpialidocious-mini-landing-page', content: <p>Mini page leads.</p> },
      { id: 'd', label: 'Leads from the AI chat', content: <p>Chat leads.</p> },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
};

export const SmallScreen: Story = {
  ...KeyboardNavigation,
  globals: { viewport: { value: 'small', isRotated: false } },
};
