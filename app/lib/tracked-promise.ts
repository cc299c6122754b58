/** A promise that says, once fulfilled, that it is and with what (React's own marks on a thenable). */
export type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * Marks `promise` fulfilled with its value once it is: from then on React's use() answers
 * synchronously instead of suspending, and a caller can read `.value` without waiting.
 */
export function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const marked = promise as TrackedPromise<T>;
  void marked.then((value) => {
    marked.status = 'fulfilled';
    marked.value = value;
  });
  return marked;
}
