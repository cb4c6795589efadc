type AsyncCalls<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;
};

/**
 * An area's calls, fetched with their schemas (and zod) the first time one runs. The hooks sit in every
 * screen's chunk and in the first load; the calls and schemas arrive when data is asked for, so a screen paints
 * its loading state without waiting for them. `const { getX } = lazyCalls(() => import('../endpoints/x'))`.
 * `preload` starts fetching them before the first call: a page opened with a session asks for its first answers
 * early (src/app/earlyCalls.ts), and their code should not arrive only after the screen that asks for them.
 */
export function lazyCalls<T extends object>(load: () => Promise<T>): AsyncCalls<T> & { preload: () => void } {
  const preload = () => void load().catch(() => undefined); // offline: the first call tries again
  return new Proxy({} as AsyncCalls<T> & { preload: () => void }, {
    get: (_, name) =>
      name === 'preload'
        ? preload
        : async (...args: unknown[]) => {
            const call = (await load())[name as keyof T] as (...args: unknown[]) => unknown;
            return call(...args);
          },
  });
}
