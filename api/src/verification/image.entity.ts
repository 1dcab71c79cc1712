import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';

/** A photo as uploaded (D12), referenced by reports, contributions and alerts (D24). */
@Entity({ tableName: 'images' })
export class Image {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = crypto.randomUUID();

  @Property({ type: 'blob', lazy: true })
  bytes!: Buffer;

  /** Sniffed from the bytes, never the declared type. */
  @Property({ type: 'string', length: 50 })
  mimeType!: string;

  @Property({ type: 'integer' })
  byteSize!: number;

  @Property({ type: 'integer', nullable: true })
  width?: number | null;

  @Property({ type: 'integer', nullable: true })
  height?: number | null;

  @Index()
  @Property({ type: 'string', length: 64 })
  sha256!: string;

  /** Perceptual hash (hex) for spotting a photo reused from an earlier report. */
  @Property({ type: 'string', length: 64, nullable: true })
  perceptualHash?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  uploadedAt: Date & Opt = new Date();
}

export enum Verdict {
  AUTHENTIC = 'AUTHENTIC',
  SUSPICIOUS = 'SUSPICIOUS',
  UNKNOWN = 'UNKNOWN',
}

/** One run of the photo check; the newest per image is the current result. Re-verifying adds a row. */
@Entity({ tableName: 'image_verifications' })
@Index({ properties: ['image', 'createdAt'] })
export class ImageVerification {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Image, { deleteRule: 'cascade' })
  image!: Image;

  @Enum({ items: () => Verdict })
  verdict!: Verdict;

  @Property({ type: 'integer' })
  confidence!: number;

  @Property({ type: 'integer', nullable: true })
  matchScore?: number | null;

  @Property({ type: 'text' })
  analysis!: string;

  @Property({ type: 'text[]' })
  flags!: string[];

  @Property({ type: 'text' })
  recommendation!: string;

  @Property({ type: 'string', length: 100 })
  provider!: string;

  @Property({ type: 'integer' })
  minConfidence!: number;

  @ManyToOne(() => User, { nullable: true })
  requestedBy?: User | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
