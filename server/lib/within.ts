/** `work`'s answer, or a rejection with `message` once `ms` have passed without one. */
export async function within<T>(
  work: T | Promise<T>,
  ms: number,
  message = `no answer within ${ms} ms`,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([Promise.resolve(work), late]);
  } finally {
    clearTimeout(timer);
  }
}
