/**
 * A trained chat on the owner's site: one root (`data-chat-id`), its open shadow root, the conversation. The chat's
 * own chunk, loaded by ../chatMount.ts only for such roots. The safe markdown painter, the calls and the base styles
 * of forms come in from the widget script as arguments; everything else it needs it brings (the language match,
 * the API host), so this chunk never imports the script's modules, which would load a second
 * copy of the script on a page that loaded it with a cache-busting query.
 */
import { chatPreviewEvent, chatPreviewReadyEvent, CONTACT_REQUEST, type ChatEmbedEvent, type ChatEmbedMessage, type ChatEmbedSource, type PublicChat } from '../../domain/chatEmbed';
import type { readableTextOn } from '../../domain/contrast';
import type { answerPainter } from '../markdown';
import type { Calls } from '../client';
import { createChatClient, type ChatClient } from './chatClient';
import { chatDictionaries, type ChatTextKey } from './chatTexts';

export interface ChatOptions {
  /** The visitor's languages, best first (default: the browser's). */
  languages: readonly string[];
  /** A floating button that opens the chat in a dialog (`data-launcher` on the root). */
  launcher: boolean;
  /** A root the app drives (`data-preview`): it shows the chat the app sends (chatPreviewEvent) and makes no calls. */
  preview: boolean;
}

export interface ChatHandle {
  destroy(): void;
}

/**
 * What a chat adds to the forms' base styles (../css.ts, handed in by ../chatMount.ts like the painter, so both
 * look alike and the rules exist once). `.r` holds the colours for the launcher's button, which sits outside the
 * chat's box; the owner's colours are set on both. The chat's box has one height from its first paint (in the page
 * and in the launcher's dialog): the conversation scrolls inside it and the question box with Send and Stop stays at
 * its bottom, so a streaming answer never moves Stop away from the visitor's finger.
 */
export const CHAT_CSS = `.r{--p:#0f766e;font:16px/1.5 system-ui,sans-serif}
[hidden]{display:none!important}
.chat{display:flex;flex-direction:column;gap:12px;padding:16px;overflow:auto}
.chat:not([data-state=failed]){height:min(560px,calc(100vh - 96px))}
.chat>h2{margin:0;font-size:20px}
.chat .note{margin:0}
.lead{gap:6px;padding:12px;border:1px solid #d1d5db;border-radius:8px}.lead button{justify-self:start}
.m a{color:inherit}
.log{display:flex;flex-direction:column;gap:10px;flex:1 1 0;min-height:96px;overflow-y:auto;overscroll-behavior:contain}
.m{padding:10px 14px;border-radius:12px;max-width:90%}
.m>div>:first-child{margin-top:0}.m>div>:last-child{margin-bottom:0}
.u{align-self:flex-end;background:var(--p);color:#fff;white-space:pre-wrap}
.a{align-self:flex-start;background:#f3f4f6;color:#111827}
.src{font-size:14px;margin:8px 0 0;display:flex;flex-wrap:wrap;gap:4px 8px}
.qs{display:flex;flex-wrap:wrap;gap:8px}.qs button{padding:6px 12px;font-weight:500}
.ask{display:flex;gap:8px;align-items:flex-end}.ask button{flex:none}
.ask textarea{min-height:46px;flex:1;min-width:0;resize:none}
:host([data-launcher]){position:fixed!important;right:16px!important;bottom:16px!important;z-index:2147483000!important;contain:none!important}
.launch{border-radius:999px;padding:12px 20px;box-shadow:0 4px 16px rgba(0,0,0,.25)}
.dlg{position:absolute;right:0;bottom:64px;width:min(380px,calc(100vw - 32px));border-radius:12px;box-shadow:0 8px 32px rgba(0,0,0,.25)}
.dlg .w>h2{padding-right:44px}
.x{position:absolute;top:10px;right:10px;padding:2px 10px;z-index:1}
.chat .brand{flex:none}`;

/**
 * Local storage `aii-cx-chat-{chatId}`: the visitor's conversation, so a reload finds it (version 1), and, when the
 * chat asks for an e-mail, what the visitor typed there (`email`) and whether they left it (`lead`).
 */
