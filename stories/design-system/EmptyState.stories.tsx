import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, EmptyState, emptyStateHeadingLevels } from '../../src/design-system';

const FormsIcon = () => (
  <svg width="32" height="32" viewBox="0 0 32 32" fill="none" stroke="currentColor" strokeWidth="2">
    <rect x="7" y="5" width="18" height="22" rx="2" />
    <path d="M11 11h10M11 16h10M11 21h6" />
  </svg>
);

const onCreate = fn();

const meta = {
  title: 'Design System/EmptyState',
  component: EmptyState,
  args: {
    icon: <FormsIcon />,
    title: 'No forms yet',
    text: 'Create your first AI-powered lead form and start collecting leads from your visitors.',
    action: <Button onClick={onCreate}>Create a form</Button>,
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: emptyStateHeadingLevels },
    icon: { control: false },
    action: { control: false },
  },
  beforeEach: () => {
    onCreate.mockClear();
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No forms yet' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Create a form' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
};

export const WithoutAction: Story = {
  args: { action: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const TitleOnly: Story = { args: { action: undefined, text: undefined, icon: undefined, title: 'Nothing found' } };

export const LongText: Story = {
  args: {
    title: 'You have not collected any leads for this form yet, but they will appear here as soon as visitors submit it',
    text: 'Share the link to your form, embed it into your website with the code snippet, or publish it as a mini landing page. Every submission becomes a lead that you can edit, export as CSV or send to your automation connector.',
  },
};

export const UnbrokenText: Story = {
  args: { title: 'No-results-for-supercalifragilisticexpialidocious-search-query-without-spaces' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const SmallScreen: Story = { globals: { viewport: { value: 'small', isRotated: false } } };
