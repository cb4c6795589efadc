// After the app's production build (vite.config.ts): a guest's login page, as Chromium renders it in English,
// written to dist/login.html, which hosts serve for /app/login (scripts/serve.mjs, `vite preview`, nginx
// `try_files $uri.html`, "clean URLs" elsewhere). The page paints from that markup before any script has run; the
// app then renders the same page over it. Until then the copy is inert (nothing can be typed into it and lost);
// a visitor whose language is not English, or who has a session (to be sent on to /forms), never sees it.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { chromiumPath } from './pages.mjs';
import { serveDist } from './serve.mjs';

const storage = readFileSync(new URL('../src/domain/storage.ts', import.meta.url), 'utf8');
const prefix = /storagePrefix\s*=\s*'([^']+)'/.exec(storage)?.[1];
const tokensSource = readFileSync(new URL('../src/design-system/tokens/tokens.ts', import.meta.url), 'utf8');
/** The app's one breakpoint (useSmallScreen): some parts render differently below it, so each width has its copy. */
const smallScreenMaxWidth = Number(/smallScreenMaxWidth\s*=\s*(\d+)/.exec(tokensSource)?.[1]);
const languagesSource = readFileSync(new URL('../src/i18n/languages.ts', import.meta.url), 'utf8');
const languages = /languages\s*=\s*\[([^\]]+)\]/.exec(languagesSource)?.[1].match(/'[a-z]+'/g)?.map((quoted) => quoted.slice(1, -1));

/** Pages prerendered, by the file written for them. */
const guestPages = [{ path: 'login', file: 'login.html' }];

/**
 * Clears the copy before the first paint when the app would show something else: the language detectLanguage()
 * (src/i18n/languages.ts) picks is not English, or a session is stored.
 */
function guardScript() {
  if (!prefix || !languages) throw new Error('scripts/prerender.mjs: storage prefix or languages not found');
  const body = `try{var s=localStorage,l=s.getItem(${JSON.stringify(`${prefix}.locale`)}),t=s.getItem(${JSON.stringify(`${prefix}.accessToken`)})}catch(e){}
var k=${JSON.stringify(languages)},g=k.indexOf(l)>=0?l:null,n=navigator.languages||[];
for(var i=0;i<n.length&&!g;i++){var p=String(n[i]).toLowerCase().split('-')[0];if(k.indexOf(p)>=0)g=p}
if((g&&g!=='en')||t)document.getElementById('root').replaceChildren()`;
  return `<script>(function(){${body.replace(/\n/g, '')}})()</script>`;
}

/** The page as Chromium renders it at the given width: #root's markup, its extra stylesheets and scripts. */
async function snapshotPage(browser, url, inIndex, width) {
  const tab = await browser.newPage();
  await tab.setViewport({ width, height: 900 });
  await tab.evaluateOnNewDocument(() => Object.defineProperty(navigator, 'languages', { get: () => ['en-US', 'en'] }));
  await tab.goto(url, { waitUntil: 'networkidle0' });
  await tab.waitForFunction(() => document.querySelector('#root main') && performance.getEntriesByName('app:render').length > 0);
  const snapshot = await tab.evaluate((inIndexPaths) => {
    const live = document.getElementById('root');
    const root = live.cloneNode(true);
    for (const child of root.children) child.setAttribute('inert', '');
    // The copy's first paint waits for one font, the body's (Inter 400): text in any other web font shows in the
    // next font of its stack (its metric-matched local stand-in), and those faces load once the copy has painted.
    const faces = new Set();
    const copies = root.querySelectorAll('*');
    live.querySelectorAll('*').forEach((element, index) => {
      const { fontFamily, fontWeight } = getComputedStyle(element);
      const [first, ...rest] = fontFamily.split(',');
      const family = first.trim().replace(/^"|"$/g, '');
      if (!['Inter', 'Montserrat'].includes(family) || (family === 'Inter' && fontWeight === '400')) return;
      copies[index].style.setProperty('font-family', rest.join(','), 'important');
      if ([...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent.trim())) faces.add(`${fontWeight} 1em ${family}`);
    });
    const inHtml = new Set(inIndexPaths.map((path) => new URL(path, location.href).href));
    // The screen's own stylesheets, inlined: they would otherwise be requests the first paint waits for.
    const css = [...document.styleSheets]
      .filter((sheet) => sheet.href && !inHtml.has(sheet.href))
      .map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join(''))
      .join('');
    // The scripts the app fetched before its first render, so the browser fetches them at once.
    const render = performance.getEntriesByName('app:render')[0].startTime;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < render && /\.js$/.test(new URL(entry.name).pathname) && !inHtml.has(entry.name))
      .map((entry) => new URL(entry.name).pathname);
    return { html: root.innerHTML, css, scripts, faces: [...faces] };
  }, inIndex);
  await tab.close();
  return snapshot;
}

/**
 * The page's body text (Inter 400, latin) is preloaded and, on this page only, drawn once it is in rather than
 * first in its stand-in: the largest text of the page (its subtitle) is then painted in its final font from the
 * start, so the app's render over the copy paints nothing larger and the page is complete at its first paint.
 */
