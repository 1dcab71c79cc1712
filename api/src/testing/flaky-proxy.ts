import { createServer, connect, type Server, type Socket } from 'node:net';

export type ProxyMode = 'forward' | 'refuse' | 'blackhole';

/** A TCP hop between the API and PostgreSQL that can refuse connections or swallow traffic, like a failing network. */
export class FlakyProxy {
  mode: ProxyMode = 'forward';
  private readonly pairs = new Set<[Socket, Socket]>();
  private readonly held = new Set<Socket>();
  private server!: Server;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    this.server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  set(mode: ProxyMode): void {
    this.mode = mode;
    for (const [a, b] of this.pairs) {
      if (mode === 'refuse') {
        a.destroy();
        b.destroy();
      } else if (mode === 'blackhole') {
        a.unpipe(b);
        b.unpipe(a);
        a.pause();
        b.pause();
      } else {
        a.pipe(b);
        b.pipe(a);
      }
    }
    if (mode === 'forward') {
      const held = [...this.held];
      this.held.clear();
      for (const client of held) this.accept(client);
    }
  }

  async stop(): Promise<void> {
    for (const pair of this.pairs) for (const socket of pair) socket.destroy();
    for (const client of this.held) client.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private accept(client: Socket): void {
    client.on('error', () => undefined);
    if (this.mode === 'refuse') return void client.destroy();
    if (this.mode === 'blackhole') {
      this.held.add(client);
      return void client.pause();
    }
    const upstream = connect(this.target.port, this.target.host);
    upstream.on('error', () => client.destroy());
    const pair: [Socket, Socket] = [client, upstream];
    this.pairs.add(pair);
    const forget = () => this.pairs.delete(pair);
    client.on('close', () => {
      forget();
      upstream.destroy();
    });
    upstream.on('close', () => {
      forget();
      client.destroy();
    });
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
