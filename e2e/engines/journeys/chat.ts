import assert from 'node:assert/strict';
import { publishChat } from '../owner';
import { focusedElement, type Page, type Query } from '../page';
import { origins } from '../servers';
import type { Journey } from './context';

/*
 * The trained chat embed (src/widget/chat, docs/chats.md "On the owner's site") on an owner's page of another
 * origin with hostile CSS (host.html), live against the HTTP demo backend, in each engine: the chat in the page,
 * and the chat behind the floating button (data-launcher) in a modal dialog.
 */

const chatRootOf = (id: number) => `.aii-cx-widget-root[data-chat-id="${id}"]`;

/** The owner's page embedding this chat, in the page or (launcher) behind the floating button. */
function chatHostUrl(chatId: number, { launcher = false } = {}): string {
  const query = new URLSearchParams({ app: origins.app, api: origins.api, chat: String(chatId) });
  if (launcher) query.set('launcher', '');
  return `${origins.site}/host.html?${query}`;
}

/**
 * The text the demo backend answers from (mocks/handlers/chatAnswers.ts answers "According to **title**: text"):
 * markdown to draw, markup and a script address that must stay inert, and enough words after them that the answer
 * streams for about 6 s (a word each 15 ms), so a look at the page catches it half written and Stop is pressed in
 * time on a slow machine.
 */
const SHIPPING_TEXT = [
  'Bikes ship in **two days** from [our shop](https://example.com/shop), to:',
  '',
  '- Lisbon',
  '- Porto',
  '',
  'Markup stays text: <img src=x onerror=xss()> <script>xss()</script> and [a trap](javascript:xss()) too.',
  '',
  `${Array.from({ length: 400 }, (_, i) => `r${i}`).join(' ')} Ride safe.`,
].join('\n');

const shopPage = 'https://bobs-bikes.example/shop';

/** A published chat trained on the shipping text and the shop's page. */
const bikeChat = (changes: Record<string, unknown> = {}) =>
  publishChat({
    sources: [
      { kind: 'text', title: 'Shipping', text: SHIPPING_TEXT },
      { kind: 'webpage', url: shopPage },
    ],
    initial_questions: ['Where is the bike shop?'],
    show_source_links_after_response: true,
    primary_color: '#7c3aed',
    ...changes,
  });

/** Runs in the page: what a person would notice if the host's CSS reached into the chat, or the chat's out. */
function chatStyleLeaks(rootSelector: string): string[] {
  const leaks = (window as unknown as { hostStyleChanges(): string[] }).hostStyleChanges();
  const shadow = document.querySelector(rootSelector)?.shadowRoot;
  if (!shadow) return ['no chat'];
  const look = (selector: string) => {
    const element = shadow.querySelector(selector);
    return element ? getComputedStyle(element) : null;
  };
  const box = look('.chat');
  const title = look('.chat > h2');
  const input = look('textarea');
  const send = look('.ask button[type=submit]');
  const question = look('.m.u');
  const answer = look('.m.a');
  const link = look('.m a[href]');
  if (!box || !title || !input || !send || !question || !answer || !link) return ['the chat has no conversation with a link'];
  if (box.color === 'rgb(255, 0, 0)' || answer.color === 'rgb(255, 0, 0)') leaks.push('the host paints the chat\'s text red');
  if (/comic/i.test(box.fontFamily) || /comic/i.test(answer.fontFamily)) leaks.push(`the host sets the chat's font: ${answer.fontFamily}`);
  if (box.fontSize !== '16px') leaks.push(`the chat's text is ${box.fontSize}, not 16px`);
  if (title.textTransform !== 'none' || title.letterSpacing !== 'normal') leaks.push('the host changes the chat\'s title');
  if (input.display === 'none' || input.visibility === 'hidden') leaks.push('the host hides the question box');
  if (send.transform !== 'none') leaks.push(`the host turns the Send button: ${send.transform}`);
  if (send.backgroundColor !== 'rgb(124, 58, 237)') leaks.push(`the Send button is ${send.backgroundColor}, not the owner's colour`);
  if (question.backgroundColor !== 'rgb(124, 58, 237)') leaks.push(`the visitor's question is ${question.backgroundColor}, not the owner's colour`);
  if (answer.backgroundColor !== 'rgb(243, 244, 246)') leaks.push(`the answer's bubble is ${answer.backgroundColor}: the host's class rules reach it`);
  if (answer.display !== 'block' || box.display !== 'flex') leaks.push('the host\'s class rules change how the chat is laid out');
  if (link.textDecorationLine === 'line-through') leaks.push('the host strikes through the chat\'s links');
  return leaks;
}

