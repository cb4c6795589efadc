import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState, type FormEvent } from 'react';
import { expect, userEvent } from 'storybook/test';
import {
  Button,
  Checkbox,
  FormField,
  formFieldKinds,
  formFieldLabelPositions,
  RadioGroup,
  Select,
  TextField,
  type FormFieldControlProps,
  type RadioGroupHandle,
} from '../../src/design-system';

/** A bare native input as the control slot, to show what FormField itself links. */
const renderInput = ({ labelId: _labelId, invalid: _invalid, ...control }: FormFieldControlProps) => (
  <input {...control} />
);

const meta = {
  title: 'Design System/FormField',
  component: FormField,
  args: { label: 'Form name', children: renderInput },
  argTypes: {
    kind: { control: 'inline-radio', options: formFieldKinds },
    labelPosition: { control: 'inline-radio', options: formFieldLabelPositions },
    children: { control: false },
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Form name'));
    const input = canvas.getByRole('textbox', { name: 'Form name' });
    await expect(input).toHaveFocus();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const WithHint: Story = {
  args: { hint: 'Visitors see this name above the form.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Form name' })).toHaveAccessibleDescription(
      'Visitors see this name above the form.',
    );
  },
};

export const WithError: Story = {
  args: { hint: 'Visitors see this name above the form.', error: 'Form name is a required field' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Form name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Visitors see this name above the form. Form name is a required field',
    );
  },
};

export const WithServerError: Story = {
  args: { label: 'E-mail', serverError: 'user with this email address already exists.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('user with this email address already exists.');
  },
};

export const WithErrorAndServerError: Story = {
  args: { label: 'E-mail', error: 'Email is not valid', serverError: 'Enter a valid email address.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Email is not valid Enter a valid email address.',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    // The asterisk is visible but hidden from the name; aria-required says it instead.
    const input = canvas.getByRole('textbox', { name: 'Form name' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, hint: 'Published forms keep their name.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Form name' })).toBeDisabled();
  },
};

export const Group: Story = {
  args: {
    kind: 'group',
    label: 'Answer placement',
    hint: 'Where the lead form appears.',
    required: true,
    children: ({ labelId, invalid: _invalid, id, ...control }) => (
      <div role="radiogroup" id={id} aria-labelledby={labelId} {...control}>
        <label>
          <input type="radio" name="placement" defaultChecked /> Before the AI answer
        </label>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Answer placement' });
    await expect(group).toHaveAccessibleDescription('Where the lead form appears.');
    await expect(group).toHaveAttribute('aria-required', 'true');
  },
};

export const LabelAtEnd: Story = {
  args: {
    labelPosition: 'end',
    label: 'Send me weekly updates',
    hint: 'At most one e-mail a week.',
    children: ({ labelId: _labelId, invalid: _invalid, ...control }) => <input type="checkbox" {...control} />,
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Send me weekly updates' });
    await userEvent.click(canvas.getByText('Send me weekly updates'));
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toHaveAccessibleDescription('At most one e-mail a week.');
  },
};

export const LongText: Story = {
  args: {
    label: 'The name of the lead-capture tool that visitors will see at the very top of the embedded widget',
    hint: 'Keep it short: long names are cut in lists, chips and the share page title, and nobody reads them anyway.',
    error: 'Supercalifragilisticexpialidocious-lead-form-name-without-spaces-is-already-taken-by-another-tool',
    required: true,
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const SmallScreen: Story = {
  args: { hint: 'Visitors see this name above the form.', error: 'Form name is a required field', required: true },
  globals: { viewport: { value: 'small', isRotated: false } },
};

type ServerErrors = Partial<Record<'email' | 'plan' | 'billing' | 'terms', string>>;

/** A screen maps the server's field errors next to the fields and focuses the first invalid one. */
function ServerErrorsForm() {
  const [errors, setErrors] = useState<ServerErrors>({});
  const email = useRef<HTMLInputElement>(null);
  const plan = useRef<HTMLButtonElement>(null);
  const billing = useRef<RadioGroupHandle>(null);
  const terms = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // What a 400 response's details would give, mapped per field.
    const fromServer: ServerErrors = {
      plan: 'Agency plan is not available in your region.',
      billing: 'Yearly billing needs a saved card.',
      terms: 'You must accept the terms.',
    };
    setErrors(fromServer);
    const order = [
      ['email', email.current],
      ['plan', plan.current],
      ['billing', billing.current],
      ['terms', terms.current],
    ] as const;
    order.find(([key]) => fromServer[key])?.[1]?.focus();
  };
  return (
    <form noValidate onSubmit={submit} style={{ display: 'grid', gap: 16, maxWidth: 400 }}>
      <TextField ref={email} label="E-mail" type="email" defaultValue="owner@example.com" required serverError={errors.email} />
      <Select
        ref={plan}
        label="Plan"
        defaultValue="agency"
        options={[
          { value: 'creator', label: 'Creator plan' },
          { value: 'agency', label: 'Agency plan' },
        ]}
        serverError={errors.plan}
      />
      <RadioGroup
        ref={billing}
        label="Billing"
        orientation="horizontal"
        defaultValue="yearly"
        options={[
          { value: 'monthly', label: 'Monthly' },
          { value: 'yearly', label: 'Yearly' },
        ]}
        serverError={errors.billing}
      />
      <Checkbox ref={terms} label="I accept the terms of use" required serverError={errors.terms} />
      <Button type="submit">Subscribe</Button>
    </form>
  );
}

export const ServerErrorsInAForm: Story = {
  render: () => <ServerErrorsForm />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    const plan = canvas.getByRole('combobox', { name: 'Plan' });
    await expect(plan).toHaveFocus();
    await expect(plan).toHaveAccessibleDescription('Agency plan is not available in your region.');
    await expect(canvas.getByRole('radiogroup', { name: 'Billing' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('checkbox', { name: 'I accept the terms of use' })).toHaveAccessibleDescription(
      'You must accept the terms.',
    );
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).not.toHaveAttribute('aria-invalid');
  },
};
