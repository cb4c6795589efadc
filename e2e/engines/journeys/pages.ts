import assert from 'node:assert/strict';
import { leadsOf } from '../owner';
import type { Query } from '../page';
import { origins } from '../servers';
import type { Journey } from './context';

/*
 * The app's public pages as a visitor opens them from a shared link: the share page of a plain form (the seed's
 * form 1, which asks for the lead first) and the mini landing page (form 3: a call-to-action column beside the
 * form, an answer cut short until an e-mail is left).
 */

const w = (query: Query): Query => ({ within: '.aii-cx-widget-root', ...query });

const sharePage: Journey = {
  name: 'share page: a visitor leaves the lead first, fills the form and reads the answer',
  async run({ page, shot }) {
    await page.goto(`${origins.app}forms/share/1`);
    await page.see(w({ css: '.w[data-state=ready]' }), 15_000);
    await page.see(w({ role: 'heading', name: 'Get a marketing plan in a minute' }));
    // The lead comes first with this form.
    await page.see(w({ role: 'heading', name: 'Leave your contact details' }));
    await page.notSee(w({ role: 'textbox', label: 'What do you sell?' }));
    await page.screenshot({ css: '.aii-cx-widget-root' }, shot('share-page.png'));
    const email = `share.${Date.now()}@example.com`;
    await page.fill(w({ role: 'textbox', label: 'E-mail' }), email);
    await page.click(w({ role: 'button', name: 'Send' }));

    await page.fill(w({ role: 'textbox', label: 'What do you sell?' }), 'Handmade bikes');
    await page.fill(w({ role: 'textbox', label: 'Who are your customers?' }), 'Commuters');
    await page.select(w({ role: 'combobox', label: 'Budget' }), '$1k-$10k');
    await page.click(w({ role: 'button', name: 'Generate' }));
    await page.see(w({ role: 'status', text: 'The answer is ready.' }), 20_000);
    assert.match((await page.state(w({ role: 'region', name: 'Answer' }))).text, /What do you sell\? Handmade bikes.*Who are your customers\? Commuters.*Budget \$1k-\$10k/s);
    const lead = (await leadsOf(1)).find((l) => l.email === email);
    assert.ok(lead, 'the owner has the lead');
    assert.match(lead.ai_results.join(' '), /Handmade bikes/);
  },
};

const miniPage: Journey = {
  name: 'mini landing page: the call to action beside the form, a short answer, the rest by e-mail',
  async run({ page, shot }) {
    await page.goto(`${origins.app}forms/share/3`);
    await page.see(w({ css: '.w.mini[data-state=ready]' }), 15_000);
    await page.see(w({ css: '.cta', text: 'Your 4-week training plan' }));
    // Two columns on a wide screen: the call to action on the left, the form on the right, side by side.
    const columns = await page.run(() => {
      const shadow = document.querySelector('.aii-cx-widget-root')!.shadowRoot!;
      const [cta, main] = [shadow.querySelector('.cta')!, shadow.querySelector('.main')!].map((element) => element.getBoundingClientRect());
      return { ctaRight: Math.round(cta!.right), mainLeft: Math.round(main!.left), sameRow: Math.abs(cta!.top - main!.top) < 40 };
    });
    assert.ok(columns.sameRow && columns.ctaRight <= columns.mainLeft, `the columns sit side by side: ${JSON.stringify(columns)}`);
    await page.fill(w({ role: 'textbox', label: 'Your goal' }), 'Run a 10k');
    await page.select(w({ role: 'combobox', label: 'Days per week' }), '3');
    await page.screenshot({ css: '.aii-cx-widget-root' }, shot('mini-page.png'));
    await page.click(w({ role: 'button', name: 'Generate' }));
    await page.see(w({ text: 'This is the beginning of the answer. Leave your e-mail to get all of it.' }), 20_000);
    assert.match((await page.state(w({ role: 'region', name: 'Answer' }))).text, /Run a 10k/);
    await page.fill(w({ role: 'textbox', label: 'E-mail' }), `mini.${Date.now()}@example.com`);
    await page.click(w({ role: 'button', name: 'Send' }));
    await page.see(w({ text: 'The full answer has been sent to your e-mail.' }));
  },
};

export const pageJourneys: Journey[] = [sharePage, miniPage];