interface SavedChat {
  uuid: string | null;
  email?: string;
  lead?: boolean;
}
const storageKey = (chatId: string) => `aii-cx-chat-${chatId}`;
function readSaved(chatId: string): SavedChat {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey(chatId)) ?? 'null') as { v?: unknown; uuid?: unknown; email?: unknown; lead?: unknown } | null;
    if (saved?.v !== 1) return { uuid: null };
    return {
      uuid: typeof saved.uuid === 'string' ? saved.uuid : null,
      email: typeof saved.email === 'string' ? saved.email : '',
      lead: saved.lead === true,
    };
  } catch {
    return { uuid: null };
  }
}
function writeSaved(chatId: string, saved: SavedChat): void {
  try {
    if (saved.uuid || saved.email || saved.lead) localStorage.setItem(storageKey(chatId), JSON.stringify({ v: 1, ...saved }));
    else localStorage.removeItem(storageKey(chatId));
  } catch {
    // Storage refused (private mode, full): the conversation lasts as long as the page.
  }
}

const HEX = /^#[0-9a-f]{6}$/i;
/** The answer's failure codes the visitor gets a text for; anything else is the generic failure. */
const REFUSALS = ['generation_failed', 'not_enough_credits', 'openai_key_missing', 'rate_limited', 'chat_busy', 'chat_not_trained'];

const h = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, string> = {}, ...children: (Node | string)[]) => {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === 'text') el.textContent = value;
    else el.setAttribute(key, value);
  }
  el.append(...children);
  return el;
};

/** The API host: the root's `data-api-url`, else the build's, else the host the widget's code came from. */
const apiBaseOf = (root: HTMLElement) => root.dataset.apiUrl || import.meta.env.VITE_API_URL || new URL(import.meta.url).origin;

/** What the widget script hands to the chat: the forms' markdown painter, calls, base styles and text colour rule. */
export interface FromWidget {
  painter: typeof answerPainter;
  calls: Calls;
  baseCss: string;
  readableText: typeof readableTextOn;
}

export function mountChatView(
  root: HTMLElement,
  painter: FromWidget['painter'],
  calls: Calls,
  baseCss: string,
  readableText: FromWidget['readableText'],
  options: Partial<ChatOptions> = {},
): ChatHandle {
  // One by one rather than as an object: the widget script, at its budget, then carries no key names.
  const widget: FromWidget = { painter, calls, baseCss, readableText };
  // The root's `lang` (an owner's choice, or the app's language in the editor's preview), else the visitor's browser.
  const languages = options.languages ?? (root.lang ? [root.lang] : (navigator.languages ?? [navigator.language]));
  const launcher = options.launcher ?? root.hasAttribute('data-launcher');
  const preview = options.preview ?? root.hasAttribute('data-preview');
  return new ChatView(root, { chatId: root.dataset.chatId ?? '', apiBase: apiBaseOf(root), languages, launcher, preview }, widget);
}

interface Settings extends ChatOptions {
  chatId: string;
  apiBase: string;
}

/** http(s) addresses only (source links come from the owner's sources). */
function safeHttpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The visitor's first language we have by its primary subtag (ru-RU → ru, es-MX → es), else English. */
function languageOf(languages: readonly string[]): keyof typeof chatDictionaries {
  const primary = languages.map((tag) => tag.toLowerCase().split(/[-_]/)[0]).find((tag) => tag === 'en' || tag === 'ru' || tag === 'es');
  return (primary as keyof typeof chatDictionaries | undefined) ?? 'en';
}

