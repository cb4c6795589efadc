/**
 * The form's fonts, in a chunk of its own that the widget loads once it has a form (outside its 12 KB: the text shows
 * at once in the fallback and swaps when the font is in). Only fonts of the known list (src/domain/widgetFonts.ts)
 * load, each from its style sheet beside the widget's script on the app's host: an owner's font name never becomes
 * an address. The sheets go into the page's head, because @font-face rules inside a shadow root are ignored; first
 * in it, so a page that declares the same faces (the app's own pages) keeps its own files and nothing loads twice.
 * A sheet stays while any widget uses its font and leaves with the last one.
 */
import { DEFAULT_BODY_FONT, DEFAULT_HEADER_FONT, widgetFonts, widgetFontSheet, type WidgetFont } from '../domain/widgetFonts';

const fontsOf = new Map<object, WidgetFont[]>();
const SHEET_ATTRIBUTE = 'data-aii-cx-font';

const known = (name: string): name is WidgetFont => (widgetFonts as readonly string[]).includes(name);

/** `user` (a widget) now shows these fonts (null: the default one); `[]` when it leaves. */
export function holdFonts(user: object, fonts: [header: string | null, body: string | null] | []): void {
  const [header, body] = fonts;
  const chosen = fonts.length ? [header || DEFAULT_HEADER_FONT, body || DEFAULT_BODY_FONT].filter(known) : [];
  if (chosen.length) fontsOf.set(user, chosen);
  else fontsOf.delete(user);
  const wanted = new Set([...fontsOf.values()].flat());
  for (const sheet of document.head.querySelectorAll(`link[${SHEET_ATTRIBUTE}]`)) {
    if (!wanted.delete(sheet.getAttribute(SHEET_ATTRIBUTE) as WidgetFont)) sheet.remove();
  }
  for (const font of wanted) {
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = new URL(widgetFontSheet(font), import.meta.url).href;
    sheet.setAttribute(SHEET_ATTRIBUTE, font);
    document.head.prepend(sheet);
  }
}
