/**
 * Pathological answers for the markdown benchmarks: 200 KB of openers without closers,
 * closers without openers, spans that nest, and lines of them. The demo answer echoes a visitor's values, so
 * an answer can be any of these. Shared by the unit benchmark (the reader) and the browser benchmark story
 * (the app's and the widget's renderers).
 */
export const HOSTILE_ANSWER_LENGTH = 200_000;

const fill = (unit: string) => unit.repeat(Math.ceil(HOSTILE_ANSWER_LENGTH / unit.length)).slice(0, HOSTILE_ANSWER_LENGTH);

export const hostileAnswers: Readonly<Record<string, string>> = {
  'open brackets': fill('['),
  stars: fill('*'),
  underscores: fill('_'),
  backticks: fill('`'),
  'label ends': fill(']('),
  'links without an end': fill('[a]('),
  // An address that reads over every link after it and has no end: each is read once more, not once per link.
  'an address over links in brackets': `[a](${fill('[b](c)')}`.slice(0, HOSTILE_ANSWER_LENGTH),
  'strong without an end': fill('**a'),
  'nested openers': fill('[**[*`__'),
  'emphasis without an end': fill('*a '),
  'bare schemes': fill('http://'),
  'an address of dots': `http://a${fill('.')}`,
  'lines of brackets': fill('[[[[\n'),
  'list items of brackets': fill('- [[[[\n'),
  'headings of openers': fill('# **[[\n'),
  'fences': fill('```\n'),
  'closed spans': fill('**a** *b* `c` [d](https://e.example) '),
};