class ChatView implements ChatHandle {
  private readonly shadow: ShadowRoot;
  private readonly client: ChatClient;
  private readonly box = h('div', { class: 'w chat', 'data-state': 'loading' });
  /** The conversation: it scrolls inside the chat's box, so it is a region a keyboard can reach and scroll. */
  private readonly log = h('div', { class: 'log', role: 'region', tabindex: '0' });
  private readonly questions = h('div', { class: 'qs', role: 'group' });
  private readonly note = h('p', { class: 'note bad' });
  private readonly live = h('p', { class: 'sr', role: 'status', 'aria-live': 'polite' });
  private readonly frame = h('div', { class: 'r' });
  private readonly input = h('textarea', { id: 'q', rows: '1', maxlength: '4000' });
  private readonly sendButton = h('button', { type: 'submit' });
  private readonly stopButton = h('button', { type: 'button', class: 's', hidden: '' });
  private readonly title = h('h2', { id: 't' });
  private readonly form = h('form', { class: 'ask' });
  /** Where the chat asks for an e-mail, once it should (after its number of answers, or when asked for contact). */
  private readonly leadBox = h('form', { class: 'lead', hidden: '', novalidate: '' });
  private saved: SavedChat = { uuid: null };
  private t: (key: ChatTextKey) => string;
  private chat: PublicChat | null = null;
  private uuid: string | null = null;
  private stream: AbortController | null = null;
  private gone = false;
  private readonly painter: typeof answerPainter;
  private readonly calls: Calls;
  private readonly readableText: FromWidget['readableText'];
  private stopListening = () => {};
  /**
   * Whether the conversation keeps its newest text in view: yes while the visitor is at its bottom, no from the moment
   * they scroll up to read (the list then stays where they left it) until they scroll back down or ask again.
   */
  private following = true;
  /** Where the list's scroll was put at its bottom last: a scroll above it is the visitor's. */
  private pinnedTop = 0;
  private readonly watchers: { disconnect(): void }[] = [];

  constructor(
    readonly host: HTMLElement,
    private readonly options: Settings,
    { painter, calls, baseCss, readableText }: FromWidget,
  ) {
    this.painter = painter;
    this.calls = calls;
    this.readableText = readableText;
    const texts = chatDictionaries[languageOf(options.languages)];
    this.t = (key) => texts[key];
    this.shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    this.shadow.replaceChildren(h('style', { text: baseCss + CHAT_CSS }), this.frame);
    if (options.launcher) this.frame.append(...this.launcher(), this.live);
    else this.frame.append(this.box, this.live);
    this.box.textContent = this.t('loading');
    this.client = createChatClient(options.apiBase, options.chatId, calls);
    this.buildForm();
    this.keepNewestInView();
    if (options.preview) this.listenToApp();
    else void this.start();
  }

  destroy(): void {
    this.gone = true;
    this.stream?.abort();
    this.stopListening();
    for (const watcher of this.watchers) watcher.disconnect();
    this.shadow.replaceChildren();
  }

  /** The editor's live preview: each chat the app sends is drawn as a visitor would first see it. */
  private listenToApp(): void {
    const show = (event: Event) => {
      const chat = (event as CustomEvent<{ data?: PublicChat }>).detail?.data;
      if (typeof chat?.name !== 'string' || !Array.isArray(chat.initial_questions)) return;
      this.chat = chat;
      this.draw(chat);
      this.showQuestions();
      this.box.dataset.state = 'ready';
    };
    const name = chatPreviewEvent(this.options.chatId);
    document.addEventListener(name, show);
    this.stopListening = () => document.removeEventListener(name, show);
    // The app pushed before this chunk arrived, maybe: it pushes again when told.
    document.dispatchEvent(new CustomEvent(chatPreviewReadyEvent(this.options.chatId)));
  }

  private async start(): Promise<void> {
    let chat: PublicChat;
    try {
      chat = await this.client.chat();
    } catch (error) {
      this.box.dataset.state = 'failed';
      this.box.textContent = this.t(error instanceof this.calls.CallError && error.status === 404 ? 'unavailable' : 'failed');
      return;
    }
    if (this.gone) return;
    this.chat = chat;
    this.draw(chat);
    this.saved = readSaved(this.options.chatId);
    this.uuid = this.saved.uuid;
    if (this.uuid && chat.save_chat_history) {
      try {
        const saved = await this.client.conversation(this.uuid);
        for (const message of saved.messages) this.addMessage(message);
      } catch (error) {
        // A conversation the server no longer knows: the next question starts a new one.
        if (error instanceof this.calls.CallError && error.status === 404) this.forgetConversation();
      }
    }
    if (this.gone) return;
    this.showQuestions();
    this.offerLead('');
    this.box.dataset.state = 'ready';
  }

