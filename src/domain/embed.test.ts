import { describe, expect, it } from 'vitest';
import { buildEmbedSnippet, changePreviewModeEvent, setModelDataEvent, toPreviewMode } from './embed';

describe('buildEmbedSnippet', () => {
  it('is a module script tag and one root element naming the form', () => {
    expect(buildEmbedSnippet({ scriptUrl: 'https://app.example/app/widget.js', target: { formId: 42 } })).toBe(
      '<script type="module" async src="https://app.example/app/widget.js"></script>\n' +
        '<div class="aii-cx-widget-root" data-id="42"></div>',
    );
  });

  it('escapes what it puts in attributes, so neither value can leave its attribute', () => {
    const snippet = buildEmbedSnippet({ scriptUrl: 'https://x.example/w.js?a=1&b="><script>', target: { formId: '7"><img>' } });
    expect(snippet).toBe(
      '<script type="module" async src="https://x.example/w.js?a=1&amp;b=&quot;&gt;&lt;script&gt;"></script>\n' +
        '<div class="aii-cx-widget-root" data-id="7&quot;&gt;&lt;img&gt;"></div>',
    );
  });

  it('reserves the form\'s measured height around the root, in whole pixels', () => {
    expect(buildEmbedSnippet({ scriptUrl: 'https://app.example/app/widget.js', target: { formId: 42 }, height: 611.2 })).toBe(
      '<script type="module" async src="https://app.example/app/widget.js"></script>\n' +
        '<div style="min-height:612px"><div class="aii-cx-widget-root" data-id="42"></div></div>',
    );
  });

  it('writes a height only when it is a sensible number, never other text', () => {
    const plain = buildEmbedSnippet({ scriptUrl: 'https://app.example/w.js', target: { formId: 1 } });
    for (const height of [0, -5, Number.NaN, Number.POSITIVE_INFINITY, 1e21]) {
      expect(buildEmbedSnippet({ scriptUrl: 'https://app.example/w.js', target: { formId: 1 }, height })).toBe(plain);
    }
    // Whatever reaches it at run time (a value read from the page), text is never copied into the style.
    const text = '1px;background:url(https://evil.example)' as unknown as number;
    expect(buildEmbedSnippet({ scriptUrl: 'https://app.example/w.js', target: { formId: 1 }, height: text })).toBe(plain);
  });

  it('with the backend\'s address, starts the form\'s call with the page (a preload the widget\'s call takes)', () => {
    expect(buildEmbedSnippet({ scriptUrl: 'https://app.example/app/widget.js', target: { formId: 42 }, apiUrl: 'https://api.example/' })).toBe(
      '<link rel="preload" as="fetch" crossorigin href="https://api.example/api/v1/lead_forms/42/widget/">\n' +
        '<script type="module" async src="https://app.example/app/widget.js"></script>\n' +
        '<div class="aii-cx-widget-root" data-id="42"></div>',
    );
    // The id is escaped as a path part and as an attribute; a chat has no form call to start.
    expect(buildEmbedSnippet({ scriptUrl: 's.js', target: { formId: '7"><b>' }, apiUrl: 'https://api.example' })).toContain(
      'href="https://api.example/api/v1/lead_forms/7%22%3E%3Cb%3E/widget/"',
    );
    expect(buildEmbedSnippet({ scriptUrl: 's.js', target: { chatId: 5, launcher: false }, apiUrl: 'https://api.example' })).not.toContain('preload');
  });

  it('names a chat, in the page or behind the floating button', () => {
    const scriptUrl = 'https://app.example/app/widget.js';
    expect(buildEmbedSnippet({ scriptUrl, target: { chatId: 5, launcher: false } })).toBe(
      `<script type="module" async src="${scriptUrl}"></script>\n<div class="aii-cx-widget-root" data-chat-id="5"></div>`,
    );
    expect(buildEmbedSnippet({ scriptUrl, target: { chatId: '5"><b>', launcher: true } })).toBe(
      `<script type="module" async src="${scriptUrl}"></script>\n<div class="aii-cx-widget-root" data-chat-id="5&quot;&gt;&lt;b&gt;" data-launcher></div>`,
    );
  });
});

describe('preview events', () => {
  it('are addressed by form id', () => {
    expect(setModelDataEvent(12)).toBe('aii-cx-widget-12-set-model-data');
    expect(changePreviewModeEvent('12')).toBe('aii-cx-widget-12-change-preview-mode');
  });

  it('treat an unknown mode as the whole form', () => {
    expect(toPreviewMode('leadForm')).toBe('leadForm');
    expect(toPreviewMode('gratitude')).toBe('gratitude');
    expect(toPreviewMode('nonsense')).toBe('whole');
    expect(toPreviewMode(undefined)).toBe('whole');
  });
});
