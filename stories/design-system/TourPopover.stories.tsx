import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  createPageTourMemory,
  TourPopover,
  TourProvider,
  useTour,
  type TourStep,
} from '../../src/design-system';
import { TOUR_POPOVER_MAX_WIDTH_PX, TOUR_STEP_DELAY_MS } from '../../src/domain/constants';

/** What the stories' provider remembers as shown (the app passes its own, stored, memory). */
const memory = createPageTourMemory();

const steps: TourStep[] = [
  {
    target: '#tour-create',
    title: 'Create a tool',
    content: 'Start here: build a lead form by hand or let the AI suggest five ideas for your business.',
  },
  { target: '#tour-forms', title: 'Your forms', content: 'Every tool you make is listed here with its views and leads.' },
  { target: '#tour-credits', title: 'Credits', content: 'AI answers use credits. This badge shows how many are left this month.' },
  { target: '#tour-help', title: 'Need help?', content: 'Short videos explain each part of the builder.' },
];

/** A page with the anchors the steps point at. Inline styles: story scaffolding, not product UI. */
function DemoPage() {
  return (
    <div style={{ fontFamily: 'Inter, sans-serif', padding: 24, display: 'grid', gap: 24 }}>
      <header style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
        <strong style={{ fontSize: 20 }}>LeadForms</strong>
        <span id="tour-credits" style={{ padding: '4px 12px', borderRadius: 999, background: '#d9efec', marginLeft: 'auto' }}>
          12 / 100
        </span>
        <Button id="tour-help" variant="text" size="sm">
          Help
        </Button>
      </header>
      <div>
        <Button id="tour-create">Create a tool</Button>
      </div>
      <section id="tour-forms" aria-label="My forms" style={{ border: '1px solid #ddd5c6', borderRadius: 8, padding: 16, background: '#fff', maxWidth: 560 }}>
        <p style={{ margin: 0 }}>Dental clinic quiz · 120 views · 14 leads</p>
        <p style={{ margin: '8px 0 0' }}>Roof repair estimate · 48 views · 3 leads</p>
      </section>
    </div>
  );
}

/** A screen that runs the app tour: it starts by itself the first time; the buttons start it again. */
function AppTourScreen({ tourSteps = steps }: { tourSteps?: TourStep[] }) {
  const { start } = useTour('app', tourSteps, { autoStart: true });
  return (
    <>
      <DemoPage />
      <div style={{ display: 'flex', gap: 8, padding: '0 24px' }}>
        <Button variant="secondary" size="sm" onClick={() => start()}>
          Show the tour
        </Button>
        <Button variant="secondary" size="sm" onClick={() => start({ force: true })}>
          Show the tour again
        </Button>
      </div>
    </>
  );
}

const findTour = (name?: string) => screen.findByRole('dialog', name ? { name } : {}, { timeout: 15_000 });

