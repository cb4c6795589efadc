import { expect, test, type Page } from '@playwright/test';
import { signIn } from './signIn';

/*
 * Issue 30, item 8: the tokens are shared by every tab of the browser. An editor of owner A left open while another
 * tab signs in as B must not save A's work into B's account: it stops calling at once, says so, keeps A's typing for
 * A, and A finds it again at the next sign-in. A sign-out in another tab stops it as well.
 */

const FORM = 1; // the demo owner's published form

/** Every call the page sends with a bearer token, from now on: its method, address and token. */
function authorisedCalls(page: Page): { call: string; token: string }[] {
  const calls: { call: string; token: string }[] = [];
  page.on('request', (request) => {
    const header = request.headers()['authorization'];
    if (header) calls.push({ call: `${request.method()} ${request.url()}`, token: header.replace(/^Bearer /, '') });
  });
  return calls;
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('lf.accessToken'));

/** Logs in on the login page the tab already shows (every seed password is demo1234). */
async function logInHere(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('demo1234');
  await form.getByRole('button', { name: 'Log in' }).click();
}

async function openEditor(page: Page) {
  await page.goto(`./forms/${FORM}`);
  await expect(page.getByLabel('Form name')).toBeVisible();
}

test.beforeEach(async ({ context }) => {
  // The guided tours are for a first visit; they would cover the editor here.
  await context.addInitScript(() => {
    for (const tour of ['app', 'formStep1', 'formStep2', 'formStep3']) localStorage.setItem(`lf.tour.${tour}`, 'true');
  });
});

test("another tab signing in as B stops A's editor: nothing is saved into B's account and A's typing comes back for A", async ({ context }) => {
  // A login page left open in a second tab, then A signs in in the first and opens a form.
  const second = await context.newPage();
  await second.goto('./login');
  await expect(second.getByRole('form', { name: 'Log in' })).toBeVisible();
  const editorA = await context.newPage();
  const sentByA = authorisedCalls(editorA);
  await signIn(editorA, 'demo@example.com');
  await openEditor(editorA);
  const formName = editorA.getByLabel('Form name');
  const nameBefore = await formName.inputValue();
  const tokenOfA = await storedToken(editorA);

  // B logs in on that login page.
  await logInHere(second, 'pro@example.com');
  await expect(second).toHaveURL(/\/app\/forms$/);
  const tokenOfB = await storedToken(second);
  expect(tokenOfB).not.toBe(tokenOfA);

  // A's tab learns it at once, without any action there, and says who signed in and whose work is kept.
  const notice = editorA.getByRole('alert').filter({ hasText: 'You signed in as pro@example.com in another tab.' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Your changes here are kept on this device for demo@example.com');

  // A goes on typing: the save is refused before it is sent, the editor says it is not saved.
  await formName.fill('Typed by A after B signed in');
  await expect(editorA.getByText('Not saved: your changes are kept on this device.')).toBeVisible();
  // Every call A's tab ever sent carried A's token; none went out with B's.
  expect(sentByA.length).toBeGreaterThan(0);
  expect(sentByA.filter(({ token }) => token !== tokenOfA)).toEqual([]);
  expect(sentByA.filter(({ call }) => call.startsWith('PUT ') || call.startsWith('POST ') || call.startsWith('PATCH '))).toEqual([]);

  // B's account has no such form, and A's form on the server is as it was.
  await second.reload();
  await expect(second.getByRole('heading', { level: 1, name: 'My Forms' })).toBeVisible();
  await expect(second.getByText('Typed by A after B signed in')).toHaveCount(0);

  // B signs out; A signs in again (in the tab that showed the notice): the typing is there, and saved as A's.
  await second.getByRole('button', { name: 'Account menu' }).click();
  await second.getByRole('menuitem', { name: 'Log out' }).click();
  await signIn(editorA, 'demo@example.com');
  await openEditor(editorA);
  await expect(formName).toHaveValue('Typed by A after B signed in');
  expect(nameBefore).not.toBe('Typed by A after B signed in');
  // Saved into A's own form now: after a reload it comes from the server.
  await expect(editorA.getByText('Not saved: your changes are kept on this device.')).toHaveCount(0);
  await expect.poll(() => editorA.evaluate(() => localStorage.getItem('lf.formDrafts'))).toBeNull();
  await editorA.reload();
  await expect(formName).toHaveValue('Typed by A after B signed in');
});

test('a sign-out in another tab stops the editor and offers to sign in again', async ({ context }) => {
  const editorA = await context.newPage();
  await signIn(editorA, 'demo@example.com');
  await openEditor(editorA);

  const second = await context.newPage();
  await second.goto('./forms');
  await second.getByRole('button', { name: 'Account menu' }).click();
  await second.getByRole('menuitem', { name: 'Log out' }).click();

  const notice = editorA.getByRole('alert').filter({ hasText: 'You signed out in another tab.' });
  await expect(notice).toBeVisible();
  const sentByA = authorisedCalls(editorA);
  await editorA.getByLabel('Form name').fill('Typed after the sign-out');
  await expect(editorA.getByText('Not saved: your changes are kept on this device.')).toBeVisible();
  expect(sentByA).toEqual([]);

  // The way forward: sign in again, and the typing is there.
  await notice.getByRole('button', { name: 'Sign in again' }).click();
  await expect(editorA).toHaveURL(/\/app\/login/);
  await expect(editorA.getByRole('form', { name: 'Log in' })).toBeVisible();
  await logInHere(editorA, 'demo@example.com');
  await expect(editorA).toHaveURL(new RegExp(`/app/forms/${FORM}$`));
  await expect(editorA.getByLabel('Form name')).toHaveValue('Typed after the sign-out');
});
