import { PrimaryKeyProp } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Rings of polygons, [lng, lat] pairs, as in GeoJSON MultiPolygon coordinates. */
export type Boundary = number[][][][];

@Entity({ tableName: 'districts' })
export class District {
  [PrimaryKeyProp]?: 'code';

  @PrimaryKey({ type: 'string', length: 8 })
  code!: string;

  @Property({ type: 'string', length: 100 })
  nameEn!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  nameSi?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  nameTa?: string | null;

  @Property({ type: 'string', length: 100 })
  province!: string;

  @Property({ type: 'double' })
  centroidLat!: number;

  @Property({ type: 'double' })
  centroidLng!: number;

  @Property({ type: 'json', lazy: true })
  boundary!: Boundary;
}

@Entity({ tableName: 'ds_divisions' })
@Check({ name: 'ds_divisions_office_contact_check', expression: "office_contact ~ '^[0-9]{10}$'" })
export class DsDivision {
  [PrimaryKeyProp]?: 'code';

  @PrimaryKey({ type: 'string', length: 8 })
  code!: string;

  @Index()
  @ManyToOne(() => District, { fieldName: 'district_code' })
  district!: District;

  @Property({ type: 'string', length: 100 })
  nameEn!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  nameSi?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  nameTa?: string | null;

  @Property({ type: 'double' })
  centroidLat!: number;

  @Property({ type: 'double' })
  centroidLng!: number;

  @Property({ type: 'json', lazy: true })
  boundary!: Boundary;

  /** The DS office's public contact number (D16): set with the first DS officer, editable in DS settings. */
  @Property({ type: 'string', length: 10, nullable: true })
  officeContact?: string | null;
}
