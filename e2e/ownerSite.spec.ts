import { expect, test } from '@playwright/test';
import { e2ePorts } from '../playwright.config';
import { signIn } from './signIn';

/*
 * Three origins, as in real life: an owner's site with hostile CSS embeds the widget script from the app's host,
 * and the widget talks to the API on a third origin (CORS for the widget's public calls only).
 */
test('an owner site on its own origin embeds two widgets that call the API cross-origin and stream an answer', { tag: '@http-only' }, async ({ page }) => {
  const app = `http://localhost:${e2ePorts.http}/app/`;
  const api = `http://localhost:${e2ePorts.api}`;
  const site = `http://localhost:${e2ePorts.ownerSite}`;
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  await page.goto(`${site}/widget-demo.html?app=${encodeURIComponent(app)}&api=${encodeURIComponent(api)}`);

  // Neither side leaks into the other: the host stays red, the widget's fields are shown.
  await expect(page.locator('#host-check')).toContainText('the host CSS did not reach it');

  const widget = page.locator('.aii-cx-widget-root[data-id="3"]');
  await widget.getByLabel('Your goal').fill('Run a 10k');
  await widget.getByLabel('Days per week').selectOption('3');
  await widget.getByRole('button', { name: 'Generate' }).click();
  await expect(widget.getByRole('region', { name: 'Answer' })).toContainText('Run a 10k');
  await expect(page.locator('.aii-cx-widget-root[data-id="1"]').getByRole('button').first()).toBeVisible();

  // The page, the script and the API each came from their own origin (owner images may come from anywhere).
  for (const expected of [site, new URL(app).origin, api]) expect(origins).toContain(expected);
});

/*
 * A trained chat on the owner's own origin: a visitor asks it, sees where the answer came from, and leaves an
 * e-mail when they ask to be contacted; the owner then signs in on the app's origin and finds that conversation
 * and that e-mail among the chat's visitors.
 */
