if ('serviceWorker' in navigator) {
  const register = () => navigator.serviceWorker.register('/service-worker.js', { scope: '/' });
  addEventListener('lanka-relief:started', register, { once: true });
  addEventListener('load', () => setTimeout(register, 20000));
}
