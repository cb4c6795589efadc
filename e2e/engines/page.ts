import { pageExpression, type ElementRef, type Engine, type Key } from './browsers';

/*
 * What the journeys say to a page, in a person's terms: a control by its label, a button by its name, a text
 * that shows. Elements are found through open shadow roots (the widget's), by role and accessible name computed
 * simply (aria-labelledby, aria-label, <label>, legend, alt, text), as the Playwright journeys find them.
 */

export type Role =
  | 'button'
  | 'textbox'
  | 'combobox'
  | 'checkbox'
  | 'switch'
  | 'link'
  | 'heading'
  | 'region'
  | 'group'
  | 'form'
  | 'status'
  | 'alert'
  | 'dialog'
  | 'table'
  | 'row'
  | 'list'
  | 'listitem'
  | 'menuitem'
  | 'tab'
  | 'img';

export interface Query {
  /** The element to search in: a CSS selector (found through shadow roots too) or a query of its own. */
  within?: string | Query;
  role?: Role;
  /** The accessible name: equal (white space collapsed), or containing it with `contains`. */
  name?: string;
  /** A form control by the text of its label. */
  label?: string;
  /** The innermost element whose text contains this. */
  text?: string;
  css?: string;
  contains?: boolean;
  /** Also elements that are not rendered (display: none, no box). */
  hidden?: boolean;
}

/**
 * Runs in the page: every element matching the query, in document order. Self-contained (it is sent as source);
 * functions given to Page.run may call it.
 */
export function matching(query: Query): Element[] {
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const deep = (root: ParentNode): Element[] => {
    const out: Element[] = [];
    const walk = (node: ParentNode) => {
      for (const element of node.querySelectorAll('*')) {
        out.push(element);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(root);
    return out;
  };
  const byIds = (element: Element, ids: string) => {
    const root = element.getRootNode() as Document | ShadowRoot;
    return ids
      .split(/\s+/)
      .map((id) => squash(root.getElementById(id)?.textContent))
      .join(' ');
  };
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return squash(byIds(element, labelledBy));
    const label = element.getAttribute('aria-label');
    if (label) return squash(label);
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return squash([...labels].map((l) => l.textContent).join(' '));
    if (element.tagName === 'FIELDSET') return squash(element.querySelector('legend')?.textContent);
    if (element.tagName === 'TABLE') return squash(element.querySelector('caption')?.textContent);
    if (element.tagName === 'IMG') return squash(element.getAttribute('alt'));
    if (element.tagName === 'INPUT' || element.tagName === 'TEXTAREA' || element.tagName === 'SELECT') return squash(element.getAttribute('placeholder'));
    return squash(element.textContent);
  };
  const implicit: Record<string, string> = {
    button: 'button, input[type=submit], input[type=button]',
    textbox: 'textarea, input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=search], input[type=url], input[type=password], [contenteditable=true]',
    combobox: 'select:not([multiple])',
    checkbox: 'input[type=checkbox]',
    link: 'a[href]',
    heading: 'h1, h2, h3, h4, h5, h6',
    region: 'section[aria-label], section[aria-labelledby]',
    group: 'fieldset',
    form: 'form[aria-label], form[aria-labelledby]',
    status: 'output',
    dialog: 'dialog',
    table: 'table',
    row: 'tr',
    list: 'ul, ol',
    listitem: 'li',
    img: 'img',
  };
  const hasRole = (element: Element, role: string) => {
    const explicit = element.getAttribute('role');
    if (explicit) return explicit.split(/\s+/).includes(role);
    return !!implicit[role] && element.matches(implicit[role]!);
  };
  const shown = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const fits = (actual: string, wanted: string) => (query.contains ? actual.includes(wanted) : actual === wanted);

  let scopes: ParentNode[] = [document];
  if (typeof query.within === 'string') scopes = deep(document).filter((element) => element.matches(query.within as string));
  else if (query.within) scopes = matching(query.within);
  let found = scopes.flatMap((scope) => [...(scope instanceof Element && scope.shadowRoot ? deep(scope.shadowRoot) : []), ...deep(scope)]);
  if (query.css) found = found.filter((element) => element.matches(query.css!));
  if (query.role) found = found.filter((element) => hasRole(element, query.role!));
  if (query.label !== undefined) {
    found = found.filter((element) => /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName) || element.tagName === 'FIELDSET' || element.hasAttribute('role'));
    found = found.filter((element) => fits(nameOf(element), squash(query.label)));
  }
  if (query.name !== undefined) found = found.filter((element) => fits(nameOf(element), squash(query.name)));
  if (query.text !== undefined) {
    const wanted = squash(query.text);
    found = found.filter((element) => squash(element.textContent).includes(wanted));
    // The innermost: drop every element that holds another match.
    found = found.filter((element) => !found.some((other) => other !== element && element.contains(other)));
  }
  if (!query.hidden) found = found.filter(shown);
  return found;
}

