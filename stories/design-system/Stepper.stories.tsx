import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stepper, type StepperProps, type StepperStep } from '../../src/design-system';

const editorSteps: StepperStep[] = [
  { id: 'fields', label: 'Fields', required: true },
  { id: 'ai', label: 'AI Settings', required: true },
  { id: 'leads', label: 'Leads' },
  { id: 'customization', label: 'Customization' },
  { id: 'publication', label: 'Publication' },
];

/** Like the editor: the stepper moves the current step when it allows the move. */
function Harness(args: StepperProps) {
  const [currentId, setCurrentId] = useState(args.currentId);
  return (
    <Stepper
      {...args}
      currentId={currentId}
      onStepChange={(id) => {
        args.onStepChange(id);
        setCurrentId(id);
      }}
    />
  );
}

const meta = {
  title: 'Design System/Stepper',
  component: Stepper,
  render: (args) => <Harness {...args} />,
  args: { steps: editorSteps, currentId: 'fields', onStepChange: fn() },
  argTypes: { steps: { control: false } },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

const step = (canvas: { getByRole: (role: string, options: { name: RegExp }) => HTMLElement }, name: string) =>
  canvas.getByRole('button', { name: new RegExp(`^${name}`) });

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Steps' })).toBeVisible();
    // The steps in the editor's order, as a person reads them.
    const names = within(canvas.getByRole('navigation', { name: 'Steps' })).getAllByRole('button').map((b) => b.textContent);
    await expect(names.map((name, i) => name?.includes(String(editorSteps[i]!.label)))).toEqual(editorSteps.map(() => true));
    await expect(step(canvas, 'Fields')).toHaveAttribute('aria-current', 'step');
    await expect(step(canvas, 'Fields')).toHaveAccessibleName(/^Fields\s*, current step, required$/);
    await expect(step(canvas, 'Leads')).toHaveAccessibleName('Leads');
  },
};

export const RefusesToSkipRequiredStep: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(step(canvas, 'Publication'));
    await expect(canvas.getByRole('alert')).toHaveTextContent("You can't skip a required step");
    await expect(args.onStepChange).not.toHaveBeenCalled();
    await expect(step(canvas, 'Fields')).toHaveAttribute('aria-current', 'step');
    // The next required step itself can be opened (it is the one to finish next).
    await userEvent.click(step(canvas, 'AI Settings'));
    await expect(args.onStepChange).not.toHaveBeenCalled();
  },
};

export const CompletedStepsAllowMovingOn: Story = {
  args: {
    steps: editorSteps.map((s) => (s.id === 'fields' || s.id === 'ai' ? { ...s, complete: true } : s)),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(step(canvas, 'Customization'));
    await expect(args.onStepChange).toHaveBeenLastCalledWith('customization');
    await expect(step(canvas, 'Customization')).toHaveAttribute('aria-current', 'step');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(step(canvas, 'Fields')).toHaveAccessibleName(/^Fields\s*, completed, required$/);
  },
};

export const GoingBackIsAlwaysAllowed: Story = {
  args: {
    currentId: 'ai',
    steps: editorSteps.map((s) => (s.id === 'fields' ? { ...s, complete: true } : s)),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(step(canvas, 'Leads'));
    await expect(canvas.getByRole('alert')).toHaveTextContent("You can't skip a required step");
    await userEvent.click(step(canvas, 'Fields'));
    await expect(args.onStepChange).toHaveBeenLastCalledWith('fields');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const KeyboardUse: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(step(canvas, 'Fields')).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(step(canvas, 'Leads')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent("You can't skip a required step");
    await expect(step(canvas, 'Leads')).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(args.onStepChange).not.toHaveBeenCalled();
  },
};

export const AllComplete: Story = {
  args: { currentId: 'publication', steps: editorSteps.map((s) => ({ ...s, complete: true })) },
};

export const LongLabels: Story = {
  args: {
    steps: [
      { id: 'a', label: 'Fields that your visitors fill in', required: true, complete: true },
      { id: 'b', label: 'AI instruction with variables from your fields', required: true },
      { id: 'c', label: 'Supercalifragilisticexpialidocious-customization' },
    ],
    currentId: 'b',
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
};

export const Russian: Story = {
  args: {
    steps: [
      { id: 'fields', label: 'Поля', required: true },
      { id: 'ai', label: 'Настройки ИИ', required: true },
      { id: 'leads', label: 'Лиды' },
    ],
  },
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Шаги' })).toBeVisible();
    await userEvent.click(step(canvas, 'Лиды'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Нельзя пропустить обязательный шаг');
  },
};
