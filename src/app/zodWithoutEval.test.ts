import { expect, it, vi } from 'vitest';

it('zod, loaded after the app set its configuration, never probes for eval (the pages allow none)', async () => {
  const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  delete shared.__zod_globalConfig;
  vi.resetModules();
  await import('./zodWithoutEval');
  const FunctionBefore = globalThis.Function;
  const probe = vi.fn();
  // A Function constructor that reports being called, as the page's policy would report the probe.
  globalThis.Function = new Proxy(FunctionBefore, {
    construct(target, args: unknown[]) {
      probe();
      return Reflect.construct(target, args) as object;
    },
  });
  try {
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    z.object({ name: z.string() }).parse({ name: 'Quote' });
    expect(probe).not.toHaveBeenCalled();
  } finally {
    globalThis.Function = FunctionBefore;
  }
});
