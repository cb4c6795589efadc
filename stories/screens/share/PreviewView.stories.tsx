import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PreviewView } from '../../../src/features/share/PreviewView';
import { bare } from '../../../src/features/shell/shell.css';

/** The preview page is drawn in the app's bare layout (full width, no menu), as its route shows it. */
const inBarePage: Decorator = (Story) => (
  <div className={bare}>
    <Story />
  </div>
);

/*
 * The preview page's own parts around the widget: its title with the form's name, the way back to the editor, the
 * parts to show, and what it says when the form or the widget could not be loaded. The widget drawing the form, and
 * switching parts, are in Screens/Share/Share and preview.
 */
const meta = {
  title: 'Screens/Share/PreviewView',
  component: PreviewView,
  tags: ['!autodocs'],
  decorators: [inBarePage],
  parameters: { layout: 'fullscreen' },
  args: { formId: '8', formName: 'Marketing plan generator', part: 'whole', widget: 'loading', onRetry: fn() },
  argTypes: {
    part: { control: 'inline-radio', options: ['whole', 'leadForm', 'gratitude', 'fields'] },
    widget: { control: 'inline-radio', options: ['loading', 'ready', 'failed'] },
  },
} satisfies Meta<typeof PreviewView>;
export default meta;
type Story = StoryObj<typeof meta>;

const partsOf = (canvasElement: HTMLElement, label = 'Part of the form to preview') =>
  within(within(canvasElement).getByRole('navigation', { name: label }));

/** The form is still loading: the title alone, the parts and the way back already there. */
export const Loading: Story = {
  args: { formName: undefined },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^Preview$/);
    await expect(canvas.getByRole('link', { name: 'Back to the editor' })).toHaveAttribute('href', '/forms/8');
    await expect(partsOf(canvasElement).getByRole('link', { name: 'Whole form' })).toHaveAttribute('aria-current', 'page');
  },
};

export const WholeForm: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('PreviewMarketing plan generator');
    // The widget's own headings start at h2/h3: the part shown names the widget's place in the outline.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Whole form' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('.aii-cx-widget-root[data-id="8"][data-preview]')).not.toBeNull();
    const parts = partsOf(canvasElement);
    await expect(parts.getByRole('link', { name: 'Lead form' })).toHaveAttribute('href', '/?part=leadForm');
    await expect(parts.getByRole('link', { name: 'Lead form' })).not.toHaveAttribute('aria-current');
  },
};

/** Each part reads as the current one in the list, not as one more link. */
export const LeadFormPart: Story = {
  args: { part: 'leadForm' },
  play: async ({ canvasElement }) => {
    await expect(partsOf(canvasElement).getByRole('link', { current: 'page' })).toHaveTextContent('Lead form');
  },
};

export const ThankYouPart: Story = {
  args: { part: 'gratitude' },
  play: async ({ canvasElement }) => {
    await expect(partsOf(canvasElement).getByRole('link', { current: 'page' })).toHaveTextContent('Thank-you text');
  },
};

/** The editor's questions-only part has no link here: none of the three reads as current. */
export const QuestionsOnlyPart: Story = {
  args: { part: 'fields' },
  play: async ({ canvasElement, canvas }) => {
    await expect(partsOf(canvasElement).queryByRole('link', { current: 'page' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Questions only' })).toBeInTheDocument();
  },
};

/** The form could not be loaded: the reason and Try again instead of the preview. */
export const FormFailed: Story = {
  args: { formName: undefined, formFailed: true },
  play: async ({ canvasElement, canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The form could not be loaded.');
    await expect(canvasElement.querySelector('.aii-cx-widget-root')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The widget's script could not be loaded: said under the preview. */
export const WidgetFailed: Story = {
  args: { widget: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The form could not be loaded. Please reload the page.');
  },
};

/** An owner's long name without spaces breaks instead of widening the page. */
export const LongNameSmallScreen: Story = {
  args: { formName: 'Marketing-plan-generator-for-bakeries-cafés-and-small-shops-in-every-city' },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Russian: Story = {
  args: { part: 'gratitude' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement, canvas }) => {
    await expect(partsOf(canvasElement, 'Какую часть формы показать').getByRole('link', { current: 'page' })).toHaveTextContent('Текст благодарности');
    await expect(canvas.getByRole('link', { name: 'Назад в редактор' })).toBeVisible();
  },
};

export const SpanishFormFailed: Story = {
  args: { formName: undefined, formFailed: true },
  globals: { locale: 'es' },
  play: async ({ canvasElement, canvas }) => {
    await expect(partsOf(canvasElement, 'Parte del formulario que se muestra').getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se pudo cargar el formulario.');
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};
