import { describe, expect, it } from 'vitest';
import { SESSION_RECORDING_MASK, startSessionRecording } from './recorder';

/** A page as the recorder would find it: what happened, in order. */
function fakePage() {
  const events: string[] = [];
  const attributes = new Map<string, string>();
  const page = {
    body: {
      setAttribute: (name: string, value: string) => {
        attributes.set(name, value);
        events.push(`mask ${name}=${value}`);
      },
    },
    head: { append: (script: { src: string }) => events.push(`script ${script.src}`) },
    querySelector: () => (events.some((event) => event.startsWith('script')) ? {} : null),
    createElement: () => ({ async: false, src: '', dataset: {} as Record<string, string> }),
  };
  return { page: page as unknown as Parameters<typeof startSessionRecording>[1], events, attributes };
}

describe('session recording', () => {
  it("masks the whole page before the recorder's script is added, and adds it once", () => {
    const { page, events, attributes } = fakePage();
    startSessionRecording('proj 1', page);
    startSessionRecording('proj 1', page);
    expect(events).toEqual([`mask ${SESSION_RECORDING_MASK}=True`, 'script https://www.clarity.ms/tag/proj%201']);
    expect(attributes.get('data-clarity-mask')).toBe('True');
  });
});
