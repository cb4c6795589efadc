import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, Heading, Inline, Page, Stack, Text } from '../../src/design-system';

const meta = {
  title: 'Design System/Layout',
  component: Page,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (element: HTMLElement) => element.getBoundingClientRect();

/** A screen's column: a heading, a row of actions, and sections one under another. */
export const ScreenColumn: Story = {
  render: () => (
    <Page width="narrow">
      <Inline justify="between" align="center">
        <Heading level={1}>My Forms</Heading>
        <Inline>
          <Button variant="secondary">Import</Button>
          <Button>Create a form</Button>
        </Inline>
      </Inline>
      <Stack gap="sm">
        <Heading level={2}>Drafts</Heading>
        <Text tone="muted">Forms you have not published yet.</Text>
      </Stack>
      <Stack gap="sm">
        <Heading level={2}>Published</Heading>
        <Text>Forms visitors can fill on your site.</Text>
      </Stack>
    </Page>
  ),
  play: async ({ canvas }) => {
    // Side by side: the row's two buttons share a line, right of the page's heading.
    const [importButton, create] = [canvas.getByRole('button', { name: 'Import' }), canvas.getByRole('button', { name: 'Create a form' })];
    await expect(box(importButton).top).toBe(box(create).top);
    await expect(box(create).left).toBeGreaterThan(box(importButton).right);
    await expect(box(importButton).left).toBeGreaterThan(box(canvas.getByRole('heading', { level: 1 })).right);
    // One under another, apart: each section starts below the one before it ends.
    const [drafts, published] = canvas.getAllByRole('heading', { level: 2 });
    await expect(box(published!).top).toBeGreaterThan(box(canvas.getByText('Forms you have not published yet.')).bottom);
    await expect(box(drafts!).top).toBeGreaterThan(box(importButton).bottom);
  },
};

/** At a phone's width the row wraps onto the next line instead of running off the screen. */
export const RowWrapsOnAPhone: Story = {
  ...ScreenColumn,
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView!.innerWidth);
    await expect(canvas.getByRole('button', { name: 'Create a form' })).toBeVisible();
  },
};
