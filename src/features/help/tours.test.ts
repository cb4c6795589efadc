import { describe, expect, it } from 'vitest';
import { tourMemory, tourNames } from './tours';

describe('tour memory', () => {
  it('remembers each tour under its own product key', () => {
    for (const name of tourNames) tourMemory.markDone(name);
    expect(tourNames.map((name) => localStorage.getItem(`lf.tour.${name}`))).toEqual(['true', 'true', 'true', 'true']);
  });

  it('tells shown from not shown, and forgets on reset', () => {
    expect(tourMemory.isDone('formStep2')).toBe(false);
    tourMemory.markDone('formStep2');
    expect(tourMemory.isDone('formStep2')).toBe(true);
    expect(tourMemory.isDone('app')).toBe(false);
    tourMemory.reset('formStep2');
    expect(tourMemory.isDone('formStep2')).toBe(false);
    expect(localStorage.getItem('lf.tour.formStep2')).toBeNull();
  });

  it('writes nothing for a tour the product does not have', () => {
    tourMemory.markDone('somethingElse');
    expect(tourMemory.isDone('somethingElse')).toBe(false);
    expect(localStorage.length).toBe(0);
  });
});
