import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';

/**
 * An integrator's API key. Only a SHA-256 of the secret is stored: the secret is 32 random bytes, so a
 * fast hash is enough (a slow one is for guessable passwords), and a leaked table grants nothing.
 */
@Entity({ tableName: 'api_keys' })
export class ApiKey {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 200 })
  organisation!: string;

  /** The public part of the key, shown in lists and logs. */
  @Property({ type: 'string', length: 16, unique: true })
  prefix!: string;

  @Property({ type: 'string', length: 64, unique: true })
  secretHash!: string;

  @Property({ type: 'text[]' })
  scopes!: string[];

  @Property({ type: 'integer' })
  ratePerMinute!: number;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt?: Date | null;

  /** The last request made with the key, to the minute (written at most once a minute). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastUsedAt?: Date | null;
}
