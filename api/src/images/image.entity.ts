import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';

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