/** Runs in the page: anything that would tell markup or a script address in an answer got through. */
function chatXssFindings(rootSelector: string): { runs: number; dangerous: string[]; handlers: number; scriptUrls: number } {
  const shadow = document.querySelector(rootSelector)!.shadowRoot!;
  const dangerous = [...shadow.querySelectorAll('script, iframe, object, embed, img, base, meta, link, svg, math')].map((element) => element.tagName);
  let handlers = 0;
  let scriptUrls = 0;
  for (const element of shadow.querySelectorAll('*')) {
    if ([...element.attributes].some((attribute) => /^on/i.test(attribute.name))) handlers += 1;
    if (/^\s*(javascript|vbscript|data:text)/i.test(element.getAttribute('href') ?? element.getAttribute('src') ?? '')) scriptUrls += 1;
  }
  return { runs: (window as unknown as { xssRuns: number }).xssRuns, dangerous, handlers, scriptUrls };
}

/** Runs in the page: the last answer's bubble, whether it is still being written, and its text. */
function lastAnswer(rootSelector: string): { busy: boolean; text: string } | null {
  const bubbles = document.querySelector(rootSelector)?.shadowRoot?.querySelectorAll('.m.a');
  const last = bubbles?.[bubbles.length - 1];
  return last ? { busy: last.getAttribute('aria-busy') === 'true', text: (last.textContent ?? '').replace(/\s+/g, ' ') } : null;
}

