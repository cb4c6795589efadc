import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { putOnPlan } from '../../mocks/situations';
import { BRANDING_URL } from '../../src/domain/constants';
import { widgetFonts } from '../../src/domain/widgetFonts';
import { chatIn, ChatRoot, withChat } from './chatStory';
import { widgetIn, WidgetRoot, withForm } from './widgetStory';

/*
 * What a visitor sees of the owner's choices and plan: the fonts the editor names are the
 * fonts drawn, loaded from the app's own host and from nowhere else; a Free owner's form and chat carry a small
 * "Made with Lead Forms" link, which a paid plan removes.
 */
const meta = {
  title: 'Widget/Look',
  component: WidgetRoot,
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WidgetRoot>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The widget's font style sheets on the page (they live in the document's head: a shadow root ignores @font-face). */
const fontSheets = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet][data-aii-cx-font]')];
/**
 * What the page asks for while a story runs, seen by an observer started before the widget mounts (the page's own
 * list of requests is full long before, in a run of many stories).
 */
let asked: PerformanceEntry[] = [];
const watchRequests = () => {
  asked = [];
  const observer = new PerformanceObserver((list) => asked.push(...list.getEntries()));
  observer.observe({ type: 'resource' });
  return () => observer.disconnect();
};
/** The addresses asked for during the story whose path has `part`. */
const requested = (part: string) => asked.filter((entry) => new URL(entry.name).pathname.includes(part));

/** Body font Inter, heading font Lora: each drawn in its font, each loaded from the app's origin. */
export const ChosenFonts: Story = {
  beforeEach: () => {
    withForm({ header_font: 'Lora', body_font: 'Inter', header: 'Plan your trip', collect_lead_strategy: 'AFTER' })();
    return watchRequests();
  },
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    const heading = w.getByRole('heading', { name: 'Plan your trip' });
    const label = canvasElement.querySelector('.aii-cx-widget-root')!.shadowRoot!.querySelector('label')!;
    await expect(getComputedStyle(label).fontFamily).toMatch(/^"?Inter"?,/);
    await expect(getComputedStyle(heading).fontFamily).toMatch(/^"?Lora"?,/);
    // One sheet per chosen font, beside the widget's script on the app's own host (a widget another story left on
    // the page may hold others).
    await waitFor(() => expect(fontSheets().map((sheet) => sheet.dataset.aiiCxFont)).toEqual(expect.arrayContaining(['Inter', 'Lora'])));
    for (const sheet of fontSheets()) await expect(new URL(sheet.href).origin).toBe(location.origin);
    // The faces arrive. Lora's file comes from the widget's sheet on the app's origin (no other story loads Lora); the
    // app's own pages declare Inter themselves, and their declaration (later in the head) serves both.
    await waitFor(() => expect(document.fonts.check('700 20px Lora') && document.fonts.check('16px Inter')).toBe(true), { timeout: 5_000 });
    await waitFor(() => expect(requested('/widget-fonts/lora-latin-700-normal.woff2')).toHaveLength(1));
    for (const file of [...requested('/widget-fonts/'), ...requested('lora')]) await expect(new URL(file.name).origin).toBe(location.origin);
  },
};

/**
 * A font name the product does not know (an owner's own text, sent to the API by hand) loads nothing: no sheet, no
 * file, no address made of it; the known heading font beside it still loads.
 */
export const UnknownFont: Story = {
  beforeEach: () => {
    withForm({ header_font: 'Playfair Display', body_font: 'Comic Sans MS', header: 'Plan your trip', collect_lead_strategy: 'AFTER' })();
    return watchRequests();
  },
  play: async ({ canvasElement }) => {
    await widgetIn(canvasElement);
    // The known font's sheet shows that the widget's font code has run for this form.
    await waitFor(() => expect(fontSheets().map((sheet) => sheet.dataset.aiiCxFont)).toContain('Playfair Display'));
    await waitFor(() => expect(document.fonts.check('700 20px "Playfair Display"')).toBe(true), { timeout: 5_000 });
    // Only known fonts have sheets; nothing the page asked for names the unknown one; no default stands in for it.
    for (const sheet of fontSheets()) await expect(widgetFonts).toContain(sheet.dataset.aiiCxFont);
    await expect(asked.filter((entry) => /comic|sans-ms|sans%20ms/i.test(entry.name))).toEqual([]);
    await expect(requested('/widget-fonts/inter')).toEqual([]);
    const label = canvasElement.querySelector('.aii-cx-widget-root')!.shadowRoot!.querySelector('label')!;
    // Drawn in that name if the visitor's device has it, else the fallback.
    await expect(getComputedStyle(label).fontFamily).toMatch(/^"Comic Sans MS", system-ui/);
  },
};

const badgeOf = async (w: Awaited<ReturnType<typeof widgetIn>>) => w.queryByRole('link', { name: 'Made with Lead Forms' });

/** The seed owner is on Free: the form carries the product's link, drawn with the form itself (nothing moves later). */
export const BrandingOnFree: Story = {
  beforeEach: withForm({ collect_lead_strategy: 'AFTER' }),
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    // Present in the very render that first shows the form.
    const badge = await badgeOf(w);
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('href', BRANDING_URL);
    await expect(badge).toHaveAttribute('rel', 'noopener');
    await expect(badge).toHaveAttribute('target', '_blank');
  },
};

/** A Russian visitor reads it in Russian. */
export const BrandingInRussian: Story = {
  beforeEach: withForm({ collect_lead_strategy: 'AFTER', language_code: 'ru' }),
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    await expect(w.getByRole('link', { name: 'Сделано в Lead Forms' })).toHaveAttribute('href', BRANDING_URL);
  },
};

/** The owner pays: no product link. */
export const NoBrandingOnPaidPlan: Story = {
  beforeEach: () => {
    withForm({ collect_lead_strategy: 'AFTER' })();
    putOnPlan('paid');
  },
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    await expect(w.getByRole('button', { name: 'Generate' })).toBeVisible();
    await expect(await badgeOf(w)).toBeNull();
    await expect(w.queryByRole('link')).toBeNull();
  },
};

/** The chat embed of a Free owner carries the same link; a paid plan's does not. */
export const ChatBrandingOnFree: Story = {
  render: () => <ChatRoot />,
  beforeEach: withChat(),
  play: async ({ canvasElement }) => {
    const c = await chatIn(canvasElement);
    const badge = c.getByRole('link', { name: 'Made with Lead Forms' });
    await expect(badge).toHaveAttribute('href', BRANDING_URL);
    await expect(badge).toHaveAttribute('rel', 'noopener');
  },
};

export const ChatNoBrandingOnPaidPlan: Story = {
  render: () => <ChatRoot />,
  beforeEach: () => {
    withChat()();
    putOnPlan('paid');
  },
  play: async ({ canvasElement }) => {
    const c = await chatIn(canvasElement);
    await expect(c.getByRole('textbox', { name: 'Your question' })).toBeVisible();
    await expect(c.queryByRole('link', { name: 'Made with Lead Forms' })).toBeNull();
  },
};
