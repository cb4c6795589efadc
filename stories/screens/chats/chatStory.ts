import { expect, within } from 'storybook/test';

/** A chat that is not there (deleted, or another owner's): its text and the way back to the list, no retry. */
export async function expectChatNotFound(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const alert = await canvas.findByRole('alert', {}, { timeout: 15_000 });
  await expect(alert).toHaveTextContent('This chat does not exist or is not yours.');
  await expect(within(alert).getByRole('link', { name: 'Back to chats' })).toHaveAttribute('href', '/chats');
  await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
}
