/** Reads `read` every 200 ms until `ok` holds or the time is up, and answers the last value read (the test asserts it). */
export async function pollUntil<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last = await read();
  while (!ok(last) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await read();
  }
  return last;
}