function bodyFont(outDir, base) {
  const css = readFileSync(new URL('../node_modules/@fontsource/inter/400.css', import.meta.url), 'utf8');
  const range = /inter-latin-400-normal \*\/[^}]*unicode-range:\s*([^;]+);/.exec(css)?.[1];
  const file = readdirSync(join(outDir, 'assets')).find((name) => /^inter-latin-400-normal-.*\.woff2$/.test(name));
  if (!range || !file) return { head: '', css: '' };
  const href = `${base}assets/${file}`;
  return {
    head: `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`,
    css: `@font-face{font-family:Inter;font-style:normal;font-weight:400;font-display:block;src:url(${href}) format('woff2');unicode-range:${range}}`,
  };
}

/**
 * Adds the entry script and its preloads, and loads the copy's other fonts, once the page has painted (after the
 * next frame, or soon when hidden). The app waits for those fonts before it renders (main.tsx), so its render over
 * the copy draws them in their own face at once, and no text moves when one arrives.
 * Each step is a task of its own (a message to itself, which no timer clamps): adding an element that starts a
 * fetch costs a few milliseconds, up to twenty for the first module, and together they blocked the page.
 */
function startAfterPaint(entry, preloads, faces) {
  const body = `var d=document,h=d.head,g=0;
function add(attributes){var e=d.createElement(attributes.src?'script':'link');e.crossOrigin='';
for(var k in attributes)e[k]=attributes[k];h.appendChild(e)}
function go(){if(g)return;g=1;var steps=[],c=new MessageChannel();
${JSON.stringify(preloads)}.forEach(function(u){steps.push(function(){add({rel:'modulepreload',href:u})})});
steps.push(function(){add({type:'module',src:${JSON.stringify(entry)}})});
if(d.fonts)${JSON.stringify(faces)}.forEach(function(f){steps.push(function(){d.fonts.load(f)})});
c.port1.onmessage=function(){steps.shift()();if(steps.length)c.port2.postMessage(0)};c.port2.postMessage(0)}
requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,200)`;
  return `<script>(function(){${body.replace(/\n/g, '')}})()</script>`;
}

/** Writes the prerendered pages into outDir; resolves to the files written (none when Chromium is missing). */
export async function prerenderGuestPages(outDir, base = '/app/') {
  let executablePath;
  try {
    executablePath = chromiumPath();
  } catch (error) {
    console.warn(`prerender: skipped (${error.message}); /app/login paints once its scripts have run.`);
    return [];
  }
  const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
  const server = await serveDist({ dist: outDir, base });
  const browser = await puppeteer.launch({ executablePath, args: ['--no-sandbox', '--headless=new', '--lang=en-US'] });
  const written = [];
  try {
    for (const { path, file } of guestPages) {
      // A build against a backend names the entry and its preloads on its inline script, which adds them
      // (src/app/earlyCallsScript.ts); the demo build writes them into the page.
      const start = /<script data-entry="([^"]+)" data-preloads="([^"]*)">/.exec(indexHtml);
      const inIndex = [...indexHtml.matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1]);
      if (start) inIndex.push(start[1], ...start[2].split(' ').filter(Boolean));
      const small = await snapshotPage(browser, `${server.origin}${base}${path}`, inIndex, smallScreenMaxWidth);
      const wide = await snapshotPage(browser, `${server.origin}${base}${path}`, inIndex, 1280);
      const snapshot = {
        // `display: contents` keeps the layout exactly as if each copy were #root's own content.
        html:
          `<div class="prerendered-small">${small.html}</div><div class="prerendered-wide">${wide.html}</div>` ,
        css:
          `.prerendered-small,.prerendered-wide{display:contents}` +
          `@media (max-width:${smallScreenMaxWidth}px){.prerendered-wide{display:none}}` +
          `@media (min-width:${smallScreenMaxWidth + 0.02}px){.prerendered-small{display:none}}` +
          wide.css,
        scripts: wide.scripts,
        faces: [...new Set([...small.faces, ...wide.faces])],
      };
      const font = bodyFont(outDir, base);
      // The app's scripts start after the first paint: the page is already there, and the paint then waits for
      // nothing but the HTML, its stylesheets and the body font, however fast the scripts would arrive.
      // The inline script keeps its early calls but loses the entry's name, so that it does not start the app at once.
      const entry = start ? [start[0], start[1]] : /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(indexHtml);
      const preloaded = start
        ? start[2].split(' ').filter(Boolean).map((href) => ['', href])
        : [...indexHtml.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
      if (!entry) throw new Error('prerender: index.html has no entry script');
      // Its own font preload only: the app's other fonts would share the bandwidth the first paint waits on.
      let head = indexHtml.replace(entry[0], start ? '<script>' : '').replace(/\s*<link rel="preload" as="font"[^>]*>/g, '');
      for (const link of preloaded) if (link[0]) head = head.replace(link[0], '');
      const scripts = [...preloaded.map((link) => link[1]), ...snapshot.scripts];
      const page = head
        .replace('</head>', `  ${font.head}\n    <style>${font.css}${snapshot.css}</style>\n  </head>`)
        .replace(
          '<div id="root"></div>',
          `<div id="root">${snapshot.html}</div>\n    ${guardScript()}\n    ${startAfterPaint(entry[1], scripts, snapshot.faces)}`,
        );
      if (page === indexHtml || !page.includes(guardScript())) throw new Error('prerender: index.html has no <div id="root"></div>');
      writeFileSync(join(outDir, file), page);
      written.push(file);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return written;
}