/** Runs in the page: the element with the focus, through shadow roots. */
export function focusedElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

const describe = (query: Query) =>
  Object.entries(query)
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
    .join(' ');

export class TimeoutError extends Error {}

const DEFAULT_TIMEOUT = 10_000;

export class Page {
  constructor(readonly engine: Engine) {}

  goto(url: string): Promise<void> {
    return this.engine.goto(url);
  }

  /** Runs `fn` in the page with JSON arguments; it may use `matching` and `focusedElement`. Returns its JSON value. */
  async run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return (await this.engine.evaluate(pageExpression(fn as (...a: never[]) => unknown, args, [matching, focusedElement]))) as Awaited<R>;
  }

  private element(query: Query): Promise<ElementRef | null> {
    return this.engine.elementOf(pageExpression((q: Query) => matching(q)[0] ?? null, [query], [matching]));
  }

  /** Every matching element's text and state, for assertions. */
  async all(query: Query): Promise<{ text: string; value: string | null; checked: boolean; disabled: boolean; invalid: string | null; focused: boolean }[]> {
    return this.run(
      (q: Query) =>
        matching(q).map((element) => ({
          text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
          value: 'value' in element ? String((element as HTMLInputElement).value) : null,
          checked: (element as HTMLInputElement).checked === true,
          disabled: (element as HTMLButtonElement).disabled === true,
          invalid: element.getAttribute('aria-invalid'),
          focused: focusedElement() === element,
        })),
      query,
    );
  }

  /** Waits for the first matching element and returns it. */
  async find(query: Query, timeout = DEFAULT_TIMEOUT): Promise<ElementRef> {
    const started = Date.now();
    for (;;) {
      const element = await this.element(query);
      if (element) return element;
      if (Date.now() - started > timeout) throw new TimeoutError(`not found in ${timeout / 1000} s: ${describe(query)}`);
      await pause();
    }
  }

  /** Waits until `check` (run in the page) returns something truthy, and returns it. */
  async until<A extends unknown[], R>(what: string, check: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return this.untilWithin(DEFAULT_TIMEOUT, what, check, ...args);
  }

  async untilWithin<A extends unknown[], R>(timeout: number, what: string, check: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    const started = Date.now();
    let last: unknown;
    for (;;) {
      last = await this.run(check, ...args);
      if (last) return last as Awaited<R>;
      if (Date.now() - started > timeout) throw new TimeoutError(`${what}: not so after ${timeout / 1000} s (last: ${JSON.stringify(last)})`);
      await pause();
    }
  }

  /** Waits until a matching element shows (and, with `text`, contains that text). */
  async see(query: Query, timeout = DEFAULT_TIMEOUT): Promise<void> {
    await this.find(query, timeout);
  }

  /** Waits until no matching element shows. */
  async notSee(query: Query, timeout = DEFAULT_TIMEOUT): Promise<void> {
    const started = Date.now();
    while ((await this.all(query)).length > 0) {
      if (Date.now() - started > timeout) throw new TimeoutError(`still shown after ${timeout / 1000} s: ${describe(query)}`);
      await pause();
    }
  }

  async click(query: Query): Promise<void> {
    await this.engine.click(await this.find(query));
  }

  /** Types into an empty control (what was in it is cleared first, as a person selecting it all would). */
  async fill(query: Query, text: string): Promise<void> {
    const element = await this.find(query);
    await this.run((q: Query) => {
      const control = matching(q)[0] as HTMLInputElement | undefined;
      if (control && control.value !== '') {
        control.value = '';
        control.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      }
    }, query);
    await this.engine.type(element, text);
  }

  async select(query: Query, value: string): Promise<void> {
    await this.engine.select(await this.find(query), value);
  }

  async press(key: Key): Promise<void> {
    await this.engine.press(key);
  }

  /** The state of the one element the query names; fails when there is none. */
  async state(query: Query): Promise<Awaited<ReturnType<Page['all']>>[number]> {
    await this.find(query);
    const [element] = await this.all(query);
    if (!element) throw new Error(`gone: ${describe(query)}`);
    return element;
  }

  async screenshot(query: Query | null, file: string): Promise<void> {
    await this.engine.screenshot(query ? await this.find(query) : null, file);
  }
}

/** Between two looks at the page: short, since each look is a round trip already. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 100));
