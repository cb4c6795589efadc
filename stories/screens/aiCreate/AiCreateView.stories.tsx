import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AiCreateView, type AiCreateViewProps } from '../../../src/features/aiCreate/AiCreateView';
import { emptyDraft, type AiCreateDraft } from '../../../src/features/aiCreate/draft';
import { ideasFor } from '../../../mocks/handlers/aiCatalogue';
import { inAppColumn } from '../viewStory';

/*
 * The AI creation page drawn from its props alone (args-only): the person's access, then the three steps with the
 * owner's texts, the price, the failures and cancellations. The screen's part (the AI's answers through the mock
 * AI, the form saved and opened in the editor, the texts kept on the device) is in Screens/AiCreate/AiCreate.
 */
const BAKERY = 'We are a family bakery in Lisbon making birthday and wedding cakes.';
const ideas = ideasFor(BAKERY, 5, 0).ideas;
const described: AiCreateDraft = { ...emptyDraft, post: BAKERY };
const withIdeas: AiCreateDraft = { ...described, ideas };
const enough = { status: 'enough', cost: 5, left: 63 } as const;

const meta = {
  title: 'Screens/AiCreate/AiCreateView',
  component: AiCreateView,
  tags: ['!autodocs'],
  decorators: [inAppColumn],
  parameters: { layout: 'fullscreen' },
  args: {
    access: 'ready',
    phase: 'describe',
    draft: emptyDraft,
    onDraftChange: fn(),
    credits: enough,
    askingIdeas: false,
    onAskIdeas: fn(),
    onCancel: fn(),
    onEditDescription: fn(),
    onGenerate: fn(),
    stage: 'writing',
    failure: null,
    onRetry: fn(),
    canceled: null,
    onDismissCanceled: fn(),
  },
} satisfies Meta<typeof AiCreateView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A story's args as the access it draws (the props differ by access). */
function argsOf<A extends AiCreateViewProps['access']>(args: AiCreateViewProps, access: A) {
  if (args.access !== access) throw new Error(`The story draws ${args.access}, not ${access}`);
  return args as Extract<AiCreateViewProps, { access: A }>;
}
/** The step the row of steps marks as current. */
const currentStep = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('list', { name: 'Steps' }).querySelector('[aria-current="step"]')?.textContent;
/** The banner alert that holds `title` (the generation's own warning is an alert too). */
const alertWith = (canvasElement: HTMLElement, title: string) => {
  const alert = within(canvasElement).getByText(title).closest<HTMLElement>('[role="alert"]');
  if (!alert) throw new Error(`No alert holds ${title}`);
  return within(alert);
};

