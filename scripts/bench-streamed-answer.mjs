/**
 * Benchmark (not a test): how long one streamed piece of an AI answer takes to show, when the answer so far is
 * 1 KB and when it is 20 KB, in the form widget and in the chat embed (linear time, so both should cost
 * about the same). Runs the built widget (`dist/widget.js` and its chat chunk, `npm run build` first) in Chromium on
 * a blank host page whose calls this script answers in the page, pushing the answer one piece at a time and
 * letting each piece paint. A piece's time is the main thread's work (Chromium's task duration) from pushing it to
 * the first frame after it, so waiting for the frame itself does not count.
 *
 *   npm run build && npm run bench:stream     # CPU_SLOWDOWN=4 for a slow phone
 *
 * Two answers: one of short sections (headings, paragraphs, lists of a few items: an answer as models write them)
 * and one long list without a blank line (all of it one open block, the case a renderer that re-reads the open
 * block pays the most for).
 */
import { chromium } from 'playwright';
import { chromiumPath } from './pages.mjs';
import { serveDist } from './serve.mjs';

const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 1);
/** Pieces of this many characters, as a model streams them (a few words). */
const PIECE = 16;
/** Pieces measured at each size. */
const MEASURED = 30;
const API = 'https://bench.invalid';

/** An answer of `size` characters or more, in sections of a heading, two paragraphs and a short list. */
function sections(size) {
  let text = '';
  for (let n = 1; text.length < size; n++) {
    text += `## Step ${n}\n\nStart with **${n * 5} minutes** of easy running, then add a \`stride\` or two. See [the plan](https://example.com/plan/${n}).\n`;
    text += `Keep the pace *conversational*: you should be able to talk in full sentences all the way.\n\n`;
    for (let i = 1; i <= 4; i++) text += `- Day ${i}: ${i * 2} km easy, ${i} × 100 m relaxed strides\n`;
    text += '\n';
  }
  return text;
}

/** An answer that is one list, never a blank line. */
function oneList(size) {
  let text = '';
  for (let n = 1; text.length < size; n++) text += `${n}. Run **${n % 9} km** at an easy pace, then *stretch* for \`5\` minutes\n`;
  return text;
}

const model = {
  id: 1,
  name: 'Bench',
  header: 'Your running plan',
  description: '',
  language_code: 'en',
  page_type: 'form',
  collect_lead_strategy: 'NONE',
  fields: {
    version: 3,
    aiFields: [{ type: 'TextInputField', fieldRef: '#Field1', title: 'Your goal', description: '', required: false }],
    leadsFields: [],
    runAiBtn: { title: 'Generate' },
    submitFormBtn: { title: 'Send' },
    enableLeads: false,
  },
};
const chat = {
  id: 9,
  name: 'Bench chat',
  initial_questions: [],
  show_source_links_in_response: false,
  show_source_links_after_response: false,
  save_chat_history: false,
  primary_color: null,
  bg_color: null,
};

/** In the page, before any script: the host's calls answered here, the two answers streamed on demand. */
function answerCallsInPage({ api, model, chat }) {
  const json = (body) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  const streams = {};
  window.__bench = { streams };
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(api)) return realFetch(input, init);
    const path = url.slice(api.length);
    const stream = (kind) =>
      new Response(
        new ReadableStream({
          start(controller) {
            streams[kind] = controller;
          },
        }),
        { headers: { 'Content-Type': 'application/x-ndjson' } },
      );
    if (path.endsWith('/widget/')) return json(model);
    if (path.endsWith('/views/increment/')) return json({});
    if (path.endsWith('/filling/')) return stream('form');
    if (path.endsWith('/session/')) return json({ uuid: 'bench-session' });
    if (path.endsWith('/ask/')) return stream('chat');
    if (path.endsWith('/conversation/')) return json({ uuid: 'bench-conversation', messages: [] });
    if (path.endsWith('/public/')) return json(chat);
    return new Response('{}', { status: 404 });
  };
}

