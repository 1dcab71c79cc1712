import type { WebSocketServer } from 'ws';

/** WebSocket close code 1012, "service restart": clients reconnect (to another instance) and resume. */
export const SERVICE_RESTART = 1012;

/** Closes every live WebSocket with 1012 so subscribers move elsewhere at once instead of timing out. */
export function closeWebSockets(wsServer: WebSocketServer): void {
  for (const socket of wsServer.clients) socket.close(SERVICE_RESTART, 'Service restart');
}

/**
 * Runs `stop` once on the first SIGTERM or SIGINT, then exits 0 (1 if it failed or overran `limitMs`). A second
 * signal while stopping is ignored: the bound already guarantees the exit.
 */
export function onStopSignal(
  stop: (signal: string) => Promise<void>,
  limitMs: number,
  log: { info(m: string): void; error(m: string): void },
): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: stopping (in-flight requests get up to ${limitMs} ms)`);
    const overrun = setTimeout(() => {
      log.error(`Shutdown took longer than ${limitMs + 5_000} ms; exiting anyway`);
      process.exit(1);
    }, limitMs + 5_000);
    overrun.unref();
    stop(signal).then(
      () => {
        log.info('Stopped');
        process.exit(0);
      },
      (error: unknown) => {
        log.error(`Shutdown failed: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}
