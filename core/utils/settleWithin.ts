/**
 * `work`, or the error `onTimeout` makes once `ms` have passed without it settling. The timer
 * keeps the process alive meanwhile: a promise that never settles would otherwise let Node exit
 * halfway, with nothing said about what it waited for. `work` itself is not stopped (nothing can
 * stop a module's top-level await); the caller reports the error and moves on or exits.
 */
export function settleWithin<T>({ work, ms, onTimeout }: { work: Promise<T>; ms: number; onTimeout: () => Error }): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
