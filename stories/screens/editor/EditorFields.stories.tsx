import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiPath } from '../../../mocks/config';
import { db } from '../../../mocks/db';
import { formsHandlers } from '../../../mocks/handlers';
import { AppAt } from '../appStory';
import { EDITOR_LOAD_TIMEOUT, startEditor } from './editorStory';

const meta = {
  title: 'Screens/Editor/Fields',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/forms/1' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => startEditor(),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const fieldList = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('list', { name: 'Fields' }, EDITOR_LOAD_TIMEOUT));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Marketing plan generator' }, EDITOR_LOAD_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Fields/ })).toHaveAttribute('aria-current', 'step');
    const list = await fieldList(canvasElement);
    await expect(list.getAllByRole('listitem')).toHaveLength(4);
    await expect(list.getByDisplayValue('What do you sell?')).toBeVisible();
    // The form asks for the contact first, yet the preview shows the questions being built; the switch still shows
    // the other parts, and asking again goes back to the step's own view.
    const preview = canvas.getByRole('complementary', { name: 'Live preview' });
    const previewText = () => [...preview.querySelectorAll('*')].map((node) => node.shadowRoot?.textContent ?? '').join(' ');
    await waitFor(() => expect(previewText()).toContain('What do you sell?'), EDITOR_LOAD_TIMEOUT);
    await expect(previewText()).not.toContain('Leave your contact details');
    const leadForm = within(preview).getByRole('button', { name: 'Lead form' });
    await userEvent.click(leadForm);
    await expect(leadForm).toHaveAttribute('aria-pressed', 'true');
    // The pressed part looks pressed (filled) with the pointer gone; the others stay plain.
    await userEvent.unhover(leadForm);
    const whole = within(preview).getByRole('button', { name: 'Whole form' });
    await waitFor(() => expect(getComputedStyle(leadForm).backgroundColor).toBe('rgb(13, 124, 116)'));
    await expect(getComputedStyle(leadForm).color).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(whole).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await waitFor(() => expect(previewText()).toContain('Leave your contact details'));
    await userEvent.click(leadForm);
    await waitFor(() => expect(previewText()).toContain('What do you sell?'));
  },
};

export const AddAndSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add field' }, EDITOR_LOAD_TIMEOUT));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Text input' }));
    const list = await fieldList(canvasElement);
    // Numbered after the highest ref (#Field4), never reusing a number.
    const card = within(await list.findByRole('listitem', { name: /#Field5/ }));
    await expect(card.getByLabelText('Title')).toHaveFocus();
    await userEvent.keyboard('Your city');
    // One line by default; the owner may ask for several (the widget then draws a text box).
    const multiline = card.getByRole('checkbox', { name: 'Answer in several lines' });
    await expect(multiline).not.toBeChecked();
    await userEvent.click(multiline);
    await expect(await canvas.findByText('All changes saved', {}, EDITOR_LOAD_TIMEOUT)).toBeVisible();
    await waitFor(() =>
      expect(db.forms.get(1)?.fields.aiFields.find((f) => f.fieldRef === '#Field5')).toMatchObject({ title: 'Your city', multiline: true }),
    );
    // The preview follows once the typing has paused: the new question, with its text box.
    const preview = canvas.getByRole('complementary', { name: 'Live preview' });
    const previewRoot = () => [...preview.querySelectorAll('*')].find((node) => node.shadowRoot)?.shadowRoot;
    await waitFor(() => expect(previewRoot()?.textContent).toContain('Your city'));
    await waitFor(() => expect(previewRoot()?.querySelector('textarea')).not.toBeNull());
  },
};

export const ReorderByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const list = await fieldList(canvasElement);
    const handle = await list.findByRole('button', { name: 'Move Who are your customers? (#Field3)' });
    handle.focus();
    await userEvent.keyboard(' ');
    await expect(await body.findByText(/Picked up Who are your customers\?, position 3 of 4/)).toBeInTheDocument();
    await userEvent.keyboard('{ArrowUp}');
    await expect(await body.findByText(/Who are your customers\? is over position 2 of 4/)).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect(await body.findByText(/Who are your customers\? dropped at position 2 of 4/)).toBeInTheDocument();
    await waitFor(() => expect(list.getAllByRole('listitem')[1]).toHaveAccessibleName(/#Field3/));
    await waitFor(() => expect(db.forms.get(1)?.fields.aiFields[1]?.fieldRef).toBe('#Field3'));
  },
};

/** Adds an image field by the menu and returns its card. */
async function addImageField(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Add field' }, EDITOR_LOAD_TIMEOUT));
  await userEvent.click(await body.findByRole('menuitem', { name: 'Image' }));
  const list = await fieldList(canvasElement);
  return list.findByRole('listitem', { name: /#Field5/ });
}
const imageOf = (ref: string) => {
  const field = db.forms.get(1)?.fields.aiFields.find((f) => f.fieldRef === ref);
  return field?.type === 'ImageField' ? field.image : undefined;
};

/** The picture goes up with its progress bar (the server answers late here), then shows; Remove takes it away. */
export const ImageUploadAndRemove: Story = {
  parameters: {
    msw: {
      handlers: {
        // Holds the answer after the bytes have gone, then lets the store's own handler answer.
        forms: [http.post(apiPath('/lead_forms/:id/design_image'), () => delay(1_500)), ...formsHandlers],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const card = await addImageField(canvasElement);
    const input = card.querySelector<HTMLInputElement>('input[type="file"]');
    await expect(input).not.toBeNull();
    await userEvent.upload(input!, new File(['a tiny png'], 'logo.png', { type: 'image/png' }));
    // While the server has not answered, the file shows as uploading with its progress (the mock backend in the
    // page does not report the bytes sent; e2e/editor.spec.ts follows the real figures over HTTP).
    await expect(await within(card).findByRole('progressbar', { name: 'Uploading logo.png' })).toBeVisible();
    const picture = await within(card).findByRole('img', { name: 'Image' }, EDITOR_LOAD_TIMEOUT);
    await expect(picture).toBeVisible();
    await waitFor(() => expect(imageOf('#Field5')?.url).toBeTruthy(), EDITOR_LOAD_TIMEOUT);
    const uploadedId = imageOf('#Field5')?.id;

    await userEvent.click(within(card).getByRole('button', { name: 'Remove image' }));
    await expect(within(card).queryByRole('img', { name: 'Image' })).toBeNull();
    await waitFor(() => expect(imageOf('#Field5')).toBeNull(), EDITOR_LOAD_TIMEOUT);
    await waitFor(() => expect(uploadedId !== undefined && db.designImages.get(uploadedId)).toBeFalsy());
  },
};

/** Over 300 MB: refused by the drop zone, with the limit named, and nothing is sent. */
export const ImageTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const card = await addImageField(canvasElement);
    const imagesBefore = db.designImages.size;
    const big = new File(['x'], 'poster.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 300 * 1024 * 1024 + 1 });
    await userEvent.upload(card.querySelector<HTMLInputElement>('input[type="file"]')!, big);
    await expect(await within(card).findByText(/poster\.png: File size exceeds the maximum limit of 300/)).toBeVisible();
    await expect(within(card).queryByRole('progressbar')).toBeNull();
    await expect(db.designImages.size).toBe(imagesBefore);
  },
};
