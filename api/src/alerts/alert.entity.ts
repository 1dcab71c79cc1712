import { Collection } from '@mikro-orm/core';
import type { Opt } from '@mikro-orm/core';
import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToMany,
  ManyToOne,
  OneToOne,
  PrimaryKey,
  Property,
} from '@mikro-orm/decorators/legacy';
import { User } from '../accounts/user.entity.js';
import { District, DsDivision } from '../geography/geography.entity.js';
import { Report } from '../reports/report.entity.js';
import { Image } from '../images/image.entity.js';
import type { OfficerTexts } from './alert-texts.js';

export enum AlertType {
  FLOOD = 'FLOOD',
  LANDSLIDE = 'LANDSLIDE',
  CYCLONE = 'CYCLONE',
  DROUGHT = 'DROUGHT',
  FIRE = 'FIRE',
  OTHER = 'OTHER',
}

export enum Severity {
  LOW = 'LOW',
  MEDIUM = 'MEDIUM',
  HIGH = 'HIGH',
}

export enum AlertStatus {
  ONGOING = 'ONGOING',
  RESOLVED = 'RESOLVED',
}

@Entity({ tableName: 'alerts' })
@Check({ name: 'alerts_custom_type_check', expression: "(type = 'OTHER') = (custom_type is not null)" })
@Check({ name: 'alerts_reporter_contact_check', expression: "reporter_contact ~ '^[0-9]{10}$'" })
// One index per list and filter, ending in the list's sort key and the id (keyset paging).
@Index({ properties: ['issuedAt', 'id'] })
@Index({ properties: ['status', 'issuedAt', 'id'] })
@Index({ properties: ['district', 'issuedAt', 'id'] })
@Index({ properties: ['dsDivision', 'status', 'issuedAt', 'id'] })
// The public map clusters the alerts of a box (index-only: the grid needs nothing else).
@Index({ properties: ['latitude', 'longitude', 'id'] })
export class Alert {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Enum({ items: () => AlertType })
  type!: AlertType;

  /** The officer's own words when the type is OTHER (D6). */
  @Property({ type: 'string', length: 100, nullable: true })
  customType?: string | null;

  @Enum({ items: () => Severity })
  severity: Severity & Opt = Severity.MEDIUM;

  @Enum({ items: () => AlertStatus })
  status: AlertStatus & Opt = AlertStatus.ONGOING;

  @ManyToOne(() => District, { fieldName: 'district_code' })
  district!: District;

  @ManyToOne(() => DsDivision, { fieldName: 'ds_division_code' })
  dsDivision!: DsDivision;

  /**
   * Further DS divisions of the same district the alert covers (NBRO lists several per warning level). The first
   * DS (`dsDivision`) places the alert: its lists, counts, point and who resolves it; every DS gets an area in CAP,
   * a line on the alert's page and its SMS subscribers.
   */
  @Index({ name: 'alerts_also_ds_division_codes_index', type: 'gin' })
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  alsoDsDivisionCodes: string[] & Opt = [];

  @Property({ type: 'double' })
  latitude!: number;

  @Property({ type: 'double' })
  longitude!: number;

  @Property({ type: 'string', length: 10, nullable: true })
  reporterContact?: string | null;

  @ManyToOne(() => User, { nullable: true })
  createdBy?: User | null;

  /** The early-warning report it was published from, if any (D17). */
  @OneToOne(() => Report, { nullable: true, owner: true })
  sourceReport?: Report | null;

  @ManyToMany(() => Image, undefined, { pivotTable: 'alert_images' })
  images = new Collection<Image>(this);

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  issuedAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  resolvedAt?: Date | null;

  /** When it stops being in force (CAP `expires`), chosen or its type's default when published; null on older rows. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  expiresAt?: Date | null;

  @ManyToOne(() => User, { nullable: true })
  resolvedBy?: User | null;

  /** The officer's own headline and instruction per language; generated texts stand for the rest. */
  @Property({ type: 'json', nullable: true })
  texts?: OfficerTexts | null;

  @Property({ type: 'boolean' })
  isDemo: boolean & Opt = false;
}
