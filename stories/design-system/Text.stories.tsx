import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading, Note, Stack, Text } from '../../src/design-system';

const meta = {
  title: 'Design System/Text',
  component: Text,
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

const colour = (element: HTMLElement) => getComputedStyle(element).color;
const fontSize = (element: HTMLElement) => parseFloat(getComputedStyle(element).fontSize);

/** The tones, sizes and headings a screen is written with. */
export const TonesSizesAndHeadings: Story = {
  render: () => (
    <Stack>
      <Heading level={1}>A screen's title</Heading>
      <Heading level={2}>A section's title</Heading>
      <Heading level={3}>An item's title</Heading>
      <Text>Body text.</Text>
      <Text tone="muted">Muted: what explains.</Text>
      <Text tone="error">Error: what went wrong.</Text>
      <Text tone="success">Success: what went right.</Text>
      <Text size="sm">Small text.</Text>
      <Note tone="info">An info note that stays with the page.</Note>
      <Note tone="warning">A warning note: a step still to take.</Note>
    </Stack>
  ),
  play: async ({ canvas }) => {
    // Headings are the outline's levels, each smaller than the one above it.
    const [h1, h2, h3] = [1, 2, 3].map((level) => canvas.getByRole('heading', { level }));
    await expect(fontSize(h1!)).toBeGreaterThan(fontSize(h2!));
    await expect(fontSize(h2!)).toBeGreaterThan(fontSize(h3!));
    // Each tone reads differently from body text; small text is smaller.
    const body = canvas.getByText('Body text.');
    for (const toned of ['Muted: what explains.', 'Error: what went wrong.', 'Success: what went right.']) {
      await expect(colour(canvas.getByText(toned))).not.toBe(colour(body));
    }
    await expect(fontSize(canvas.getByText('Small text.'))).toBeLessThan(fontSize(body));
    // Notes are not announced: they stay with the page.
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
