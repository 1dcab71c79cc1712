import { Migration } from '@mikro-orm/migrations';

/**
 * A volunteer's sign-up follows the rule of places to confirm: with a known district and a place name that stands in
 * no one DS division, the account is kept with its district only and the name as sent, for an officer of the district
 * to place. Only a DS officer needs a division. Placing a volunteer is audited with its own subject.
 */
const SUBJECTS = `('AID_REQUEST', 'CONTRIBUTION', 'ALERT', 'REPORT', 'SMS_MESSAGE', 'VOLUNTEER')`;
const OLD_SUBJECTS = `('AID_REQUEST', 'CONTRIBUTION', 'ALERT', 'REPORT', 'SMS_MESSAGE')`;

export class Migration20261207180000_volunteer_places_to_confirm extends Migration {
  override name = 'Migration20261207180000_volunteer_places_to_confirm';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "place_as_sent" varchar(100) null;`);
    this.addSql(`alter table "users" drop constraint "users_ds_division_by_role_check";`);
    this.addSql(
      `alter table "users" add constraint "users_ds_division_by_role_check" check (role <> 'DS_OFFICER' or ds_division_code is not null);`,
    );
    this.addSql(
      `alter table "audit_log" drop constraint "audit_log_subject_type_check", add constraint "audit_log_subject_type_check" check ("subject_type" in ${SUBJECTS});`,
    );
    this.addSql(
      `create index "users_place_to_confirm_index" on "users" ("district_code", "created_at", "id") where ds_division_code is null and role = 'VOLUNTEER';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "users_place_to_confirm_index";`);
    this.addSql(
      `alter table "audit_log" drop constraint "audit_log_subject_type_check", add constraint "audit_log_subject_type_check" check ("subject_type" in ${OLD_SUBJECTS});`,
    );
    this.addSql(`alter table "users" drop constraint "users_ds_division_by_role_check";`);
    this.addSql(
      `alter table "users" add constraint "users_ds_division_by_role_check" check (role = 'DMC_OFFICER' or ds_division_code is not null);`,
    );
    this.addSql(`alter table "users" drop column "place_as_sent";`);
  }
}