/** Step 1 with a description: the ideas are asked for; what a keystroke changes goes to the draft. */
export const Describe: Story = {
  args: { draft: described },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create a form with AI' })).toBeVisible();
    await expect(currentStep(canvasElement)).toMatch(/1\.\s*Describe/);
    const text = canvas.getByRole('textbox', { name: /Your business/ });
    await expect(text).toHaveValue(BAKERY);
    await userEvent.type(text, '!');
    await expect(argsOf(args, 'ready').onDraftChange).toHaveBeenLastCalledWith({ post: `${BAKERY}!` });
    await userEvent.click(canvas.getByRole('button', { name: 'Generate 5 ideas' }));
    await expect(argsOf(args, 'ready').onAskIdeas).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Too little to build on: a message next to the field, nothing asked. */
export const DescribeTooShort: Story = {
  args: { draft: { ...emptyDraft, post: 'cakes' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate 5 ideas' }));
    await expect(await canvas.findByText('Describe your business in a few words (at least 10 characters).')).toBeVisible();
    await expect(argsOf(args, 'ready').onAskIdeas).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The ideas on their way: the description cannot change meanwhile, and Cancel stops the call. */
export const AskingIdeas: Story = {
  args: { draft: described, askingIdeas: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Thinking of ideas for your business…')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Your business/ })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: /Generate 5 ideas/ })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(argsOf(args, 'ready').onCancel).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The ideas asked for failed: the reason, that the texts are kept, and Try again. */
export const IdeasFailed: Story = {
  args: { draft: described, failure: 'timeout' },
  play: async ({ canvasElement, args }) => {
    const alert = alertWith(canvasElement, 'The AI took too long');
    await expect(alert.getByText('Your texts are kept.')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
    await expect(argsOf(args, 'ready').onRetry).toHaveBeenCalledOnce();
    await expect(within(canvasElement).getByRole('textbox', { name: /Your business/ })).toHaveValue(BAKERY);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The owner cancelled the ideas: said until dismissed. */
export const IdeasCanceled: Story = {
  args: { draft: described, canceled: 'ideas' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cancelled. Your description is kept.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(argsOf(args, 'ready').onDismissCanceled).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Step 2: five ideas and the owner's own, the price before confirming; confirming without a choice says so. */
export const Ideas: Story = {
  args: { phase: 'choose', draft: withIdeas },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(currentStep(canvasElement)).toMatch(/2\.\s*Choose an idea/);
    await expect(canvas.getByText(`Ideas for: “${BAKERY}”`)).toBeVisible();
    const choices = within(canvas.getByRole('radiogroup', { name: 'Choose an idea' }));
    await expect(choices.getByRole('radio', { name: 'Cake price calculator' })).toBeVisible();
    await expect(choices.getByRole('radio', { name: 'My own idea' })).toBeVisible();
    await expect(canvas.getByText('Credits needed to create the form: 5.')).toBeVisible();
    await expect(canvas.getByText('Credits left this month: 63.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Generate the form · 5 credits' }));
    await expect(await canvas.findByText('Choose one of the ideas or write your own.')).toBeVisible();
    await expect(argsOf(args, 'ready').onGenerate).not.toHaveBeenCalled();
    await userEvent.click(choices.getByRole('radio', { name: 'Cake price calculator' }));
    await expect(argsOf(args, 'ready').onDraftChange).toHaveBeenLastCalledWith({ choice: 0 });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** An idea chosen: confirming builds it (its title and line); Regenerate and Change the description lead back. */
export const IdeaChosen: Story = {
  args: { phase: 'choose', draft: { ...withIdeas, choice: 0 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Cake price calculator' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Generate the form · 5 credits' }));
    await expect(argsOf(args, 'ready').onGenerate).toHaveBeenCalledWith(`${ideas[0]!.title}. ${ideas[0]!.description}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Regenerate ideas' }));
    await expect(argsOf(args, 'ready').onAskIdeas).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Change the description' }));
    await expect(argsOf(args, 'ready').onEditDescription).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The owner's own idea: its box, and confirming builds their words. */
export const OwnIdea: Story = {
  args: { phase: 'choose', draft: { ...withIdeas, choice: 'own', ownIdea: '  Tier calculator for wedding cakes ' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Your idea/ })).toHaveValue('  Tier calculator for wedding cakes ');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate the form · 5 credits' }));
    await expect(argsOf(args, 'ready').onGenerate).toHaveBeenCalledWith('Tier calculator for wedding cakes');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** New ideas on their way: the old ones cannot be chosen meanwhile, and Cancel stops the call. */
export const Regenerating: Story = {
  args: { phase: 'choose', draft: { ...withIdeas, choice: 0 }, askingIdeas: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Cake price calculator' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'My own idea' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Generate the form · 5 credits' }));
    await expect(argsOf(args, 'ready').onGenerate).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(argsOf(args, 'ready').onCancel).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The AI sent no ideas: said so, the owner's own idea is still there. */
export const NoIdeas: Story = {
  args: { phase: 'choose', draft: { ...described, ideas: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The AI sent no ideas this time. Regenerate them, or write your own idea.')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'My own idea' })).toBeVisible();
  },
};

/** Fewer credits left than the form costs: the refusal before asking, the way to the plans, no confirm. */
export const NotEnoughCredits: Story = {
  args: { phase: 'choose', draft: { ...withIdeas, choice: 0 }, credits: { status: 'short', cost: 5, left: 2 } },
  play: async ({ canvasElement, args }) => {
    const refusal = alertWith(canvasElement, 'Not enough credits');
    await expect(refusal.getByText(/Creating a form costs 5 credits and you have 2 left\./)).toBeVisible();
    await expect(refusal.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/prices');
    const confirm = within(canvasElement).getByRole('button', { name: 'Generate the form · 5 credits' });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirm);
    await expect(argsOf(args, 'ready').onGenerate).not.toHaveBeenCalled();
  },
};

/** The price is still being read. */
export const CreditsLoading: Story = {
  args: { phase: 'choose', draft: withIdeas, credits: { status: 'loading', cost: null, left: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Checking your credits…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Generate the form' })).toBeEnabled();
  },
};

/** The price could not be read: the server decides, and says so. */
export const CreditsUnknown: Story = {
  args: { phase: 'choose', draft: withIdeas, credits: { status: 'unknown', cost: null, left: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Your credits could not be checked/)).toBeVisible();
  },
};

export const UnlimitedCredits: Story = {
  args: { phase: 'choose', draft: withIdeas, credits: { status: 'enough', cost: 5, left: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your plan has unlimited credits.')).toBeVisible();
  },
};

/** Step 3: the stages with the AI's writing current, the warning to stay, and Cancel. */
export const Generating: Story = {
  args: { phase: 'generating', draft: { ...withIdeas, choice: 0 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(currentStep(canvasElement)).toMatch(/3\.\s*Generate the form/);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Generating your form' })).toBeVisible();
    await expect(canvas.getByText(/Keep this page open: the AI needs about 20–25 seconds/)).toBeVisible();
    const stages = within(canvas.getByRole('list', { name: 'Progress' }));
    await expect(stages.getByText(/The AI writes the questions/).closest('li')).toHaveAttribute('aria-current', 'step');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(argsOf(args, 'ready').onCancel).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Saving what the AI made: the first two stages done, no Cancel (the AI has answered and been paid). */
export const GeneratingSaving: Story = {
  args: { phase: 'generating', draft: { ...withIdeas, choice: 0 }, stage: 'saving' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stages = within(canvas.getByRole('list', { name: 'Progress' }));
    await expect(stages.getByText(/Checking the AI's answer/).closest('li')).toHaveTextContent('(done)');
    await expect(stages.getByText(/Saving the form to your account/).closest('li')).toHaveAttribute('aria-current', 'step');
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

/** The form's generation failed: back on step 2 with the idea chosen, the reason and Try again. */
export const FormFailed: Story = {
  args: { phase: 'choose', draft: { ...withIdeas, choice: 0 }, failure: 'malformed' },
  play: async ({ canvasElement, args }) => {
    const alert = alertWith(canvasElement, "The AI's answer was cut off");
    await expect(alert.getByText(/it is not complete JSON/)).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
    await expect(argsOf(args, 'ready').onRetry).toHaveBeenCalledOnce();
    await expect(within(canvasElement).getByRole('radio', { name: 'Cake price calculator' })).toBeChecked();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NoConnection: Story = {
  args: { phase: 'choose', draft: { ...withIdeas, choice: 0 }, failure: 'network' },
  play: async ({ canvasElement }) => {
    await expect(alertWith(canvasElement, 'No connection').getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The server refused for credits: trying again cannot help, the way on is the plans. */
export const CreditsRefused: Story = {
  args: { phase: 'choose', draft: { ...withIdeas, choice: 0 }, failure: 'credits' },
  play: async ({ canvasElement }) => {
    const alert = alertWith(canvasElement, 'Not enough credits');
    await expect(alert.getByText(/The server refused/)).toBeVisible();
    await expect(alert.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/prices');
    await expect(alert.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

/** The owner's AI key is missing: the way on is Settings. */
export const KeyMissing: Story = {
  args: { phase: 'choose', draft: { ...withIdeas, choice: 0 }, failure: 'keyMissing' },
  play: async ({ canvasElement }) => {
    const alert = alertWith(canvasElement, 'Your AI provider key is missing');
    await expect(alert.getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', '/account');
    await expect(alert.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

/** The AI made the form and saving it failed: Save the form (not the AI again). */
export const SaveFailed: Story = {
  args: { phase: 'choose', draft: { ...withIdeas, choice: 0 }, failure: 'save' },
  play: async ({ canvasElement, args }) => {
    const alert = alertWith(canvasElement, 'The form could not be saved');
    await userEvent.click(alert.getByRole('button', { name: 'Save the form' }));
    await expect(argsOf(args, 'ready').onRetry).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The owner cancelled the generation: said until dismissed, the idea still chosen. */
export const Canceled: Story = {
  args: { phase: 'choose', draft: { ...withIdeas, choice: 0 }, canceled: 'form' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Generation cancelled. Your idea is kept; you can start again at any time.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(argsOf(args, 'ready').onDismissCanceled).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Long texts and an unbroken one wrap inside the column. */
export const LongText: Story = {
  args: {
    phase: 'choose',
    draft: {
      ...withIdeas,
      post: `${BAKERY} We also bake sourdough, croissants and seasonal pastries, deliver across the city and run weekend classes: https://www.example.com/our-bakery/birthday-and-wedding-cakes/price-list-2026`,
      ideas: [
        ...ideas.slice(0, 4),
        { title: 'A very long idea title that goes on and on about wedding cakes, tiers, flavours and fillings', description: 'Supercalifragilisticexpialidocious'.repeat(4) },
      ],
      choice: 'own',
      ownIdea: 'A calculator that tells wedding couples how many cake tiers they need for their number of guests, with flavours',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/price-list-2026/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Before the page: the person being read. */
export const Loading: Story = {
  args: { access: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading…', { selector: 'p' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Steps' })).toBeNull();
  },
};

/** The person could not be read: said so, with Retry. */
export const UserFailed: Story = {
  args: { access: 'failed', onRetryUser: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your account could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Retry|Try again/ }));
    await expect(argsOf(args, 'failed').onRetryUser).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const unverified = { access: 'unverified', email: 'demo@example.com', resendResult: null, resending: false, resendWaitSeconds: 0, onResend: fn() } as const;

/** An e-mail not confirmed yet: what is missing, sending the e-mail again, and building by hand instead. */
export const RegistrationIncomplete: Story = {
  args: unverified,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Finish your registration first' })).toBeVisible();
    await expect(canvas.getByText(/demo@example\.com is not confirmed yet/)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /Your business/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Build by hand instead' })).toHaveAttribute('href', '/forms/new');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the e-mail again' }));
    await expect(argsOf(args, 'unverified').onResend).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Sent: said so, and the next one waits its minute. */
export const ResendSent: Story = {
  args: { ...unverified, resendResult: 'sent', resendWaitSeconds: 60 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Sent. Check your inbox (and the spam folder).');
    const again = canvas.getByRole('button', { name: 'Send again in 60 s' });
    await expect(again).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(again);
    await expect(argsOf(args, 'unverified').onResend).not.toHaveBeenCalled();
  },
};

export const ResendThrottled: Story = {
  args: { ...unverified, resendResult: 'throttled' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('An e-mail was sent less than a minute ago.');
  },
};

export const ResendFailed: Story = {
  args: { ...unverified, resendResult: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The e-mail could not be sent. Try again later.');
  },
};

export const ResendSending: Story = {
  args: { ...unverified, resending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Send the e-mail again/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const SmallScreenIdeas: Story = {
  args: { phase: 'choose', draft: { ...withIdeas, choice: 0 } },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Cake price calculator' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const SmallScreenGenerating: Story = {
  args: { phase: 'generating', draft: { ...withIdeas, choice: 0 } },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Generating your form' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const RussianIdeas: Story = {
  args: { phase: 'choose', draft: withIdeas },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Выберите идею' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Своя идея' })).toBeVisible();
    await expect(canvas.getByText('Кредитов на создание формы: 5.')).toBeVisible();
  },
};

export const RussianIncomplete: Story = {
  args: unverified,
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/demo@example\.com/)).toBeVisible();
  },
};

export const SpanishFailure: Story = {
  args: { draft: described, failure: 'malformed' },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('La respuesta de la IA llegó cortada')).toBeVisible();
  },
};

export const SpanishGenerating: Story = {
  args: { phase: 'generating', draft: { ...withIdeas, choice: 0 } },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Generando tu formulario' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  },
};
