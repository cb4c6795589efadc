import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt, screenLoad, startAs } from '../appStory';
import { writeJson, writeString } from '../../../src/api/client/storage';
import { apiPath, setMockClock, tickingClock } from '../../../mocks/config';
import { failsOnce } from '../../../mocks/scenarioKit';
import { db, SEED_NOW, seedUsers } from '../../../mocks/db';
import { formsHandlers, llmHandlers } from '../../../mocks/handlers';
import { llmScenarios } from '../../../mocks/scenarios';
import { setUsedCredits } from '../../../mocks/situations';
import { formFor, ideasFor } from '../../../mocks/handlers/aiCatalogue';

/*
 * The AI creation flow at /forms/new/ai, over the mock AI (answers assembled from the owner's text). The demo owner
 * is on the free plan with 63 of 100 credits left; creating a form costs 5. Stories differ by the AI's answers.
 * Each state's look (the steps, failures, languages, small screen) is in Screens/AiCreate/AiCreateView; these keep
 * what goes through the server and the device: the AI's answers and how they are sorted, the form saved and opened,
 * nothing charged on a cancel or a second save, the texts kept across a reload or a sign-in.
 */

const BAKERY = 'We are a family bakery in Lisbon making birthday and wedding cakes.';

/** The demo owner with a confirmed e-mail (the seed's is not confirmed) and no texts left from another story. */
function startVerified() {
  startAs('demoOwner');
  db.users.update(seedUsers.demoOwner.id, { is_email_verified: true });
  writeString('aiCreateDraft', null);
  for (const key of ['tourFormStep1', 'tourFormStep2', 'tourFormStep3'] as const) writeString(key, 'true');
  writeString('formDrafts', null);
  setMockClock(tickingClock(SEED_NOW));
  return () => setMockClock(null);
}

const meta = {
  title: 'Screens/AiCreate/AiCreate',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/forms/new/ai' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: startVerified,
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const long = { timeout: 15_000 };

/** Describes the bakery and asks for ideas; resolves when the ideas are shown. */
async function askIdeas(canvasElement: HTMLElement, text = BAKERY) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /Your business/ }, screenLoad), text);
  await userEvent.click(canvas.getByRole('button', { name: 'Generate 5 ideas' }));
  return within(await canvas.findByRole('radiogroup', { name: 'Choose an idea' }, long));
}

/** Ideas, then the first one chosen and the form asked for. */
async function generateFirstIdea(canvasElement: HTMLElement) {
  const ideas = await askIdeas(canvasElement);
  await userEvent.click(ideas.getByRole('radio', { name: 'Cake price calculator' }));
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Generate the form · 5 credits' }));
  return ideas;
}

/** The alert that holds `title` (the generation's own warning is an alert too, so it is found by its text). */
async function failureAlert(title: string | RegExp) {
  const alert = (await body.findByText(title, {}, long)).closest<HTMLElement>('[role="alert"]');
  if (!alert) throw new Error(`No alert holds ${String(title)}`);
  return alert;
}

/** After a failed generation: the step is Choose again with the idea still chosen. */
async function expectIdeaKept(canvasElement: HTMLElement) {
  const ideas = within(await within(canvasElement).findByRole('radiogroup', { name: 'Choose an idea' }, long));
  await expect(ideas.getByRole('radio', { name: 'Cake price calculator' })).toBeChecked();
  await expect(within(canvasElement).getByText('Your texts are kept.')).toBeVisible();
}

export const Ideas: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ideas = await askIdeas(canvasElement);
    // Five ideas about the bakery, each with its line, and the owner's own idea as a sixth choice.
    await expect(ideas.getAllByRole('radio')).toHaveLength(6);
    await expect(ideas.getByRole('radio', { name: 'Cake price calculator' })).toBeVisible();
    await expect(ideas.getByText('Guests pick the occasion, size and flavour and see an instant price range.')).toBeVisible();
    await expect(canvas.getByText(`Ideas for: “${BAKERY}”`)).toBeVisible();
    // The price before confirming, from the plan: 5 credits of the 63 left.
    await expect(canvas.getByText('Credits needed to create the form: 5.')).toBeVisible();
    await expect(canvas.getByText('Credits left this month: 63.')).toBeVisible();
    // Confirming without a choice says what is missing.
    await userEvent.click(canvas.getByRole('button', { name: 'Generate the form · 5 credits' }));
    await expect(await canvas.findByText('Choose one of the ideas or write your own.')).toBeVisible();
  },
};

export const OtherBusiness: Story = {
  play: async ({ canvasElement }) => {
    const ideas = await askIdeas(canvasElement, 'Dental clinic in Porto: check-ups, whitening and implants.');
    // Another business, other ideas.
    await expect(ideas.getByRole('radio', { name: 'Treatment cost estimator' })).toBeVisible();
    await expect(ideas.queryByRole('radio', { name: 'Cake price calculator' })).toBeNull();
  },
};