  /** The question box with Send and Stop, made once (a preview draws the chat again on every edit). */
  private buildForm(): void {
    const { form, t } = this;
    this.questions.setAttribute('aria-label', t('suggestions'));
    this.log.setAttribute('aria-label', t('messages'));
    this.sendButton.textContent = t('send');
    this.stopButton.textContent = t('stop');
    form.append(h('label', { for: 'q', class: 'sr', text: t('question') }), this.input, this.sendButton, this.stopButton);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.ask(this.input.value);
    });
    // Enter sends, Shift+Enter starts a new line.
    this.input.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
        event.preventDefault();
        form.requestSubmit();
      }
    });
    this.stopButton.addEventListener('click', () => this.stream?.abort());
  }

  /**
   * Keeps the newest text in view while the visitor is at the bottom of the conversation: after every change inside
   * the chat (a word of the answer, a message, the e-mail box) and every change of the list's size (the launcher's
   * dialog opening, the window turning).
   */
  private keepNewestInView(): void {
    const { log } = this;
    const atBottom = () => log.scrollHeight - log.clientHeight - log.scrollTop < 8;
    const follow = () => {
      // The visitor scrolled up since the list was put at its bottom, and the browser has not said so yet (its scroll
      // event comes with the next frame, a word of the answer may come first): they are reading; leave the list be.
      if (log.scrollTop < this.pinnedTop - 1 && !atBottom()) this.following = false;
      if (!this.following) return;
      log.scrollTop = log.scrollHeight;
      this.pinnedTop = log.scrollTop;
    };
    log.addEventListener('scroll', () => {
      this.following = atBottom();
      if (this.following) this.pinnedTop = log.scrollTop;
    });
    const changes = new MutationObserver(follow);
    changes.observe(this.box, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['hidden'] });
    const sizes = new ResizeObserver(follow);
    sizes.observe(log);
    this.watchers.push(changes, sizes);
  }

  /** The visitor asked, or opened the launcher's dialog: the newest text comes into view and is followed again. */
  private followAgain(): void {
    this.following = true;
    this.pinnedTop = 0;
  }

  private draw(chat: PublicChat): void {
    const { box } = this;
    // The owner's colours, only as colours: anything else is ignored (and a colour taken away goes back to ours).
    for (const [name, colour] of [['--p', chat.primary_color], ['--bg', chat.bg_color]] as const) {
      for (const el of [this.frame, box]) {
        if (colour && HEX.test(colour)) el.style.setProperty(name, colour);
        else el.style.removeProperty(name);
      }
    }
    // The text on the owner's background in a colour that reads there, as a form's (../view.ts): our dark grey on a
    // light background, white on a dark one.
    const bg = chat.bg_color && HEX.test(chat.bg_color) ? chat.bg_color : null;
    for (const [name, ours] of [['--fg', '#1f2937'], ['--fd', '#4b5563']] as const) {
      if (bg) box.style.setProperty(name, this.readableText(bg, ours));
      else box.style.removeProperty(name);
    }
    this.title.textContent = chat.name;
    if (!this.options.launcher) {
      box.setAttribute('role', 'region');
      box.setAttribute('aria-labelledby', 't');
    }
    this.note.hidden = true;
    box.replaceChildren(this.title, this.log, this.questions, this.leadBox, this.note, this.form);
    // The owner's plan shows the product's branding: drawn with the chat, so it moves nothing when it appears.
    if (chat.show_branding === true) box.append(h('a', { class: 'brand', href: this.calls.brandingUrl, target: '_blank', rel: 'noopener', text: this.t('madeWith') }));
  }

  /**
   * The launcher: a floating button and the chat in a modal dialog above it. Opening moves the focus into the chat
   * (the question box); Tab and Shift+Tab go round the dialog's own controls and never leave it while it is open;
   * Escape or the close button closes it and gives the focus back to the button.
   */
  private launcher(): HTMLElement[] {
    const { t } = this;
    const open = h('button', { type: 'button', class: 'launch', 'aria-haspopup': 'dialog', 'aria-expanded': 'false', text: t('open') });
    const close = h('button', { type: 'button', class: 's x', 'aria-label': t('close'), text: '×' });
    const dialog = h('div', { class: 'dlg', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 't', hidden: '' }, close, this.box);
    const show = (shown: boolean) => {
      dialog.hidden = !shown;
      open.setAttribute('aria-expanded', String(shown));
      if (!shown) return open.focus();
      this.followAgain();
      (this.input.isConnected ? this.input : close).focus();
    };
    open.addEventListener('click', () => show(open.getAttribute('aria-expanded') !== 'true'));
    close.addEventListener('click', () => show(false));
    dialog.addEventListener('keydown', (event) => {
      // WebKitGTK names Shift+Tab 'Unidentified' (GTK's ISO_Left_Tab key has no name there); its code is still Tab.
      if (event.key === 'Tab' || event.code === 'Tab') {
        // Every Tab is ours: the browser's next stop would be the button behind the dialog, then the owner's page.
        event.preventDefault();
        const stops = [...dialog.querySelectorAll<HTMLElement>('button,textarea,input,a[href],[tabindex="0"]')].filter(
          (el) => !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0,
        );
        const at = stops.indexOf(this.shadow.activeElement as HTMLElement);
        const step = event.shiftKey ? -1 : 1;
        // `at` wraps backwards by itself (-1 is the last); forwards past the last is the first.
        stops.at(at < 0 ? Math.min(step, 0) : (at + step) % stops.length)?.focus();
      }
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      show(false);
    });
    return [dialog, open];
  }

  /** The initial questions, as buttons, while the conversation is empty. */
  private showQuestions(): void {
    const list = this.log.childElementCount === 0 ? (this.chat?.initial_questions ?? []) : [];
    this.questions.replaceChildren(
      ...list.map((question) => {
        const button = h('button', { type: 'button', class: 's', text: question });
        button.addEventListener('click', () => void this.ask(question));
        return button;
      }),
    );
    this.questions.hidden = list.length === 0;
  }

  private addMessage(message: ChatEmbedMessage): HTMLElement {
    const mine = message.role === 'user';
    const body = h('div');
    const bubble = h('div', { class: mine ? 'm u' : 'm a' }, h('span', { class: 'sr', text: this.t(mine ? 'you' : 'bot') }), body);
    if (mine) body.textContent = message.content;
    else this.painter(body)(message.content);
    if (message.sources.length > 0) this.addSources(bubble, message.sources);
    this.log.append(bubble);
    return bubble;
  }

  /** Source links: http(s) addresses only; a source without one is named as text. */
  private addSources(bubble: HTMLElement, sources: readonly ChatEmbedSource[]): void {
    const line = h('p', { class: 'src', text: this.t('sources') });
    for (const source of sources) {
      const href = safeHttpUrl(source.url);
      line.append(
        href
          ? h('a', { href, target: '_blank', rel: 'noopener noreferrer nofollow', text: source.title || href })
          : h('span', { text: source.title }),
      );
    }
    bubble.append(line);
  }

  private forgetConversation(): void {
    this.uuid = null;
    this.save({ uuid: null });
  }

  private save(change: Partial<SavedChat>): void {
    this.saved = { ...this.saved, ...change };
    writeSaved(this.options.chatId, this.saved);
  }

  /**
   * Asks for an e-mail when the chat collects them and the visitor has not left one: after the chat's number of
   * answers, or at once when the last question asked for contact. Once shown it stays until the e-mail is sent.
   */
  private offerLead(lastQuestion: string): void {
    const after = this.chat?.lead_after_answers;
    if (typeof after !== 'number' || this.saved.lead || !this.leadBox.hidden) return;
    const answers = this.log.querySelectorAll('.a').length;
    if (answers < after && !(answers > 0 && CONTACT_REQUEST.test(lastQuestion))) return;
    const { t } = this;
    const input = h('input', { id: 'e', type: 'email', autocomplete: 'email', maxlength: '254', 'aria-describedby': 'lh le' });
    input.value = this.saved.email ?? '';
    input.addEventListener('input', () => this.save({ email: input.value }));
    const error = h('p', { id: 'le', class: 'err', role: 'alert' });
    const send = h('button', { type: 'submit', text: t('leadSend') });
    this.leadBox.replaceChildren(h('p', { id: 'lh', text: t('leadAsk') }), h('label', { for: 'e', text: t('email') }), input, error, send);
    this.leadBox.onsubmit = (event) => {
      event.preventDefault();
      void this.sendLead(input, error, send);
    };
    this.leadBox.hidden = false;
    this.say('leadAsk');
  }

  /**
   * The form's lead rules: an e-mail is required (checked here) and must be an address (checked by the server with
   * the form lead's one rule, its 400 shown as `emailInvalid`). The widget's validators stay out of this chunk: shared
   * with widget.js they would become a chunk of their own that widget.js loads too, past its budget.
   */
  private async sendLead(input: HTMLInputElement, error: HTMLElement, send: HTMLButtonElement): Promise<void> {
    const email = input.value.trim();
    const problem: ChatTextKey | null = email === '' ? 'emailRequired' : null;
    const show = (key: ChatTextKey | null) => {
      error.textContent = key ? this.t(key) : '';
      // Only a refused address marks the field; a failed call says why but leaves the field as it is.
      input.setAttribute('aria-invalid', String(key === 'emailRequired' || key === 'emailInvalid'));
      if (key) input.focus();
    };
    show(problem);
    if (problem || send.disabled) return;
    send.disabled = true;
    try {
      if (!this.uuid) this.save({ uuid: (this.uuid = (await this.client.start()).uuid) });
      await this.client.lead(this.uuid, email);
      this.save({ lead: true, email: '' });
      this.leadBox.replaceChildren(h('p', { text: this.t('leadThanks').replace('{email}', email) }));
      this.say('leadThanks');
    } catch (failure) {
      const status = failure instanceof this.calls.CallError ? failure.status : -1;
      // What the visitor typed stays in the field, with the reason next to it.
      show(status === 400 ? 'emailInvalid' : status === 0 ? 'network' : 'failed');
    } finally {
      send.disabled = false;
    }
  }

  private setBusy(busy: boolean): void {
    this.sendButton.disabled = busy;
    this.stopButton.hidden = !busy;
  }

  private say(key: ChatTextKey): void {
    this.live.textContent = this.t(key);
  }

  private fail(key: ChatTextKey): void {
    // The preview's word is a note, not a fault.
    this.note.classList.toggle('bad', key !== 'preview');
    this.note.textContent = this.t(key);
    this.note.hidden = false;
  }

  private async ask(raw: string, retried = false): Promise<void> {
    const question = raw.trim();
    if (!question || this.stream) return;
    if (this.options.preview) {
      // Nothing is asked from the editor's preview (no credits spent); what was typed stays in the box.
      this.fail('preview');
      return this.say('preview');
    }
    this.note.hidden = true;
    this.followAgain();
    const asked = this.addMessage({ role: 'user', content: question, sources: [], stopped: false });
    this.input.value = '';
    this.showQuestions();
    this.input.focus();
    const stream = (this.stream = new AbortController());
    this.setBusy(true);
    this.say('writing');
    let bubble: HTMLElement | null = null;
    let answer = '';
    let paint: ((text: string) => void) | null = null;
    const onEvent = (event: ChatEmbedEvent) => {
      if (event.type === 'error') throw new this.calls.CallError(200, event.code);
      if (!bubble) {
        bubble = this.addMessage({ role: 'assistant', content: '', sources: [], stopped: false });
        bubble.setAttribute('aria-busy', 'true');
        paint = this.painter(bubble.lastElementChild as HTMLElement);
      }
      if (event.type === 'token') paint!((answer += event.text));
      if (event.type === 'sources') this.addSources(bubble, event.sources);
    };
    try {
      if (!this.uuid) this.save({ uuid: (this.uuid = (await this.client.start()).uuid) });
      await this.client.ask(this.uuid, question, onEvent, stream.signal);
      this.say(stream.signal.aborted ? 'stopped' : 'ready');
      if (!stream.signal.aborted) this.offerLead(question);
    } catch (error) {
      const status = error instanceof this.calls.CallError ? error.status : -1;
      const code = error instanceof this.calls.CallError ? error.code : '';
      if (!bubble) {
        // Nothing was answered: the question goes back into the box, as it was typed.
        asked.remove();
        if (!this.input.value) this.input.value = raw;
        this.showQuestions();
      }
      if (stream.signal.aborted) return this.say('stopped');
      if (status === 404 && !bubble && !retried && !this.gone) {
        // The conversation is gone on the server: start a new one once.
        this.forgetConversation();
        this.stream = null;
        this.setBusy(false);
        return this.ask(raw, true);
      }
      const key: ChatTextKey = REFUSALS.includes(code) ? (code as ChatTextKey) : status === 0 ? 'network' : status === 404 ? 'unavailable' : 'failed';
      this.fail(key);
      this.say(key);
    } finally {
      (bubble as HTMLElement | null)?.removeAttribute('aria-busy');
      if (this.stream === stream) this.stream = null;
      this.setBusy(false);
    }
  }
}
