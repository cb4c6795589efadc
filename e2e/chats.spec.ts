import { expect, test } from '@playwright/test';

/*
 * A newcomer's first trained chat: sign up, create a chat from a text and a web page (changing their mind about
 * a page after a reload), watch it train, ask a question, read the streamed answer with its source, and choose the
 * chat's colour in its settings, seen at once in the Publish preview.
 */
test('an owner creates a chat from a text and a web page, watches it train, and gets an answer with its source', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lf.tour.app', 'true'));
  await page.goto('./register');
  const signUp = page.getByRole('form', { name: 'Create an account' });
  await signUp.getByLabel('E-mail').fill(`chats.${Date.now()}@example.com`);
  await signUp.getByLabel('Password', { exact: true }).fill('a-good-secret');
  await signUp.getByLabel('Confirm password').fill('a-good-secret');
  await signUp.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/app\/forms$/);
  await page.keyboard.press('Escape');

  await page.goto('./chats');
  await expect(page.getByRole('heading', { name: 'No chats yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Create chat' }).first().click();

  const editor = page.getByRole('form', { name: 'Chat settings' });
  await editor.getByRole('textbox', { name: /^Name/ }).fill('Bakery helper');
  await editor.getByRole('button', { name: 'Add web page' }).click();
  await editor.getByRole('textbox', { name: 'Page address' }).fill('https://bakery.example/old-menu');
  await editor.getByRole('button', { name: 'Add text' }).click();
  await editor.getByRole('textbox', { name: 'Title (optional)' }).fill('Delivery');
  await editor.getByRole('textbox', { name: 'Text' }).fill('We deliver cakes every Saturday morning.');

  // A reload keeps everything typed; sources added after it and removed again are what the screen shows.
  await page.reload();
  await expect(editor.getByRole('textbox', { name: /^Name/ })).toHaveValue('Bakery helper');
  await expect(editor.getByRole('textbox', { name: 'Text' })).toHaveValue('We deliver cakes every Saturday morning.');
  await editor.getByRole('button', { name: 'Add web page' }).click();
  await editor.getByRole('textbox', { name: 'Page address' }).last().fill('https://bakery.example/menu');
  await editor.getByRole('button', { name: 'Remove source 1 (Web page)' }).click();
  await expect(editor.getByRole('textbox', { name: 'Page address' })).toHaveCount(1);
  await expect(editor.getByRole('textbox', { name: 'Page address' })).toHaveValue('https://bakery.example/menu');
  await editor.getByRole('button', { name: 'Save and train' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Bakery helper' })).toBeVisible();
  await expect(page.getByText('Trained on 2 of 2 pages.')).toBeVisible({ timeout: 20_000 });

  const conversation = page.getByRole('region', { name: 'Conversation' });
  await conversation.getByRole('textbox', { name: /Your question/ }).fill('When do you deliver cakes?');
  // A question typed and not yet sent is still there after a reload.
  await page.reload();
  await expect(conversation.getByRole('textbox', { name: /Your question/ })).toHaveValue('When do you deliver cakes?');
  await conversation.getByRole('button', { name: 'Send' }).click();
  const messages = conversation.getByRole('list', { name: 'Messages' });
  await expect(messages).toContainText('According to Delivery: We deliver cakes every Saturday morning.');
  await expect(messages.getByRole('list', { name: 'Sources of this answer' })).toContainText('Delivery');

  // The owner's colours: a primary colour typed in the settings shows at once in the Publish preview, before a save.
  await page.getByRole('link', { name: 'Settings' }).click();
  await editor.getByRole('button', { name: 'Show the link and the code' }).click();
  const preview = page.locator('.aii-cx-widget-root[data-preview]');
  await expect(preview.getByRole('button', { name: 'Send' })).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  await editor.getByRole('group', { name: 'Primary colour' }).last().getByRole('textbox', { name: 'Hex code' }).fill('#b42318');
  await expect(preview.getByRole('button', { name: 'Send' })).toHaveCSS('background-color', 'rgb(180, 35, 24)');
});
