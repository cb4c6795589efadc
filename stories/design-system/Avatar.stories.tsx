import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from '../../src/design-system';

const meta = {
  title: 'Design System/Avatar',
  component: Avatar,
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A square picture in two colours, drawn here so the story needs no network. */
const picture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#f2b134"/><rect width="32" height="64" fill="#0d7c74"/></svg>',
  );

const circle = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-testid="avatar"]')!;

/** Signed in without a picture: the e-mail's first letter, in capitals, in the brand's circle. */
export const WithInitial: Story = {
  args: { initial: 'm', 'data-testid': 'avatar' } as Story['args'],
  play: async ({ canvas, canvasElement }) => {
    const avatar = circle(canvasElement);
    await expect(canvas.getByText('m')).toBe(avatar);
    await expect(getComputedStyle(avatar).textTransform).toBe('uppercase');
    const box = avatar.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([32, 32]);
    await expect(getComputedStyle(avatar).borderRadius).not.toBe('0px');
  },
};

/** With a picture: it fills the whole circle, cut to it. */
export const WithPicture: Story = {
  args: { src: picture, initial: 'm', 'data-testid': 'avatar' } as Story['args'],
  play: async ({ canvasElement }) => {
    const avatar = circle(canvasElement);
    const image = avatar.querySelector('img')!;
    await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0));
    await expect(avatar).not.toHaveTextContent('m');
    await expect(image.getBoundingClientRect().toJSON()).toEqual(avatar.getBoundingClientRect().toJSON());
    await expect(getComputedStyle(avatar).overflow).toBe('hidden');
  },
};

/** Nobody signed in: a person's outline instead of a letter. */
export const SignedOut: Story = {
  args: { 'data-testid': 'avatar' } as Story['args'],
  play: async ({ canvasElement }) => {
    const avatar = circle(canvasElement);
    await expect(avatar).toHaveTextContent('');
    const outline = avatar.querySelector('svg')!.getBoundingClientRect();
    await expect([outline.width, outline.height]).toEqual([18, 18]);
  },
};
