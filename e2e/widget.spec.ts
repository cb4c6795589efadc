import { expect, test } from '@playwright/test';

/*
 * A visitor on a published form's share page: fills it, watches the answer stream, leaves a lead (the e-mail
 * strategy: only the start of the answer is shown, the rest is e-mailed), and the owner finds that lead
 * through the API. Runs on the service-worker demo backend and on the HTTP one on another origin.
 */
test('a visitor fills the shared form, the answer streams, the lead reaches the owner', async ({ page }) => {
  const email = `visitor.${Date.now()}@example.com`;
  const widgetCall = page.waitForRequest((request) => /\/api\/v1\/lead_forms\/3\/widget\/$/.test(request.url()));
  await page.goto('./forms/share/3?utm_source=journey');
  const apiOrigin = new URL((await widgetCall).url()).origin;

  const widget = page.locator('.aii-cx-widget-root');
  await widget.getByLabel('Your goal').fill('Run a 10k');
  await widget.getByLabel('Days per week').selectOption('3');
  await widget.getByRole('button', { name: 'Generate' }).click();

  const answer = widget.getByRole('region', { name: 'Answer' });
  await expect(answer).toContainText('Here is what we suggest');
  await expect(answer).toContainText('Run a 10k');
  await expect(widget.getByText('This is the beginning of the answer. Leave your e-mail to get all of it.')).toBeVisible();

  await widget.getByLabel('E-mail').fill(email);
  await widget.getByRole('button', { name: 'Send' }).click();
  await expect(widget.getByText('The full answer has been sent to your e-mail.')).toBeVisible();

  // The owner signs in and finds the lead among the form's sessions, with what the visitor typed.
  const lead = await page.evaluate(
    async ({ apiOrigin, email }) => {
      const login = await fetch(`${apiOrigin}/api/v1/auth/login/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'demo@example.com', password: 'demo1234' }),
      });
      const { access_token } = (await login.json()) as { access_token: string };
      const sessions = await fetch(`${apiOrigin}/api/v1/lead_forms/3/session/?has_lead=true&page_size=100`, {
        headers: { Authorization: `Bearer ${access_token}` },
      });
      const { results } = (await sessions.json()) as { results: { lead: { email: string; field_values: Record<string, unknown>; ai_results: string[] } }[] };
      return results.find((s) => s.lead.email === email)?.lead ?? null;
    },
    { apiOrigin, email },
  );
  expect(lead?.field_values).toMatchObject({ '#Field2': 'Run a 10k', '#Field3': '3', utm_source: 'journey' });
  expect(lead?.ai_results[0]).toContain('Run a 10k');
});

test('a visitor uses the shared form with the keyboard alone and copies the answer', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('./forms/share/3');
  const widget = page.locator('.aii-cx-widget-root');
  const goal = widget.getByLabel('Your goal');
  await expect(goal).toBeVisible();

  /** Tab forward until `target` has focus, as a keyboard user would; fails if it is never reached. */
  const tabTo = async (target: ReturnType<typeof widget.getByLabel>) => {
    for (let presses = 0; presses < 15; presses++) {
      if (await target.evaluate((element) => element.getRootNode() instanceof ShadowRoot && (element.getRootNode() as ShadowRoot).activeElement === element)) return;
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
  };

  await tabTo(goal);
  await page.keyboard.type('Run a half marathon');
  await tabTo(widget.getByLabel('Days per week'));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await tabTo(widget.getByRole('button', { name: 'Generate' }));
  await page.keyboard.press('Enter');

  const answer = widget.getByRole('region', { name: 'Answer' });
  await expect(answer).toContainText('Run a half marathon');
  await expect(widget.getByText('This is the beginning of the answer. Leave your e-mail to get all of it.')).toBeVisible();
  await tabTo(widget.getByLabel('E-mail'));
  await page.keyboard.type(`keys.${Date.now()}@example.com`);
  await page.keyboard.press('Enter');
  await expect(widget.getByText('The full answer has been sent to your e-mail.')).toBeVisible();

  await tabTo(widget.getByRole('button', { name: 'Copy' }));
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('status')).toContainText('The answer is copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Run a half marathon');
});