export const Regenerate: Story = {
  play: async ({ canvasElement }) => {
    const ideas = await askIdeas(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Regenerate ideas' }));
    await expect(await ideas.findByRole('radio', { name: 'Bread subscription picker' }, long)).toBeVisible();
    // The new round leads with ideas the first did not show.
    await expect(ideas.getAllByRole('radio')[0]).toHaveAccessibleName('Bread subscription picker');
    await expect(ideas.getAllByRole('radio')[1]).toHaveAccessibleName('Custom cake design helper');
  },
};

export const OwnIdea: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ideas = await askIdeas(canvasElement);
    await userEvent.click(ideas.getByRole('radio', { name: 'My own idea' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Your idea/ }), 'tiers');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate the form · 5 credits' }));
    await expect(await canvas.findByText('Describe your idea in a few words (at least 10 characters).')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Your idea/ }), ' calculator for wedding cakes');
    await expect(canvas.queryByText('Describe your idea in a few words (at least 10 characters).')).toBeNull();
  },
};

export const Cancel: Story = {
  parameters: { msw: { handlers: { llm: llmScenarios.hangs('idea') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await generateFirstIdea(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }, long));
    // Only an aborted request ends as "cancelled" (the answer never comes in this story).
    await expect(await canvas.findByText('Generation cancelled. Your idea is kept; you can start again at any time.', {}, long)).toBeVisible();
    await expect(within(canvas.getByRole('radiogroup', { name: 'Choose an idea' })).getByRole('radio', { name: 'Cake price calculator' })).toBeChecked();
    // Nothing was charged.
    await expect(db.usage.get(seedUsers.demoOwner.id)?.used_credits).toBe(37);
  },
};

export const CreatedInEditor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = db.forms.all().length;
    await generateFirstIdea(canvasElement);
    // The editor on the Fields step, with what was generated said above the fields.
    const notice = await canvas.findByText(/From the idea “Cake price calculator\. Guests pick/, {}, long);
    await expect(notice).toBeVisible();
    await expect(canvasElement).toHaveTextContent('the questions (4)');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cake price calculator' })).toBeVisible();
    await expect(await canvas.findByDisplayValue('What is the occasion?')).toBeVisible();
    await expect(canvas.getByDisplayValue('How many guests?')).toBeVisible();
    // Created through the forms call, refs numbered in order, the prompt using every one of them; 5 credits spent.
    await waitFor(() => expect(db.forms.all()).toHaveLength(before + 1));
    const created = db.forms.all().find((form) => form.name === 'Cake price calculator');
    await expect(created?.fields.aiFields.map((field) => field.fieldRef)).toEqual(['#Field1', '#Field2', '#Field3', '#Field4']);
    for (const ref of ['#Field1', '#Field2', '#Field3', '#Field4']) await expect(created?.fields.aiPrompt).toContain(ref);
    await expect(db.usage.get(seedUsers.demoOwner.id)?.used_credits).toBe(42);
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByText(/From the idea/)).toBeNull());
  },
};

export const MalformedJson: Story = {
  parameters: { msw: { handlers: { llm: llmScenarios.malformedJson('idea') } } },
  play: async ({ canvasElement }) => {
    await generateFirstIdea(canvasElement);
    const alert = await failureAlert("The AI's answer was cut off");
    await expect(alert).toHaveTextContent('it is not complete JSON');
    await expectIdeaKept(canvasElement);
  },
};

export const WrongShape: Story = {
  parameters: { msw: { handlers: { llm: llmScenarios.wrongShape('idea') } } },
  play: async ({ canvasElement }) => {
    await generateFirstIdea(canvasElement);
    await failureAlert('The AI answered with something else');
    await expectIdeaKept(canvasElement);
  },
};

export const Timeout: Story = {
  parameters: { msw: { handlers: { llm: llmScenarios.timeout('idea') } } },
  play: async ({ canvasElement }) => {
    await generateFirstIdea(canvasElement);
    await failureAlert('The AI took too long');
    await expectIdeaKept(canvasElement);
  },
};