test('a visitor talks to a chat on an owner site and leaves an e-mail; the owner reads the conversation and the lead', { tag: '@http-only' }, async ({ page, browser }) => {
  const app = `http://localhost:${e2ePorts.http}/app/`;
  const api = `http://localhost:${e2ePorts.api}`;
  const site = `http://localhost:${e2ePorts.ownerSite}`;
  const email = `visitor.${Date.now()}@example.com`;
  await page.goto(`${site}/chat-demo.html?app=${encodeURIComponent(app)}&api=${encodeURIComponent(api)}`);

  const chat = page.locator('.aii-cx-widget-root[data-chat-id="1"]');
  await expect(chat.getByRole('region', { name: 'Support assistant' })).toBeVisible();
  await chat.getByRole('button', { name: 'When are you open?' }).click();
  await expect(chat.getByText(/We are open Monday to Friday/)).toBeVisible();
  await expect(chat.getByText('Sources:')).toContainText('Opening hours');
  // The host's CSS hides its own inputs, not the chat's.
  const question = chat.getByRole('textbox', { name: 'Your question' });
  await expect(question).toBeVisible();
  await question.fill('How can I contact you?');
  await question.press('Enter');
  const address = chat.getByRole('textbox', { name: 'Your e-mail' });
  await address.fill(email);
  await chat.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(chat.getByText(`Thank you! We will write to you at ${email}.`)).toBeVisible();

  // The owner, in a browser of their own, on the app's origin.
  const owner = await (await browser.newContext({ baseURL: app })).newPage();
  await owner.addInitScript(() => localStorage.setItem('lf.tour.app', 'true'));
  await signIn(owner, 'demo@example.com');
  await owner.goto('./chats/1');
  await owner.getByRole('link', { name: 'Visitors' }).click();
  await expect(owner).toHaveURL(/\/app\/chats\/1\/visitors$/);
  const visitors = owner.getByRole('table', { name: 'Visitors’ conversations' });
  const row = visitors.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('When are you open?');
  await expect(row.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  // The filter lives in the address: the box shows checked once the list has followed it (check() looks at once).
  const withEmail = owner.getByRole('checkbox', { name: 'With e-mail only' });
  await withEmail.click();
  await expect(withEmail).toBeChecked();
  await row.getByRole('button', { name: 'When are you open?' }).click();
  const opened = owner.getByRole('region', { name: /^Conversation of / });
  await expect(opened).toContainText(`E-mail left: ${email}`);
  await expect(opened.getByRole('list', { name: 'Messages' })).toContainText('How can I contact you?');
  await expect(opened.getByRole('list', { name: 'Sources of this answer' }).first()).toContainText('Opening hours');

  // The lead is in the chat's results, as a form's leads are in the form's; its time opens the conversation.
  await owner.goto('./chats/1');
  await owner.getByRole('link', { name: 'Leads' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Results of Support assistant' })).toBeVisible();
  const lead = owner.getByRole('table', { name: 'Leads of this chat' }).getByRole('row').filter({ hasText: email });
  await expect(lead).toContainText('When are you open?');
  await lead.getByRole('link').first().click();
  await expect(owner.getByRole('region', { name: /^Conversation of / })).toContainText(`E-mail left: ${email}`);
  await owner.context().close();
});

/*
 * The same lead on either demo backend (the service worker or HTTP): a visitor leaves an e-mail in the chat's own
 * page; the owner finds it in the chat's results and works it like a form's lead (edit, export).
 */
test('the e-mail a visitor leaves in a chat is a lead in the chat’s results, edited and exported like a form’s', async ({ page }) => {
  const email = `chat.lead.${Date.now()}@example.com`;
  await page.goto('./chats/share/1');
  const chat = page.getByRole('region', { name: 'Support assistant' });
  const question = chat.getByRole('textbox', { name: 'Your question' });
  await question.fill('How can I contact you?');
  await question.press('Enter');
  await chat.getByRole('textbox', { name: 'Your e-mail' }).fill(email);
  await chat.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(chat.getByText(`Thank you! We will write to you at ${email}.`)).toBeVisible();

  await page.addInitScript(() => localStorage.setItem('lf.tour.app', 'true'));
  await signIn(page, 'demo@example.com');
  await page.goto('./chats/1/results');
  const lead = page.getByRole('table', { name: 'Leads of this chat' }).getByRole('row').filter({ hasText: email });
  await expect(lead).toContainText('How can I contact you?');
  await lead.getByRole('button', { name: `Edit contact of ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit contact details' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Chat Visitor');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Leads of this chat' }).getByRole('row').filter({ hasText: 'Chat Visitor' })).toContainText(email);
  // After a reload the server's copy says the same.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Leads of this chat' }).getByRole('row').filter({ hasText: 'Chat Visitor' })).toContainText(email);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^leads-chat-1-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(text.split('\n')[0]).toBe('Name,E-mail,Phone,Created at,Conversation,Question');
  expect(text).toContain(`Chat Visitor,${email},`);

  // The chat's statistics count the visitor's conversation and lead: deleting the lead (with its conversation,
  // through the selection) takes one off each.
  const stats = page.getByRole('region', { name: 'Statistics' });
  const tile = (label: string) => stats.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  const count = async (label: string) => Number((await tile(label).innerText()).replace(/\D/g, ''));
  await expect(stats.getByRole('img', { name: /^Conversations and leads per day:/ })).toBeVisible();
  const leads = await count('Leads');
  const conversations = await count('Conversations');
  expect(leads).toBeGreaterThanOrEqual(1);
  expect(conversations).toBeGreaterThanOrEqual(leads);
  const row = page.getByRole('table', { name: 'Leads of this chat' }).getByRole('row').filter({ hasText: email });
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete selected (1)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the selected leads (1)?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(email)).toHaveCount(0);
  await expect(tile('Leads')).toHaveText(String(leads - 1));
  await expect(tile('Conversations')).toHaveText(String(conversations - 1));
});
