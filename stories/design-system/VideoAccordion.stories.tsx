import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { VideoAccordion, type VideoTopic } from '../../src/design-system';

// No network: a data URL stands in for a real video, and preload="none" means nothing is fetched or decoded.
const LOCAL_VIDEO = 'data:video/mp4;base64,';

const welcome: VideoTopic = { id: 'welcome', title: 'Welcome to the builder', description: 'A two-minute tour of My Forms.' };
const topics: VideoTopic[] = [
  welcome,
  { id: 'fields', title: 'Adding fields' },
  { id: 'publish', title: 'Publishing your form' },
];

const withVideos: VideoTopic[] = topics.map((topic) => ({ ...topic, src: LOCAL_VIDEO }));

const meta = {
  title: 'Design System/VideoAccordion',
  component: VideoAccordion,
  args: { topics, onOpenChange: fn() },
  argTypes: { topics: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof VideoAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    // Every topic's title is a closed button; no video or description shows until one is opened.
    for (const topic of topics) {
      await expect(canvas.getByRole('button', { name: String(topic.title) })).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(canvas.queryByText('A two-minute tour of My Forms.')).not.toBeVisible();
  },
};

export const VideoNotAvailable: Story = {
  args: { defaultOpenId: 'welcome' },
  play: async ({ canvasElement }) => {
    const open = within(canvasElement.querySelector<HTMLElement>('[data-accordion-item="welcome"]')!);
    await expect(open.getByText('The video is not available yet')).toBeVisible();
    await expect(open.getByText('A two-minute tour of My Forms.')).toBeVisible();
  },
};

/** No video to play here: the poster says what the video teaches and links to where it can be watched. */
export const Poster: Story = {
  args: {
    topics: [{ ...welcome, lessons: ['Create a form', 'Publish it'], watchUrl: 'https://video.example.com/welcome' }],
    defaultOpenId: 'welcome',
  },
  play: async ({ canvasElement }) => {
    const open = within(canvasElement.querySelector<HTMLElement>('[data-accordion-item="welcome"]')!);
    await expect(open.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Create a form', 'Publish it']);
    const watch = open.getByRole('link', { name: 'Watch the video (opens in a new tab)' });
    await expect(watch).toHaveAttribute('href', 'https://video.example.com/welcome');
    await expect(watch).toHaveAttribute('target', '_blank');
    await expect(watch).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect(open.queryByText('The video is not available yet')).not.toBeInTheDocument();
  },
};

/** A video that cannot play here (an unreachable or broken file) gives way to the poster, not a dead player. */
export const UnplayableVideoShowsPoster: Story = {
  args: {
    topics: [{ ...welcome, src: LOCAL_VIDEO, lessons: ['Create a form'], watchUrl: 'https://video.example.com/welcome' }],
    defaultOpenId: 'welcome',
  },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video');
    await expect(video).toBeInTheDocument();
    // The empty stand-in file fails as soon as it is loaded.
    video?.load();
    const open = within(canvasElement.querySelector<HTMLElement>('[data-accordion-item="welcome"]')!);
    await expect(await open.findByRole('link', { name: /Watch the video/ })).toBeVisible();
    await expect(canvasElement.querySelector('video')).not.toBeInTheDocument();
  },
};

export const OpeningOnePausesTheOthers: Story = {
  args: { topics: withVideos },
  // A behaviour test: it ends in the look of `Closed`, and the corner of the collapsing list anti-aliases unevenly.
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement, args }) => {
    const pause = spyOn(HTMLVideoElement.prototype, 'pause');
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Welcome to the builder' }));
      const videos = Array.from(canvasElement.querySelectorAll('video'));
      await expect(videos).toHaveLength(withVideos.length);
      const welcome = canvasElement.querySelector('[data-accordion-item="welcome"] video');
      // Opening "Welcome" paused the two other videos, not its own.
      await expect(pause.mock.contexts).not.toContain(welcome);
      await expect(pause).toHaveBeenCalledTimes(2);
      pause.mockClear();
      await userEvent.click(canvas.getByRole('button', { name: 'Publishing your form' }));
      await expect(pause.mock.contexts).toContain(welcome);
      await expect(pause.mock.contexts).not.toContain(canvasElement.querySelector('[data-accordion-item="publish"] video'));
      await expect(canvas.getByRole('button', { name: 'Welcome to the builder' })).toHaveAttribute('aria-expanded', 'false');
      await expect(args.onOpenChange).toHaveBeenLastCalledWith('publish');
      // Closing the open topic pauses its video too.
      pause.mockClear();
      await userEvent.click(canvas.getByRole('button', { name: 'Publishing your form' }));
      await expect(pause.mock.contexts).toContain(canvasElement.querySelector('[data-accordion-item="publish"] video'));
    } finally {
      pause.mockRestore();
    }
  },
};

export const WithVideoOpen: Story = {
  args: { topics: withVideos, defaultOpenId: 'fields' },
  // Chromium's native media controls differ by a pixel between runs; the closed and placeholder stories cover the looks.
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector<HTMLVideoElement>('[data-accordion-item="fields"] video');
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAttribute('preload', 'none');
  },
};

export const KeyboardUse: Story = {
  args: { topics: withVideos },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Welcome to the builder' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Welcome to the builder' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Welcome to the builder' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const LongTitles: Story = {
  args: {
    defaultOpenId: 'a',
    topics: [
      { id: 'a', title: 'How to write an AI instruction that uses the values of your fields as variables and answers like your best salesperson' },
      { id: 'b', title: 'Supercalifragilisticexpialidocious-topic-title-without-spaces' },
    ],
  },
};

export const SmallScreen: Story = {
  args: { defaultOpenId: 'welcome' },
  globals: { viewport: { value: 'small', isRotated: false } },
};

export const Russian: Story = {
  args: { defaultOpenId: 'welcome', topics: [{ id: 'welcome', title: 'Добро пожаловать' }] },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Видео пока недоступно')).toBeVisible();
  },
};
