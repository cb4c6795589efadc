import { describe, expect, it } from 'vitest';
import { BASE_CSS } from '../css';
import { CHAT_CSS } from './chatView';

/** The rules of a stylesheet by selector, each with its declarations (one rule a line, as both are written). */
const rulesOf = (css: string) =>
  css
    .split('\n')
    .flatMap((line) => line.match(/[^{}]+\{[^{}]*\}/g) ?? [])
    .map((rule) => rule.trim());

describe("the chat's styles", () => {
  it('add to the base styles of forms instead of repeating them', () => {
    const base = new Set(rulesOf(BASE_CSS));
    expect(rulesOf(CHAT_CSS).filter((rule) => base.has(rule))).toEqual([]);
    // The host's reset and the box sizing come from the base, once.
    expect(CHAT_CSS).not.toContain(':host{all:initial');
    expect(CHAT_CSS).not.toContain('box-sizing');
  });
});
