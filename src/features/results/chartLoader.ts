/**
 * uPlot makes a number format of `navigator.language` as its module loads. A browser may report a tag its own
 * Intl refuses: WebKitGTK on a machine with the C or POSIX locale says "C", and `new Intl.NumberFormat('C')`
 * throws. The chart's module then fails to load, and Results with it ("invalid language tag: C"). For such a
 * browser the language reads as en-US while the module loads (the chart's own labels use the interface
 * language); any other browser loads it untouched.
 */
export async function loadWithUsableLanguage<T>(load: () => Promise<T>, nav: { language: string } = navigator): Promise<T> {
  if (acceptedByIntl(nav.language)) return load();
  Object.defineProperty(nav, 'language', { value: 'en-US', configurable: true });
  try {
    return await load();
  } finally {
    // The own property goes; the browser's own (prototype) getter answers again.
    delete (nav as { language?: string }).language;
  }
}

function acceptedByIntl(tag: string): boolean {
  try {
    new Intl.NumberFormat(tag);
    return true;
  } catch {
    return false;
  }
}
