import { describe, expect, it } from 'vitest';
import { buildEmbedSnippet, changePreviewModeEvent, setModelDataEvent, toPreviewMode } from './embed';

describe('buildEmbedSnippet', () => {
  it('is a module script tag and one root element naming the form', () => {
    expect(buildEmbedSnippet({ scriptUrl: 'https://app.example/app/widget.js', target: { formId: 42 } })).toBe(
      '<script type="module" src="https://app.example/app/widget.js"></script>\n' +
        '<div class="aii-cx-widget-root" data-id="42"></div>',
    );
  });

  it('escapes what it puts in attributes, so neither value can leave its attribute', () => {
    const snippet = buildEmbedSnippet({ scriptUrl: 'https://x.example/w.js?a=1&b="><script>', target: { formId: '7"><img>' } });
    expect(snippet).toBe(
      '<script type="module" src="https://x.example/w.js?a=1&amp;b=&quot;&gt;&lt;script&gt;"></script>\n' +
        '<div class="aii-cx-widget-root" data-id="7&quot;&gt;&lt;img&gt;"></div>',
    );
  });

  it('names a chat, in the page or behind the floating button', () => {
    const scriptUrl = 'https://app.example/app/widget.js';
    expect(buildEmbedSnippet({ scriptUrl, target: { chatId: 5, launcher: false } })).toBe(
      `<script type="module" src="${scriptUrl}"></script>\n<div class="aii-cx-widget-root" data-chat-id="5"></div>`,
    );
    expect(buildEmbedSnippet({ scriptUrl, target: { chatId: '5"><b>', launcher: true } })).toBe(
      `<script type="module" src="${scriptUrl}"></script>\n<div class="aii-cx-widget-root" data-chat-id="5&quot;&gt;&lt;b&gt;" data-launcher></div>`,
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
