import { Migration } from '@mikro-orm/migrations';

/**
 * Places to confirm: an aid request or early-warning report whose place name stands in no one DS division of the
 * district is kept with its district only (a null DS division) and the name as sent, for an officer to place. The GN
 * division is kept when a name was one. The place readings gain the gazetteer's levels and an officer's placing.
 */
const READINGS = `('NAME', 'ALIAS', 'GN_DIVISION', 'VILLAGE', 'COORDINATES', 'OFFICER')`;
const OLD_READINGS = `('NAME', 'ALIAS', 'COORDINATES')`;

export class Migration20261207144713_places_to_confirm extends Migration {
  override name = 'Migration20261207144713_places_to_confirm';

  override up(): void | Promise<void> {
    for (const table of ['aid_requests', 'reports']) {
      this.addSql(
        `alter table "${table}" add "gn_division_code" varchar(9) null, add "place_as_sent" varchar(100) null;`,
      );
      this.addSql(`alter table "${table}" alter column "ds_division_code" drop not null;`);
    }
    for (const table of ['aid_requests', 'reports', 'users']) {
      this.addSql(`alter table "${table}" drop constraint "${table}_place_resolved_by_check";`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_place_resolved_by_check" check ("place_resolved_by" in ${READINGS});`,
      );
    }
    // The officers' queue: a district's places to confirm, oldest first.
    this.addSql(
      `create index "aid_requests_place_to_confirm_index" on "aid_requests" ("district_code", "created_at", "id") where ds_division_code is null;`,
    );
    this.addSql(
      `create index "reports_place_to_confirm_index" on "reports" ("district_code", "created_at", "id") where ds_division_code is null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "aid_requests_place_to_confirm_index";`);
    this.addSql(`drop index "reports_place_to_confirm_index";`);
    for (const table of ['aid_requests', 'reports', 'users']) {
      this.addSql(`alter table "${table}" drop constraint "${table}_place_resolved_by_check";`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_place_resolved_by_check" check ("place_resolved_by" in ${OLD_READINGS});`,
      );
    }
    for (const table of ['aid_requests', 'reports']) {
      this.addSql(`alter table "${table}" alter column "ds_division_code" set not null;`);
      this.addSql(`alter table "${table}" drop column "gn_division_code", drop column "place_as_sent";`);
    }
  }
}
