import pg from 'pg';

/**
 * Asks PostgreSQL `select 1` on a connection of its own, so a pool saturated by ordinary work never reads as an
 * outage. A failed or late answer drops the connection; the next ping opens a new one.
 */
export class DatabasePinger {
  private client: pg.Client | null = null;

  constructor(
    private readonly url: string,
    private readonly timeoutMs: number,
  ) {}

  async ping(): Promise<void> {
    try {
      this.client ??= await this.connect();
      await this.client.query({ text: 'select 1', query_timeout: this.timeoutMs } as pg.QueryConfig);
    } catch (error) {
      this.drop();
      throw error;
    }
  }

  close(): Promise<void> {
    const client = this.client;
    this.client = null;
    return client ? client.end().catch(() => undefined) : Promise.resolve();
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: this.timeoutMs,
      application_name: 'lanka-relief-health',
    });
    client.on('error', () => this.drop());
    try {
      await client.connect();
    } catch (error) {
      void client.end().catch(() => undefined);
      throw error;
    }
    return client;
  }

  private drop(): void {
    const client = this.client;
    this.client = null;
    // A black-holed server never answers the goodbye: do not wait for it.
    void client?.end().catch(() => undefined);
  }
}
