type AsyncCalls<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;
};

/**
 * An area's calls, fetched with their schemas (and zod) the first time one runs. The hooks sit in every
 * screen's chunk and in the first load; the calls and schemas arrive when data is asked for, so a screen paints
 * its loading state without waiting for them. `const { getX } = lazyCalls(() => import('../endpoints/x'))`.
 */
export function lazyCalls<T extends object>(load: () => Promise<T>): AsyncCalls<T> {
  return new Proxy({} as AsyncCalls<T>, {
    get: (_, name) => async (...args: unknown[]) => {
      const call = (await load())[name as keyof T] as (...args: unknown[]) => unknown;
      return call(...args);
    },
  });
}
