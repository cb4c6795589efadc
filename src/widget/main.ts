/**
 * The widget script's entry: mounts every `.aii-cx-widget-root[data-id]` present now and added later (one
 * open shadow root each) and exposes `window.aiiCxWidget` with `mount()` and `destroy()`.
 */
import { WIDGET_GLOBAL, WIDGET_ROOT_SELECTOR } from '../domain/embed';
import type { WidgetGlobalApi } from './protocol';
import { mountChat } from './chatMount';
import { mountWidget } from './mount';

const widgets = new Map<Element, { destroy(): void }>();
let observer: MutationObserver | null = null;

/** Mounts the roots there are, and from then on those added later (and unmounts the removed ones). */
function mount(scope: ParentNode = document): void {
  for (const root of scope.querySelectorAll<HTMLElement>(WIDGET_ROOT_SELECTOR)) {
    if (!widgets.has(root)) widgets.set(root, root.dataset.chatId ? mountChat(root) : mountWidget(root));
  }
  observer ??= new MutationObserver(() => {
    for (const [root, widget] of widgets) {
      if (root.isConnected) continue;
      widget.destroy();
      widgets.delete(root);
    }
    mount();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}

function destroy(): void {
  observer?.disconnect();
  observer = null;
  for (const widget of widgets.values()) widget.destroy();
  widgets.clear();
}

type WidgetWindow = Window & { [WIDGET_GLOBAL]?: WidgetGlobalApi };
const w = window as WidgetWindow;
// The script may be included twice (an owner's page and a tag manager): the first copy does the work.
if (!w[WIDGET_GLOBAL]) {
  w[WIDGET_GLOBAL] = { mount, destroy };
  // The embed code's script is `async`: it may run while the page is still being read. The roots already read
  // start now, without waiting for the rest of the page; the watching mounts each one read after it.
  mount();
}