let formCalls = 0;
export const TimeoutThenRetry: Story = {
  beforeEach: () => {
    formCalls = 0;
  },
  parameters: {
    msw: {
      handlers: {
        llm: [
          // The first generation times out at the gateway; Try again asks once more and succeeds.
          http.post('*/llm_chain/simple/chat/:id', async ({ request }) => {
            if (!(await request.clone().text()).includes('"idea"')) return undefined;
            formCalls += 1;
            return formCalls === 1 ? HttpResponse.json({ code: 'timeout', detail: 'Gateway Timeout' }, { status: 504 }) : undefined;
          }),
          ...llmHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await generateFirstIdea(canvasElement);
    const alert = await failureAlert('The AI took too long');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText(/From the idea “Cake price calculator/, {}, long)).toBeVisible();
  },
};

export const CreditShortageFromServer: Story = {
  parameters: { msw: { handlers: { llm: llmScenarios.creditShortage() } } },
  play: async ({ canvasElement }) => {
    await generateFirstIdea(canvasElement);
    const alert = await failureAlert(/The server refused: your credits do not cover creating a form/);
    await expect(within(alert).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/prices');
    // Trying the same again cannot help: no retry is offered.
    await expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    await expectIdeaKept(canvasElement);
  },
};

export const KeyMissing: Story = {
  parameters: { msw: { handlers: { llm: llmScenarios.keyMissing() } } },
  play: async ({ canvasElement }) => {
    await generateFirstIdea(canvasElement);
    const alert = await failureAlert('Your AI provider key is missing');
    await expect(within(alert).getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', '/account');
  },
};

export const NotEnoughCredits: Story = {
  beforeEach: () => setUsedCredits(98),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ideas = await askIdeas(canvasElement);
    await userEvent.click(ideas.getByRole('radio', { name: 'Cake price calculator' }));
    // The top bar's low-credit banner is an alert too: the refusal is the one that names the cost.
    const refusal = await waitFor(() => {
      const found = canvas.getAllByRole('alert').find((alert) => alert.textContent?.includes('Not enough credits'));
      expect(found).toBeDefined();
      return found!;
    });
    await expect(refusal).toHaveTextContent('Creating a form costs 5 credits and you have 2 left.');
    const confirm = canvas.getByRole('button', { name: 'Generate the form · 5 credits' });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirm);
    await expect(canvas.queryByRole('heading', { name: 'Generating your form' })).toBeNull();
  },
};

export const IdeasFail: Story = {
  parameters: { msw: { handlers: { llm: llmScenarios.wrongShape('post') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Your business/ }, screenLoad), BAKERY);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate 5 ideas' }));
    await expect(await canvas.findByRole('alert', {}, long)).toHaveTextContent('The AI answered with something else');
    // Still on the first step, with the description as typed.
    await expect(canvas.getByRole('textbox', { name: /Your business/ })).toHaveValue(BAKERY);
  },
};

export const SaveFails: Story = {
  parameters: {
    msw: {
      handlers: {
        forms: [
          // The first create fails; Save the form sends the same generated form again.
          failsOnce('post', apiPath('/lead_forms')),
          ...formsHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await generateFirstIdea(canvasElement);
    const alert = await failureAlert('The form could not be saved');
    await userEvent.click(within(alert).getByRole('button', { name: 'Save the form' }));
    await expect(await canvas.findByText(/From the idea “Cake price calculator/, {}, long)).toBeVisible();
    // The AI was asked once: 5 credits, not 10.
    await expect(db.usage.get(seedUsers.demoOwner.id)?.used_credits).toBe(42);
  },
};

/** A form the AI made and the server did not save is still there after a reload: saved without asking the AI again. */
export const UnsavedFormAfterReload: Story = {
  beforeEach: () => {
    const ideas = ideasFor(BAKERY, 5, 0).ideas;
    writeJson('aiCreateDraft', { post: BAKERY, ideas, choice: 0, ownIdea: '', unsaved: { form: formFor(ideas[0]!.title), idea: ideas[0]!.title } });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await failureAlert('The form could not be saved');
    await userEvent.click(within(alert).getByRole('button', { name: 'Save the form' }));
    await expect(await canvas.findByText(/From the idea “Cake price calculator/, {}, long)).toBeVisible();
    // Nothing was asked of the AI: no credits spent.
    await expect(db.usage.get(seedUsers.demoOwner.id)?.used_credits).toBe(37);
  },
};

/** Another person's unsaved texts on this device (they signed in here before) are put aside for them, never shown. */
export const AnotherPersonsTextsCleared: Story = {
  beforeEach: () => {
    writeString('workOwner', String(seedUsers.proOwner.id));
    writeJson('aiCreateDraft', { post: BAKERY, ideas: null, choice: null, ownIdea: '' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Your business/ }, screenLoad)).toHaveValue('');
    await waitFor(() => expect(localStorage.getItem('lf.aiCreateDraft')).toBeNull());
    await expect(localStorage.getItem('lf.workOwner')).toBe(String(seedUsers.demoOwner.id));
  },
};

/** The same person's texts are theirs again after they signed out and in (a session that ended mid-work). */
export const OwnTextsKeptAfterSigningInAgain: Story = {
  beforeEach: () => {
    writeString('workOwner', String(seedUsers.demoOwner.id));
    writeJson('aiCreateDraft', { post: BAKERY, ideas: null, choice: null, ownIdea: '' });
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: /Your business/ }, screenLoad)).toHaveValue(BAKERY);
  },
};

/** One verification e-mail a minute, counted the same here and in the reminder banner above. */
export const ResendWaitsAMinute: Story = {
  beforeEach: () => {
    db.users.update(seedUsers.demoOwner.id, { is_email_verified: false });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send the e-mail again' }, screenLoad));
    await expect(await canvas.findByText('Sent. Check your inbox (and the spam folder).')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Send again in (60|59) s$/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: /^Resend in (60|59) s$/ })).toBeVisible();
  },
  // The countdown moves with the clock.
  parameters: { screenshot: false },
};
