import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { User } from './user.entity.js';

/** A server-side session. Only a SHA-256 of the token is stored, so a leaked table grants nothing. */
@Entity({ tableName: 'sessions' })
export class Session {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = crypto.randomUUID();

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  /** The absolute end: login time plus the configured absolute lifetime. */
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  /** The last request seen with this session, for the idle expiry (updated at most once a minute). */
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  lastSeenAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt?: Date | null;
}

/** One login try, kept to throttle guessing per user id and per client (D15) across API instances. */
@Entity({ tableName: 'login_attempts' })
@Index({ properties: ['key', 'attemptedAt'] })
export class LoginAttempt {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 100 })
  key!: string;

  @Property({ type: 'boolean' })
  succeeded!: boolean;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  attemptedAt: Date & Opt = new Date();
}
