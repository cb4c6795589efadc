import { describe, expect, it } from 'vitest';
import { answerAsPlainText } from './plainText';

describe('answerAsPlainText', () => {
  it('keeps the words of HTML and drops its tags, without eating a bracket', () => {
    expect(answerAsPlainText('Act <b>now</b>!')).toBe('Act now!');
    expect(answerAsPlainText('<p>One</p><p>Two<br>three</p>')).toBe('One Two three');
    expect(answerAsPlainText('Tom &amp; Jerry &lt;3')).toBe('Tom & Jerry <3');
  });

  it('keeps comparison signs that are not tags', () => {
    expect(answerAsPlainText('5 > 3 and 2 < 4, x<3')).toBe('5 > 3 and 2 < 4, x<3');
    expect(answerAsPlainText('> quoted')).toBe('> quoted');
  });

  it('reads markdown as its words', () => {
    expect(answerAsPlainText('# Plan\n\n**Bold** and *it* `code` [site](https://a.example)\n\n- a\n- b')).toBe('Plan Bold and it code site a; b');
    expect(answerAsPlainText('snake_case stays, and so do - dashes')).toBe('snake_case stays, and so do - dashes');
  });

  it('cuts a long answer at the limit with an ellipsis', () => {
    expect(answerAsPlainText('word '.repeat(40), 12)).toBe('word word w…');
    expect(answerAsPlainText('short', 12)).toBe('short');
  });
});