/** Waits for the step after the 200 ms delay of a step change. */
async function expectStep(counter: string, title: string) {
  await waitFor(() => expect(screen.getByText(counter)).toBeVisible(), { timeout: TOUR_STEP_DELAY_MS + 2_000 });
  await expect(screen.getByRole('dialog', { name: title })).toBeVisible();
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

const meta = {
  title: 'Design System/TourPopover',
  component: TourPopover,
  parameters: { layout: 'fullscreen' },
  // Each story starts a modal tour on load and they share local storage: one docs page would stack them.
  tags: ['!autodocs'],
  args: {
    open: true,
    step: steps[0]!,
    stepIndex: 0,
    stepCount: steps.length,
    onNext: fn(),
    onBack: fn(),
    onClose: fn(),
  },
  argTypes: { step: { control: 'object' } },
  // Every story starts with no tour remembered as shown.
  beforeEach: () => {
    memory.forget();
  },
  render: () => (
    <TourProvider memory={memory}>
      <AppTourScreen />
    </TourProvider>
  ),
} satisfies Meta<typeof TourPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  play: async () => {
    const dialog = await findTour('Create a tool');
    await expect(within(dialog).getByText('1 of 4')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveFocus();
    await expect(within(dialog).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(TOUR_POPOVER_MAX_WIDTH_PX);
    // Placed just below its anchor.
    const anchor = document.getElementById('tour-create')!.getBoundingClientRect();
    await expect(dialog.getBoundingClientRect().top).toBeGreaterThan(anchor.bottom);
  },
};

/** The hole and the popover follow the anchor when it changes size after the step opened (a font arrives). */
export const FollowsItsAnchor: Story = {
  parameters: { screenshot: false },
  play: async () => {
    await findTour('Create a tool');
    const anchor = document.getElementById('tour-create')!;
    const holeWidth = () => Number(screen.getByTestId('tour-mask').querySelector('mask rect[fill="black"]')?.getAttribute('width'));
    const before = holeWidth();
    await expect(before).toBeGreaterThan(anchor.offsetWidth);
    anchor.style.minWidth = `${anchor.offsetWidth + 100}px`;
    await waitFor(() => expect(holeWidth()).toBeCloseTo(before + 100, 0));
  },
};

export const MiddleStep: Story = {
  play: async () => {
    await findTour('Create a tool');
    await next();
    // The step changes only after the delay.
    await expect(screen.getByText('1 of 4')).toBeVisible();
    await expectStep('2 of 4', 'Your forms');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await expectStep('1 of 4', 'Create a tool');
    await next();
    await expectStep('2 of 4', 'Your forms');
    await next();
    await expectStep('3 of 4', 'Credits');
  },
};

export const LastStep: Story = {
  play: async () => {
    await findTour('Create a tool');
    // By keyboard: the focus stays on Next from step to step.
    for (const [counter, title] of [['2 of 4', 'Your forms'], ['3 of 4', 'Credits'], ['4 of 4', 'Need help?']] as const) {
      await userEvent.keyboard('{Enter}');
      await expectStep(counter, title);
    }
    await expect(screen.getByRole('button', { name: 'Finish' })).toHaveFocus();
  },
};

export const FinishIsRemembered: Story = {
  play: async (context) => {
    const { canvas } = context;
    await LastStep.play!(context);
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(memory.isDone('app')).toBe(true);
    // Shown once: a plain start does nothing now…
    await userEvent.click(canvas.getByRole('button', { name: 'Show the tour' }));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // …and a forced one starts again from the first step.
    await userEvent.click(canvas.getByRole('button', { name: 'Show the tour again' }));
    const dialog = await findTour('Create a tool');
    await expect(within(dialog).getByText('1 of 4')).toBeVisible();
  },
};

export const CloseResetsToFirstStep: Story = {
  play: async ({ canvas }) => {
    await findTour('Create a tool');
    await next();
    await expectStep('2 of 4', 'Your forms');
    await userEvent.click(screen.getByRole('button', { name: 'Close the tour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(memory.isDone('app')).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Show the tour again' }));
    await expectStep('1 of 4', 'Create a tool');
  },
};

export const MaskClickEndsTour: Story = {
  play: async ({ canvas }) => {
    await findTour('Create a tool');
    await next();
    await expectStep('2 of 4', 'Your forms');
    await userEvent.click(screen.getByTestId('tour-mask'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(memory.isDone('app')).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Show the tour again' }));
    await expectStep('1 of 4', 'Create a tool');
  },
};

export const EscapeEndsTour: Story = {
  play: async () => {
    await findTour('Create a tool');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(memory.isDone('app')).toBe(true);
  },
};

export const AlreadyShown: Story = {
  beforeEach: () => {
    memory.markDone('app');
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show the tour' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const MissingAnchor: Story = {
  render: () => (
    <TourProvider memory={memory}>
      <AppTourScreen tourSteps={[{ target: '#not-on-this-page', title: 'Welcome', content: 'A step without an anchor sits in the middle.' }]} />
    </TourProvider>
  ),
  play: async () => {
    const dialog = await findTour('Welcome');
    await expect(within(dialog).getByText('1 of 1')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Finish' })).toBeVisible();
    const { left, width } = dialog.getBoundingClientRect();
    await expect(Math.abs(left + width / 2 - window.innerWidth / 2)).toBeLessThanOrEqual(1);
  },
};

/** The presentational popover alone: the caller decides what each button does. */
export const Presentational: Story = {
  args: { stepIndex: 1, step: steps[1]! },
  render: (args) => (
    <>
      <DemoPage />
      <TourPopover {...args} />
    </>
  ),
  play: async ({ args }) => {
    const dialog = await findTour('Your forms');
    await expect(within(dialog).getByText('2 of 4')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the tour' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async () => {
    const dialog = await findTour('Create a tool');
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(8);
    await expect(box.right).toBeLessThanOrEqual(375 - 8);
    await next();
    await expectStep('2 of 4', 'Your forms');
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async () => {
    const dialog = await findTour('Create a tool');
    await expect(within(dialog).getByText('1 из 4')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Далее' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Закрыть тур' })).toBeVisible();
  },
};
