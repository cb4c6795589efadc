import { describe, expect, it } from 'vitest';
import { chatLimits, isValidSourceUrl, validateChat, validateSources, type CheckedChat } from './chatRules';

const chat = (overrides: Partial<CheckedChat> = {}): CheckedChat => ({
  name: 'Support',
  model_name: null,
  docs_query_limit: null,
  vector_chunk_size: null,
  vector_chunk_overlap: null,
  link_limit: null,
  sources: [{ kind: 'text', text: 'We open at 9.' }],
  ...overrides,
});

describe('chat sources', () => {
  it('needs at least one source', () => {
    expect(validateSources([])).toEqual([{ where: 'sources', key: 'atLeastOneSource' }]);
  });

  it('checks each URL: given, valid, a sitemap ending in .xml, not twice', () => {
    expect(
      validateSources([
        { kind: 'webpage', url: ' ' },
        { kind: 'webpage', url: 'javascript:alert(1)' },
        { kind: 'sitemap', url: 'https://shop.example/sitemap' },
        { kind: 'webpage', url: 'https://shop.example/about/' },
        { kind: 'webpage', url: 'https://SHOP.example/about#team' },
        { kind: 'sitemap', url: 'https://shop.example/sitemap.xml' },
      ]),
    ).toEqual([
      { where: 'sources.0', key: 'urlRequired' },
      { where: 'sources.1', key: 'invalidUrl' },
      { where: 'sources.2', key: 'urlMustEnd', params: { ending: '.xml' } },
      { where: 'sources.4', key: 'duplicateUrl' },
    ]);
  });

  it('refuses an empty or repeated text and a file attached twice or not at all', () => {
    expect(
      validateSources([
        { kind: 'text', text: 'Prices' },
        { kind: 'text', text: '  Prices ' },
        { kind: 'text', text: '' },
        { kind: 'file', upload_id: 4 },
        { kind: 'file', upload_id: 4 },
        { kind: 'file', upload_id: null },
      ]),
    ).toEqual([
      { where: 'sources.1', key: 'duplicateText' },
      { where: 'sources.2', key: 'required' },
      { where: 'sources.4', key: 'duplicateUpload' },
      { where: 'sources.5', key: 'fileRequired' },
    ]);
  });

  it('accepts only http and https addresses with a host', () => {
    expect(isValidSourceUrl('https://example.com')).toBe(true);
    expect(isValidSourceUrl('http://example.com/a?b=1')).toBe(true);
    for (const bad of ['example.com', 'ftp://example.com', 'data:text/html,hi', 'https://localhost', '//example.com'])
      expect(isValidSourceUrl(bad)).toBe(false);
  });
});

describe('chat settings', () => {
  it('accepts a chat with defaults', () => {
    expect(validateChat(chat())).toEqual([]);
  });

  it("takes the chat's colours as #rrggbb or none, and nothing else", () => {
    expect(validateChat(chat({ primary_color: '#6D28D9', bg_color: null }))).toEqual([]);
    expect(validateChat(chat({ primary_color: '#6d2', bg_color: 'red;}</style>' }))).toEqual([
      { where: 'primary_color', key: 'colour' },
      { where: 'bg_color', key: 'colour' },
    ]);
  });

  it('needs a name and a known model', () => {
    expect(validateChat(chat({ name: '  ', model_name: 'gpt-9' }))).toEqual([
      { where: 'name', key: 'required' },
      { where: 'model_name', key: 'oneOf', params: { options: 'gpt-4o-mini, gpt-4o, gpt-4.1' } },
    ]);
  });

  it('keeps numbers within their bounds, and the overlap below the chunk size', () => {
    const { min, max } = chatLimits.chunkSize;
    expect(validateChat(chat({ vector_chunk_size: max + 1, docs_query_limit: 0 }))).toEqual([
      { where: 'docs_query_limit', key: 'range', params: { min: 1, max: 20 } },
      { where: 'vector_chunk_size', key: 'range', params: { min, max } },
    ]);
    expect(validateChat(chat({ vector_chunk_size: 300, vector_chunk_overlap: 300 }))).toEqual([
      { where: 'vector_chunk_overlap', key: 'overlapTooLarge' },
    ]);
  });
});
