/**
 * One request per single-use token link, even when React's StrictMode runs an effect twice or
 * the screen remounts: the second caller gets the first call's promise instead of spending the
 * token again (which would answer U017 and hide the real outcome).
 */
export function onceByKey<T>(): (key: string, run: () => Promise<T>) => Promise<T> {
  const calls = new Map<string, Promise<T>>();
  return (key, run) => {
    let pending = calls.get(key);
    if (!pending) {
      pending = run();
      calls.set(key, pending);
    }
    return pending;
  };
}