const chatInPage: Journey = {
  name: 'chat in the page: a question streams its answer as safe markdown with its sources, and neither side\'s CSS reaches the other',
  async run({ page, shot }) {
    const chat = await bikeChat();
    const root = chatRootOf(chat.id);
    const c = (query: Query): Query => ({ within: root, ...query });
    await page.goto(chatHostUrl(chat.id));
    await page.see(c({ css: '.chat[data-state=ready]' }), 15_000);
    await page.see(c({ role: 'region', name: chat.name }));
    await page.see(c({ role: 'heading', name: chat.name }));
    assert.equal((await page.state(c({ role: 'textbox', label: 'Your question' }))).value, '');

    // An initial question is a button: its answer names the shop's page, a link that opens apart.
    await page.see(c({ role: 'group', name: 'Questions to start with' }));
    await page.click(c({ role: 'button', name: 'Where is the bike shop?' }));
    await page.see(c({ role: 'status', text: 'The answer is ready.' }), 20_000);
    await page.see(c({ css: '.m.u', text: 'Where is the bike shop?' }));
    await page.notSee(c({ role: 'group', name: 'Questions to start with' }));
    const shopLink = await page.run(
      (r: string, url: string) => {
        const link = [...document.querySelector(r)!.shadowRoot!.querySelectorAll<HTMLAnchorElement>('.src a')].find((a) => a.href === url);
        return link ? { text: link.textContent, target: link.target, rel: link.rel } : null;
      },
      root,
      shopPage,
    );
    assert.deepEqual(shopLink, { text: 'bobs-bikes.example/shop', target: '_blank', rel: 'noopener noreferrer nofollow' });

    // A typed question, sent with Enter: the answer comes in word by word, busy while it does.
    await page.fill(c({ role: 'textbox', label: 'Your question' }), 'How fast do bikes ship?');
    await page.press('Enter');
    const half = await page.until('the answer streams', (r: string) => {
      const bubbles = document.querySelector(r)?.shadowRoot?.querySelectorAll('.m.a');
      const last = bubbles?.[bubbles.length - 1];
      const text = last?.textContent ?? '';
      return bubbles?.length === 2 && last!.getAttribute('aria-busy') === 'true' && text.includes('two days') ? text : '';
    }, root);
    assert.doesNotMatch(half, /Ride safe/, 'the answer was caught half written');
    await page.see(c({ role: 'status', text: 'Writing the answer…', hidden: true }));
    await page.see(c({ role: 'button', name: 'Stop' }));
    assert.equal((await page.state(c({ role: 'button', name: 'Send' }))).disabled, true);
    await page.see(c({ role: 'status', text: 'The answer is ready.' }), 20_000);
    await page.notSee(c({ role: 'button', name: 'Stop' }));
    assert.equal((await page.state(c({ role: 'textbox', label: 'Your question' }))).value, '', 'the box is empty for the next question');
    const full = await page.run(lastAnswer, root);
    assert.equal(full?.busy, false);
    assert.match(full!.text, /Ride safe\./);

    // Drawn as markdown: bold, a list, a link that opens apart; markup and a script address stay text.
    const answer = c({ css: '.m.a:last-of-type' });
    await page.see({ within: answer, css: 'strong', name: 'Shipping' });
    await page.see({ within: answer, css: 'strong', name: 'two days' });
    assert.deepEqual((await page.all({ within: answer, css: 'ul > li' })).map((item) => item.text), ['Lisbon', 'Porto']);
    const link = await page.run((r: string) => {
      const a = [...document.querySelector(r)!.shadowRoot!.querySelectorAll<HTMLAnchorElement>('.m.a a')].find((x) => x.textContent === 'our shop');
      return a ? { href: a.href, target: a.target, rel: a.rel } : null;
    }, root);
    assert.deepEqual(link, { href: 'https://example.com/shop', target: '_blank', rel: 'noopener noreferrer nofollow' });
    assert.match(full!.text, /<img src=x onerror=xss\(\)> <script>xss\(\)<\/script>/);
    await page.notSee({ within: answer, role: 'link', name: 'a trap' });
    assert.deepEqual((await page.all({ within: answer, css: '.src > *' })).map((source) => source.text), ['Shipping'], 'the text source is named, with no link');
    await page.see({ within: answer, css: '.src', text: 'Sources:' });
    assert.deepEqual(await page.run(chatXssFindings, root), { runs: 0, dangerous: [], handlers: 0, scriptUrls: 0 });

    assert.deepEqual(await page.run(chatStyleLeaks, root), []);
    // The host's own text box is still hidden by the host's own CSS, as the host wants.
    assert.equal(await page.run(() => getComputedStyle(document.getElementById('host-input')!).display), 'none');
    await page.screenshot({ css: root }, shot('chat-in-page.png'));
  },
};

const stopAndReload: Journey = {
  name: 'chat in the page: Stop keeps what came, and a reload finds the saved conversation and goes on with it',
  async run({ page }) {
    const chat = await bikeChat({ save_chat_history: true });
    const root = chatRootOf(chat.id);
    const c = (query: Query): Query => ({ within: root, ...query });
    await page.goto(chatHostUrl(chat.id));
    await page.see(c({ css: '.chat[data-state=ready]' }), 15_000);
    await page.fill(c({ role: 'textbox', label: 'Your question' }), 'How fast do bikes ship?');
    await page.click(c({ role: 'button', name: 'Send' }));
    await page.until('the answer streams', (r: string) => {
      const bubble = document.querySelector(r)?.shadowRoot?.querySelector('.m.a');
      return bubble?.getAttribute('aria-busy') === 'true' && (bubble.textContent ?? '').includes('two days');
    }, root);
    // Stop stays where it is while the answer grows (the conversation scrolls inside the chat's box): one click stops it.
    const stopTop = (r: string) => document.querySelector(r)!.shadowRoot!.querySelector('.ask .s')!.getBoundingClientRect().top;
    const before = await page.run(stopTop, root);
    const written = await page.run((r: string) => document.querySelector(r)!.shadowRoot!.querySelector('.m.a')!.textContent!.length, root);
    await page.until('more of the answer is written', (r: string, length: number) => document.querySelector(r)!.shadowRoot!.querySelector('.m.a')!.textContent!.length > length + 20, root, written);
    assert.equal(await page.run(stopTop, root), before, 'Stop did not move while the answer grew');
    await page.click(c({ role: 'button', name: 'Stop' }));
    await page.see(c({ role: 'status', text: 'Stopped. The answer so far is kept.', hidden: true }));
    await page.notSee(c({ role: 'button', name: 'Stop' }));
    const kept = await page.run(lastAnswer, root);
    assert.equal(kept?.busy, false);
    assert.match(kept!.text, /two days/);
    assert.doesNotMatch(kept!.text, /Ride safe/, 'the answer stopped before its end');

    // A reload: the saved conversation is back (the question and what was kept of the answer), with no questions to start with.
    await page.goto(chatHostUrl(chat.id));
    await page.see(c({ css: '.chat[data-state=ready]' }), 15_000);
    await page.see(c({ css: '.m.u', text: 'How fast do bikes ship?' }));
    const saved = await page.run(lastAnswer, root);
    assert.match(saved?.text ?? '', /According to Shipping: Bikes ship in two days/);
    assert.doesNotMatch(saved!.text, /Ride safe/);
    await page.notSee(c({ role: 'group', name: 'Questions to start with' }));
    // And the visitor goes on in the same conversation.
    await page.fill(c({ role: 'textbox', label: 'Your question' }), 'Where is the bike shop?');
    await page.press('Enter');
    await page.see(c({ role: 'status', text: 'The answer is ready.', hidden: true }), 20_000);
    assert.equal((await page.all(c({ css: '.m.u' }))).length, 2);
    assert.match((await page.run(lastAnswer, root))!.text, /bobs-bikes\.example\/shop/);
  },
};

