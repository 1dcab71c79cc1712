// Why it waits for a quiet second after the app started: README, "Service worker".
if ('serviceWorker' in navigator) {
  let asked = false;
  const register = () => {
    if (!asked) navigator.serviceWorker.register('/service-worker.js', { scope: '/' });
    asked = true;
  };
  // Quiet: a second of whole idle periods (a browser grants at most 50 ms; a shorter one means work is waiting).
  const whenQuiet = (since) =>
    requestIdleCallback((deadline) => {
      const now = performance.now();
      const quietSince = deadline.timeRemaining() < 40 ? now : since;
      if (now - quietSince >= 1000) register();
      else whenQuiet(quietSince);
    });
  const settled = () => (self.requestIdleCallback ? whenQuiet(performance.now()) : setTimeout(register, 3000));
  addEventListener('lanka-relief:started', settled, { once: true });
  addEventListener('load', () => setTimeout(register, 20000));
}
