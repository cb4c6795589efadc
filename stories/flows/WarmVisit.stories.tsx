import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, type HttpHandler } from 'msw';
import { useState, useSyncExternalStore } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { ANSWER_FRESH_MS } from '../../src/api';
import { writeString } from '../../src/api/client/storage';
import { startWarmCache } from '../../src/api/queries/warmCache';
import { storageKeys } from '../../src/domain/storage';
import { apiPath } from '../../mocks/config';
import { formsHandlers } from '../../mocks/handlers';
import { db, seedForms } from '../../mocks/db';
import { signInAs } from '../../mocks/session';
import { AppAt, screenLoad, startAtSeedTime } from '../screens/appStory';

/**
 * An owner opens My Forms again in the same browser: the forms they saw at their last visit are drawn at once from
 * what the device kept for them (src/api/queries/warmCache.ts), said to be updating until the server answers. Each
 * visit is a new app (a new query client that starts as main.tsx starts it) over the same local storage.
 */

/** The visit on screen; the play function starts the next one. */
let visit = 1;
/** Where every visit of the story opens the app. */
let entry = '/forms';
const listeners = new Set<() => void>();
const nextVisit = () => {
  visit += 1;
  for (const listener of listeners) listener();
};

function Visit({ number }: { number: number }) {
  const [client] = useState(() => {
    const created = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: ANSWER_FRESH_MS }, mutations: { retry: false } } });
    startWarmCache(created);
    return created;
  });
  return (
    <div data-visit={number}>
      <QueryClientProvider client={client}>
        <AppAt entry={entry} />
      </QueryClientProvider>
    </div>
  );
}

function Visits() {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => visit,
  );
  return <Visit key={current} number={current} />;
}

/** The forms list call waits while `held` is pending, then answers as the mock backend does. */
let held: Promise<void> | null = null;
const holdableList: HttpHandler = http.get(apiPath('/lead_forms'), async () => {
  await held;
  // Nothing returned: the mock backend's own handler answers.
});

/** Holds the forms list call until the returned function is called. */
function holdList(): () => void {
  let release = () => undefined as void;
  held = new Promise((resolve) => (release = resolve));
  return () => {
    held = null;
    release();
  };
}

const meta = {
  title: 'Flows/WarmVisit',
  component: Visits,
  tags: ['!autodocs'],
  parameters: { router: false, layout: 'fullscreen', msw: { handlers: { forms: [holdableList, ...formsHandlers] } } },
  beforeEach: () => {
    visit = 1;
    entry = '/forms';
    held = null;
    const stopClock = startAtSeedTime('demoOwner');
    localStorage.removeItem(storageKeys.warmCache);
    return () => {
      held = null;
      stopClock();
    };
  },
} satisfies Meta<typeof Visits>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The next visit, once it is on screen (the previous one's elements are gone). */
async function nextVisitShown(canvasElement: HTMLElement) {
  nextVisit();
  return within(await waitFor(() => canvasElement.querySelector<HTMLElement>(`[data-visit="${visit}"]`) ?? Promise.reject(new Error('not yet'))));
}

/** The first visit shows the demo owner's forms and keeps them on the device. */
async function firstVisit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('link', { name: 'Website review (old layout)' }, screenLoad)).toBeVisible();
  await waitFor(() => expect(localStorage.getItem(storageKeys.warmCache)).toContain('Website review (old layout)'));
}

export const SecondVisitDrawsAtOnce: Story = {
  play: async ({ canvasElement }) => {
    await firstVisit(canvasElement);

    const release = holdList();
    const canvas = await nextVisitShown(canvasElement);
    // The list call has not answered: the kept forms are there, said to be updating.
    const table = within(await canvas.findByRole('table', { name: 'All forms' }, screenLoad));
    await expect(table.getByRole('link', { name: 'Website review (old layout)' })).toBeVisible();
    await expect(canvas.getByText('Updating…').closest('[role="status"]')).not.toBeNull();
    release();
    await waitFor(() => expect(canvas.queryByText('Updating…')).toBeNull(), screenLoad);
    await expect(table.getByRole('link', { name: 'Website review (old layout)' })).toBeVisible();
  },
};

export const AnotherPersonSeesNone: Story = {
  play: async ({ canvasElement }) => {
    await firstVisit(canvasElement);

    // Someone else signs in on this device (another tab, or a lifetime-deal link): no sign-out came first.
    signInAs('proOwner');
    const release = holdList();
    const canvas = await nextVisitShown(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My Forms' }, screenLoad)).toBeVisible();
    await expect(canvas.getByText('Loading…')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvasElement).not.toHaveTextContent('Website review (old layout)');
    release();
    await expect(await canvas.findByRole('table', { name: 'All forms' }, screenLoad)).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('Website review (old layout)');
  },
};

export const EditorStartsFromTheServer: Story = {
  play: async ({ canvasElement }) => {
    // The next visit opens a form's editor: the device keeps that form.
    entry = `/forms/${seedForms.published}`;
    for (const tour of ['tourFormStep1', 'tourFormStep2', 'tourFormStep3'] as const) writeString(tour, 'true');
    const name = await (await nextVisitShown(canvasElement)).findByLabelText('Form name', {}, screenLoad);
    const keptName = (name as HTMLInputElement).value;
    await waitFor(() => expect(localStorage.getItem(storageKeys.warmCache)).toContain(keptName));

    // The form is renamed elsewhere (another device) before the next visit.
    db.forms.update(seedForms.published, { name: 'Renamed on another device' });
    const canvas = await nextVisitShown(canvasElement);
    // The editor starts from the server's form, not from the copy kept on this device: a change made now would
    // otherwise write the old copy back over the rename.
    await expect(await canvas.findByDisplayValue('Renamed on another device', {}, screenLoad)).toBeVisible();
    await expect(canvas.getByLabelText('Form name')).toHaveValue('Renamed on another device');
  },
};
