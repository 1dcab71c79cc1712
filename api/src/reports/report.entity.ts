import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';
import { District, DsDivision } from '../geography/geography.entity.js';
import { PlaceResolvedBy } from '../geography/place-names.js';
import { Image } from '../images/image.entity.js';

export enum ReportStatus {
  PENDING = 'PENDING',
  ALERT_CREATED = 'ALERT_CREATED',
  DISMISSED = 'DISMISSED',
}

/** An early-warning (symptom) report from the public or a DS officer. */
@Entity({ tableName: 'reports' })
@Check({ name: 'reports_channel_check', expression: "channel in ('WEB', 'SMS')" })
@Check({ name: 'reports_contact_no_check', expression: "contact_no ~ '^[0-9]{10}$'" })
@Check({ name: 'reports_description_length_check', expression: 'char_length(btrim(description)) >= 10' })
@Index({ properties: ['district', 'status', 'dateTime', 'id'] })
@Index({ properties: ['createdAt'] })
// The officers' queue of places to confirm (a null DS division), by district, oldest first.
@Index({
  name: 'reports_place_to_confirm_index',
  expression: `create index "reports_place_to_confirm_index" on "reports" ("district_code", "created_at", "id") where ds_division_code is null`,
})
export class Report {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 200 })
  reporterName!: string;

  @Property({ type: 'string', length: 20, nullable: true })
  nicNumber?: string | null;

  @Property({ type: 'string', length: 10 })
  contactNo!: string;

  @ManyToOne(() => District, { fieldName: 'district_code' })
  district!: District;

  @Index()
  /** Null while the place is to confirm: the name sent stands in no one DS division of the district (placeAsSent). */
  // No action on delete, as before it could be null: a DS division is never deleted from under its requests.
  @ManyToOne(() => DsDivision, { fieldName: 'ds_division_code', nullable: true, deleteRule: 'no action' })
  dsDivision?: DsDivision | null;

  /** The GN division, when the place was named by one (gazetteer P-code, LK1103005). */
  @Property({ type: 'string', length: 9, nullable: true })
  gnDivisionCode?: string | null;

  /** The DS division's field exactly as sent, kept when it was not a DS name (a town, village, GN division). */
  @Property({ type: 'string', length: 100, nullable: true })
  placeAsSent?: string | null;

  /** How the place was read (PlaceResolvedBy); null for places taken from a session and for places to confirm. */
  @Enum({ items: () => PlaceResolvedBy, nullable: true })
  placeResolvedBy?: PlaceResolvedBy | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  dateTime!: Date;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'double' })
  latitude!: number;

  @Property({ type: 'double' })
  longitude!: number;

  @Enum({ items: () => ReportStatus })
  status: ReportStatus & Opt = ReportStatus.PENDING;

  @ManyToOne(() => Image, { nullable: true })
  image?: Image | null;

  /**
   * The alert that closed it: one alert may close several reports of one event. An id, not a relation: the
   * alerts area sits above reports (ARCHITECTURE.md, layers). Set by the alerts service.
   */
  @Index()
  @Property({ type: 'integer', nullable: true })
  alertId?: number | null;

  /** The DS officer who filed it, when not from the public. */
  @ManyToOne(() => User, { nullable: true })
  submittedBy?: User | null;

  @Property({ type: 'string', length: 100, nullable: true, unique: true })
  idempotencyKey?: string | null;

  /** A hash of the payload first sent with the key: the same key with another payload is refused. */
  @Property({ type: 'string', length: 64, nullable: true })
  idempotencyPayload?: string | null;

  /** How it came in: WEB (the forms, the API) or SMS. Decides the officers' SMS marker without a join. */
  @Property({ type: 'text', default: 'WEB' })
  channel: string & Opt = 'WEB';

  /** The SMS it came from, exactly as sent: officers of the area only (policy). */
  @Property({ type: 'text', nullable: true })
  smsText?: string | null;

  @Property({ type: 'boolean' })
  isDemo: boolean & Opt = false;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