const russianVisitor: Journey = {
  name: 'chat in the page: a visitor whose browser is Russian gets the chat\'s texts in Russian',
  async run({ visitor }) {
    const chat = await bikeChat();
    const page = await visitor({ locale: 'ru' });
    const root = chatRootOf(chat.id);
    const c = (query: Query): Query => ({ within: root, ...query });
    await page.goto(chatHostUrl(chat.id));
    await page.see(c({ css: '.chat[data-state=ready]' }), 15_000);
    await page.see(c({ role: 'group', name: 'С чего начать' }));
    await page.fill(c({ role: 'textbox', label: 'Ваш вопрос' }), 'How fast do bikes ship?');
    await page.click(c({ role: 'button', name: 'Отправить' }));
    await page.see(c({ role: 'status', text: 'Ответ готов.', hidden: true }), 20_000);
    await page.see(c({ css: '.m.a .src', text: 'Источники:' }));
  },
};

/** Runs in the page: where the focus is, told in a person's terms, and whether it is inside the chat's dialog. */
function focusSpot(rootSelector: string): { where: string; inDialog: boolean } {
  const focused = focusedElement();
  const dialog = document.querySelector(rootSelector)?.shadowRoot?.querySelector('[role=dialog]');
  const where = !focused
    ? 'nowhere'
    : focused.tagName === 'TEXTAREA'
      ? 'the question box'
      : (focused.getAttribute('aria-label') ?? (focused.textContent ?? '').trim()) || focused.tagName;
  return { where, inDialog: !!focused && !!dialog?.contains(focused) };
}

/** Presses `key` until the focus is back in the question box; returns each stop on the way (at most 12). */
async function goRound(page: Page, root: string, key: 'Tab' | 'Shift+Tab'): Promise<string[]> {
  const stops: string[] = [];
  for (let i = 0; i < 12; i++) {
    await page.press(key);
    const spot = await page.run(focusSpot, root);
    assert.ok(spot.inDialog, `${key} ${i + 1} left the dialog: the focus is on ${spot.where} (after ${stops.join(' → ')})`);
    stops.push(spot.where);
    if (spot.where === 'the question box') return stops;
  }
  throw new Error(`${key} never came back to the question box: ${stops.join(', ')}`);
}