/** In the page: pushes `pieces` into stream `kind`, each let paint, and the main thread's work per piece (ms). */
async function pushInPage({ kind, pieces, measure }) {
  const encoder = new TextEncoder();
  const controller = window.__bench.streams[kind];
  const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  for (const text of pieces) {
    controller.enqueue(encoder.encode(`${JSON.stringify({ type: 'token', text })}\n`));
    // Not measured pieces go in bursts, as a fast stream sends them; measured ones paint one at a time.
    if (measure) await painted();
  }
  await painted();
}

const server = await serveDist();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
const results = [];
try {
  for (const [answerName, makeAnswer] of [
    ['sections', sections],
    ['one long list', oneList],
  ]) {
    const answer = makeAnswer(21 * 1024);
    const pieces = answer.match(new RegExp(`[^]{1,${PIECE}}`, 'g'));
    for (const kind of ['form', 'chat']) {
      const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
      await context.addInitScript(answerCallsInPage, { api: API, model, chat });
      const page = await context.newPage();
      const root = kind === 'form' ? `data-id="1"` : `data-chat-id="9"`;
      await page.route(`${server.origin}/app/bench-stream.html`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><body><div class="aii-cx-widget-root" ${root} data-api-url="${API}"></div><script type="module" src="./widget.js"></script></body></html>`,
        }),
      );
      await page.goto(`${server.origin}/app/bench-stream.html`);
      const widget = page.locator('.aii-cx-widget-root');
      if (kind === 'form') {
        await widget.getByLabel('Your goal').fill('Run a 10k');
        await widget.getByRole('button', { name: 'Generate' }).click();
      } else {
        await widget.getByRole('textbox').fill('How do I start running?');
        await widget.getByRole('textbox').press('Enter');
      }
      await page.waitForFunction((k) => Boolean(window.__bench.streams[k]), kind, { timeout: 30_000 });
      const cdp = await context.newCDPSession(page);
      if (CPU_SLOWDOWN > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await cdp.send('Performance.enable');
      const taskTime = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value * 1000;

      let sent = 0;
      const row = { answer: answerName, kind };
      for (const size of [1024, 20 * 1024]) {
        // Up to the size, in bursts; then MEASURED pieces one frame each.
        const upTo = Math.ceil(size / PIECE);
        for (; sent < upTo; sent += 50) await page.evaluate(pushInPage, { kind, pieces: pieces.slice(sent, Math.min(sent + 50, upTo)), measure: false });
        sent = upTo;
        const before = await taskTime();
        await page.evaluate(pushInPage, { kind, pieces: pieces.slice(sent, sent + MEASURED), measure: true });
        sent += MEASURED;
        row[size] = ((await taskTime()) - before) / MEASURED;
      }
      // What was streamed is on screen (the last pieces too).
      const shown = await widget.evaluate((el) => el.shadowRoot.textContent);
      const lastWords = pieces.slice(0, sent).join('').trim().split('\n').pop().replace(/[*`#-]|^\d+\.\s*/g, '').trim().slice(-10);
      if (!shown.includes(lastWords)) throw new Error(`${kind}: the last piece is not on screen ("${lastWords}")`);
      results.push(row);
      await context.close();
    }
  }
  console.log(`streamed answer: main-thread work per ${PIECE}-character piece, CPU slowed down ${CPU_SLOWDOWN}× (${MEASURED} pieces each)`);
  for (const row of results) {
    const ratio = row[20 * 1024] / row[1024];
    console.log(`  ${row.kind.padEnd(5)} ${row.answer.padEnd(14)} at 1 KB ${row[1024].toFixed(2).padStart(6)} ms   at 20 KB ${row[20 * 1024].toFixed(2).padStart(6)} ms   (× ${ratio.toFixed(1)})`);
  }
} finally {
  await browser.close();
  await server.close();
}
