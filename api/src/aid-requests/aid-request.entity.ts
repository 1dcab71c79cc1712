import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';
import { District, DsDivision } from '../geography/geography.entity.js';
import { PlaceResolvedBy } from '../geography/place-names.js';

export enum AidRequestType {
  EMERGENCY = 'EMERGENCY',
  POST_DISASTER = 'POST_DISASTER',
}

/** PENDING (post-disaster only) -> APPROVED ("ongoing") | REJECTED; APPROVED -> DELIVERED; PENDING or APPROVED -> MERGED (a duplicate). */
export enum AidRequestStatus {
  PENDING = 'PENDING',
  APPROVED = 'APPROVED',
  REJECTED = 'REJECTED',
  DELIVERED = 'DELIVERED',
  MERGED = 'MERGED',
}

@Entity({ tableName: 'aid_requests' })
@Check({ name: 'aid_requests_channel_check', expression: "channel in ('WEB', 'SMS')" })
@Check({ name: 'aid_requests_contact_no_check', expression: "contact_no ~ '^[0-9]{10}$'" })
@Check({ name: 'aid_requests_family_size_check', expression: 'family_size >= 1' })
// One index per list and filter, ending in the list's sort key and the id (keyset paging).
@Index({ properties: ['status', 'createdAt', 'id'] })
@Index({ properties: ['district', 'status', 'createdAt', 'id'] })
@Index({ properties: ['dsDivision', 'status', 'createdAt', 'id'] })
@Index({ properties: ['district', 'status', 'requestType', 'dateTime', 'id'] })
@Index({ properties: ['createdAt'] })
// The public map clusters a layer's points of a box (index-only: the grid needs nothing else).
@Index({ properties: ['status', 'latitude', 'longitude', 'id'] })
// Duplicate detection looks up a division's requests by phone, NIC and name key.
@Index({ properties: ['dsDivision', 'contactNo'] })
@Index({ properties: ['dsDivision', 'nicNumber'] })
@Index({ properties: ['dsDivision', 'nameKey'] })
// The start-up name-key backfill (name-key-backfill.ts) reads only the requests still without a key: almost always
// none, so each start reads this near-empty index instead of walking the table. Its predicate is the backfill's WHERE.
@Index({
  name: 'aid_requests_name_key_missing_index',
  expression: `create index "aid_requests_name_key_missing_index" on "aid_requests" ("id") where name_key is null and full_name is not null`,
})
// The officers' queue of places to confirm (a null DS division), by district, oldest first.
@Index({
  name: 'aid_requests_place_to_confirm_index',
  expression: `create index "aid_requests_place_to_confirm_index" on "aid_requests" ("district_code", "created_at", "id") where ds_division_code is null`,
})
export class AidRequest {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Enum({ items: () => AidRequestType })
  requestType!: AidRequestType;

  @Enum({ items: () => AidRequestStatus })
  status!: AidRequestStatus;

  @Property({ type: 'string', length: 200, nullable: true })
  fullName?: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  nicNumber?: string | null;

  /** The name's romanising key (`nameKey` of shared/duplicate-rules.ts): one for every script and spelling of a name. */
  @Property({ type: 'string', length: 200, nullable: true })
  nameKey?: string | null;

  @Property({ type: 'string', length: 10 })
  contactNo!: string;

  @Property({ type: 'integer' })
  familySize: number & Opt = 1;

  /** When the need arose (the form's Date and Time); defaults to the time of the request. */
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  dateTime!: Date;

  @Property({ type: 'text' })
  description!: string;

  /** Free text within the support lists of D5; "Other" is replaced by its text. */
  @Property({ type: 'string', length: 200 })
  typeSupport!: string;

  @ManyToOne(() => District, { fieldName: 'district_code' })
  district!: District;

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

  @Property({ type: 'double' })
  latitude!: number;

  @Property({ type: 'double' })
  longitude!: number;

  /** Sent by the client so a retry on a bad network never makes a second request. */
  @Property({ type: 'string', length: 100, nullable: true, unique: true })
  idempotencyKey?: string | null;

  /** A hash of the payload first sent with the key: the same key with another payload is refused. */
  @Property({ type: 'string', length: 64, nullable: true })
  idempotencyPayload?: string | null;

  /** The volunteer who filed it on behalf of a family (D7), if any. */
  @ManyToOne(() => User, { nullable: true })
  createdBy?: User | null;

  /** How it came in: WEB (the forms, the API) or SMS. Decides the officers' SMS marker without a join. */
  @Property({ type: 'text', default: 'WEB' })
  channel: string & Opt = 'WEB';

  /** The SMS it came from, exactly as sent: officers of the area only (policy). */
  @Property({ type: 'text', nullable: true })
  smsText?: string | null;

  /** The request this one was merged into as a duplicate (status MERGED); it keeps its own history and contact. */
  @ManyToOne(() => AidRequest, { nullable: true, fieldName: 'merged_into_id' })
  mergedInto?: AidRequest | null;

  @Property({ type: 'boolean' })
  isDemo: boolean & Opt = false;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