const chatLauncher: Journey = {
  name: 'chat launcher: the floating button opens a modal dialog, the focus moves in, Tab and Shift+Tab stay inside, Escape gives it back',
  async run({ page, shot }) {
    const chat = await bikeChat({ initial_questions: ['How fast do bikes ship?'] });
    const root = chatRootOf(chat.id);
    const c = (query: Query): Query => ({ within: root, ...query });
    await page.goto(chatHostUrl(chat.id, { launcher: true }));
    const openButton = c({ role: 'button', name: 'Open the chat' });
    await page.see(openButton, 15_000);
    await page.notSee(c({ role: 'dialog' }));
    const expanded = () => page.run((r: string) => document.querySelector(r)!.shadowRoot!.querySelector('.launch')!.getAttribute('aria-expanded'), root);
    assert.equal(await expanded(), 'false');
    // The button floats at the bottom right of the window, whatever the host's CSS says of its root.
    const place = await page.run((r: string) => {
      const rect = document.querySelector(r)!.shadowRoot!.querySelector('.launch')!.getBoundingClientRect();
      return { right: Math.round(innerWidth - rect.right), bottom: Math.round(innerHeight - rect.bottom) };
    }, root);
    assert.ok(place.right >= 0 && place.right <= 40 && place.bottom >= 0 && place.bottom <= 40, `the button is at ${JSON.stringify(place)} from the bottom right`);

    await page.click(openButton);
    const dialog = c({ role: 'dialog', name: chat.name });
    await page.see(dialog);
    await page.see(c({ css: '.chat[data-state=ready]' }), 15_000);
    assert.equal(await expanded(), 'true');
    assert.equal(await page.run((r: string) => document.querySelector(r)!.shadowRoot!.querySelector('[role=dialog]')!.getAttribute('aria-modal'), root), 'true');
    await page.until('the focus is in the question box', () => focusedElement()?.tagName === 'TEXTAREA');
    const size = await page.run((r: string) => {
      const rect = document.querySelector(r)!.shadowRoot!.querySelector('[role=dialog]')!.getBoundingClientRect();
      return { width: rect.width, inside: rect.left >= 0 && rect.top >= 0 && rect.right <= innerWidth && rect.bottom <= innerHeight };
    }, root);
    assert.ok(size.width > 200 && size.width <= 380, `the dialog is ${size.width}px wide`);
    assert.ok(size.inside, 'the dialog is inside the window');

    // Tab goes round the dialog's own controls, and Shift+Tab the same way back; neither reaches the page.
    const forward = await goRound(page, root, 'Tab');
    assert.ok(forward.includes('Send') && forward.includes('Close the chat') && forward.includes('How fast do bikes ship?'), `Tab went ${forward.join(' → ')}`);
    const backward = await goRound(page, root, 'Shift+Tab');
    assert.deepEqual(backward.slice(0, -1), forward.slice(0, -1).reverse(), 'Shift+Tab goes the same way back');

    // The visitor asks in the dialog; then Escape closes it and the focus is back on the button.
    await page.fill(c({ role: 'textbox', label: 'Your question' }), 'How fast do bikes ship?');
    await page.press('Enter');
    await page.see(c({ role: 'status', text: 'The answer is ready.', hidden: true }), 20_000);
    await page.see({ within: dialog, css: '.m.a strong', name: 'two days' });
    await page.screenshot(null, shot('chat-launcher-open.png'));
    await page.press('Escape');
    await page.notSee(c({ role: 'dialog' }));
    assert.equal(await expanded(), 'false');
    assert.deepEqual(await page.run(focusSpot, root), { where: 'Open the chat', inDialog: false });

    // Opened again it keeps the conversation; the close button closes it the same way.
    await page.click(openButton);
    await page.see({ within: dialog, css: '.m.a strong', name: 'two days' });
    await page.until('the focus is in the question box', () => focusedElement()?.tagName === 'TEXTAREA');
    await page.click(c({ role: 'button', name: 'Close the chat' }));
    await page.notSee(c({ role: 'dialog' }));
    assert.deepEqual(await page.run(focusSpot, root), { where: 'Open the chat', inDialog: false });

    // The chat's styles stay in it (the host's own probes are unchanged), and the host's hide nothing of it.
    const leaks = await page.run((r: string) => {
      const changed = (window as unknown as { hostStyleChanges(): string[] }).hostStyleChanges();
      const button = getComputedStyle(document.querySelector(r)!.shadowRoot!.querySelector('.launch')!);
      if (button.transform !== 'none' || button.backgroundColor !== 'rgb(124, 58, 237)') changed.push(`the button is ${button.backgroundColor}, ${button.transform}`);
      return changed;
    }, root);
    assert.deepEqual(leaks, []);
  },
};

export const chatJourneys: Journey[] = [chatInPage, stopAndReload, russianVisitor, chatLauncher];
