import { Migration } from '@mikro-orm/migrations';

export class Migration20261121051514_initial extends Migration {
  override name = 'Migration20261121051514_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "districts" ("code" varchar(8) not null, "name_en" varchar(100) not null, "name_si" varchar(100) null, "name_ta" varchar(100) null, "province" varchar(100) not null, "centroid_lat" double precision not null, "centroid_lng" double precision not null, "boundary" jsonb not null, primary key ("code"));`,
    );

    this.addSql(
      `create table "ds_divisions" ("code" varchar(8) not null, "district_code" varchar(8) not null, "name_en" varchar(100) not null, "name_si" varchar(100) null, "name_ta" varchar(100) null, "centroid_lat" double precision not null, "centroid_lng" double precision not null, "boundary" jsonb not null, "office_contact" varchar(10) null, primary key ("code"));`,
    );
    this.addSql(`create index "ds_divisions_district_code_index" on "ds_divisions" ("district_code");`);

    this.addSql(
      `create table "images" ("id" uuid not null, "bytes" bytea not null, "mime_type" varchar(50) not null, "byte_size" int not null, "width" int null, "height" int null, "sha256" varchar(64) not null, "perceptual_hash" varchar(64) null, "uploaded_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "images_sha256_index" on "images" ("sha256");`);

    this.addSql(
      `create table "login_attempts" ("id" serial primary key, "key" varchar(100) not null, "succeeded" boolean not null, "attempted_at" timestamptz not null);`,
    );
    this.addSql(`create index "login_attempts_key_attempted_at_index" on "login_attempts" ("key", "attempted_at");`);

    this.addSql(
      `create table "users" ("id" serial primary key, "role" text not null, "full_name" varchar(200) not null, "email" varchar(254) null, "contact_no" varchar(10) not null, "password_hash" varchar(200) not null, "district_code" varchar(8) not null, "ds_division_code" varchar(8) null, "available" boolean not null default false, "notification_preference" text not null default 'ALERTS', "is_demo" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    // User IDs are typed at /login: start them at five digits.
    this.addSql(`alter sequence "users_id_seq" restart with 10001;`);
    this.addSql(`create index "users_ds_division_code_role_index" on "users" ("ds_division_code", "role");`);
    this.addSql(`create index "users_district_code_role_index" on "users" ("district_code", "role");`);

    this.addSql(
      `create table "sessions" ("id" uuid not null, "token_hash" varchar(64) not null, "user_id" int not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`alter table "sessions" add constraint "sessions_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);

    this.addSql(
      `create table "reports" ("id" serial primary key, "reporter_name" varchar(200) not null, "nic_number" varchar(20) null, "contact_no" varchar(10) not null, "district_code" varchar(8) not null, "ds_division_code" varchar(8) not null, "date_time" timestamptz not null, "description" text not null, "latitude" double precision not null, "longitude" double precision not null, "status" text not null default 'PENDING', "image_id" uuid null, "submitted_by_id" int null, "idempotency_key" varchar(100) null, "is_demo" boolean not null default false, "created_at" timestamptz not null, "decided_by_id" int null, "decided_at" timestamptz null);`,
    );
    this.addSql(`create index "reports_ds_division_code_index" on "reports" ("ds_division_code");`);
    this.addSql(`alter table "reports" add constraint "reports_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`create index "reports_created_at_index" on "reports" ("created_at");`);
    this.addSql(`create index "reports_district_code_status_index" on "reports" ("district_code", "status");`);

    this.addSql(
      `create table "image_verifications" ("id" serial primary key, "image_id" uuid not null, "verdict" text not null, "confidence" int not null, "match_score" int null, "analysis" text not null, "flags" text[] not null, "recommendation" text not null, "provider" varchar(100) not null, "min_confidence" int not null, "requested_by_id" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "image_verifications_image_id_created_at_index" on "image_verifications" ("image_id", "created_at");`,
    );

    this.addSql(
      `create table "audit_log" ("id" serial primary key, "actor_id" int not null, "actor_role" varchar(20) not null, "action" text not null, "subject_type" text not null, "subject_id" int not null, "from_status" varchar(20) null, "to_status" varchar(20) null, "district_code" varchar(8) not null, "ds_division_code" varchar(8) null, "at" timestamptz not null);`,
    );
    this.addSql(`create index "audit_log_ds_division_code_at_index" on "audit_log" ("ds_division_code", "at");`);
    this.addSql(`create index "audit_log_district_code_at_index" on "audit_log" ("district_code", "at");`);

    this.addSql(
      `create table "alerts" ("id" serial primary key, "type" text not null, "custom_type" varchar(100) null, "severity" text not null default 'MEDIUM', "status" text not null default 'ONGOING', "district_code" varchar(8) not null, "ds_division_code" varchar(8) not null, "latitude" double precision not null, "longitude" double precision not null, "reporter_contact" varchar(10) null, "created_by_id" int null, "source_report_id" int null, "issued_at" timestamptz not null, "resolved_at" timestamptz null, "resolved_by_id" int null, "is_demo" boolean not null default false);`,
    );
    this.addSql(`alter table "alerts" add constraint "alerts_source_report_id_unique" unique ("source_report_id");`);
    this.addSql(`create index "alerts_issued_at_index" on "alerts" ("issued_at");`);
    this.addSql(`create index "alerts_ds_division_code_status_index" on "alerts" ("ds_division_code", "status");`);
    this.addSql(`create index "alerts_district_code_status_index" on "alerts" ("district_code", "status");`);

    this.addSql(
      `create table "alert_images" ("alert_id" int not null, "image_id" uuid not null, primary key ("alert_id", "image_id"));`,
    );

    this.addSql(
      `create table "aid_requests" ("id" serial primary key, "request_type" text not null, "status" text not null, "full_name" varchar(200) null, "nic_number" varchar(20) null, "contact_no" varchar(10) not null, "family_size" int not null default 1, "date_time" timestamptz not null, "description" text not null, "type_support" varchar(200) not null, "district_code" varchar(8) not null, "ds_division_code" varchar(8) not null, "latitude" double precision not null, "longitude" double precision not null, "idempotency_key" varchar(100) null, "created_by_id" int null, "is_demo" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "aid_requests" add constraint "aid_requests_idempotency_key_unique" unique ("idempotency_key");`,
    );
    this.addSql(`create index "aid_requests_created_at_index" on "aid_requests" ("created_at");`);
    this.addSql(
      `create index "aid_requests_ds_division_code_status_index" on "aid_requests" ("ds_division_code", "status");`,
    );
    this.addSql(
      `create index "aid_requests_district_code_status_index" on "aid_requests" ("district_code", "status");`,
    );

    this.addSql(
      `create table "contributions" ("id" serial primary key, "volunteer_id" int not null, "aid_request_id" int not null, "district_code" varchar(8) not null, "ds_division_code" varchar(8) not null, "type_support" varchar(200) not null, "description" text not null, "image_id" uuid null, "status" text not null default 'PENDING', "decided_by_id" int null, "decided_at" timestamptz null, "idempotency_key" varchar(100) null, "is_demo" boolean not null default false, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "contributions_aid_request_id_index" on "contributions" ("aid_request_id");`);
    this.addSql(
      `alter table "contributions" add constraint "contributions_idempotency_key_unique" unique ("idempotency_key");`,
    );
    this.addSql(
      `create index "contributions_volunteer_id_created_at_index" on "contributions" ("volunteer_id", "created_at");`,
    );
    this.addSql(
      `create index "contributions_ds_division_code_status_index" on "contributions" ("ds_division_code", "status");`,
    );

    this.addSql(
      `create table "aid_request_status_changes" ("id" serial primary key, "aid_request_id" int not null, "from_status" text null, "to_status" text not null, "actor_id" int null, "actor_role" varchar(20) not null, "at" timestamptz not null);`,
    );
    this.addSql(
      `create index "aid_request_status_changes_aid_request_id_index" on "aid_request_status_changes" ("aid_request_id");`,
    );

    this.addSql(
      `alter table "ds_divisions" add constraint "ds_divisions_district_code_foreign" foreign key ("district_code") references "districts" ("code");`,
    );
    this.addSql(
      `alter table "ds_divisions" add constraint "ds_divisions_office_contact_check" check (office_contact ~ '^[0-9]{10}\$');`,
    );

    this.addSql(
      `alter table "users" add constraint "users_district_code_foreign" foreign key ("district_code") references "districts" ("code");`,
    );
    this.addSql(
      `alter table "users" add constraint "users_ds_division_code_foreign" foreign key ("ds_division_code") references "ds_divisions" ("code") on delete set null;`,
    );
    this.addSql(
      `alter table "users" add constraint "users_ds_division_by_role_check" check (role = 'DMC_OFFICER' or ds_division_code is not null);`,
    );
    this.addSql(`alter table "users" add constraint "users_contact_no_check" check (contact_no ~ '^[0-9]{10}\$');`);
    this.addSql(
      `alter table "users" add constraint "users_role_check" check ("role" in ('VOLUNTEER', 'DS_OFFICER', 'DMC_OFFICER'));`,
    );
    this.addSql(
      `alter table "users" add constraint "users_notification_preference_check" check ("notification_preference" in ('ALERTS', 'REPORTS', 'VOLUNTEER_UPDATES'));`,
    );

    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "reports" add constraint "reports_district_code_foreign" foreign key ("district_code") references "districts" ("code");`,
    );
    this.addSql(
      `alter table "reports" add constraint "reports_ds_division_code_foreign" foreign key ("ds_division_code") references "ds_divisions" ("code");`,
    );
    this.addSql(
      `alter table "reports" add constraint "reports_image_id_foreign" foreign key ("image_id") references "images" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "reports" add constraint "reports_submitted_by_id_foreign" foreign key ("submitted_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "reports" add constraint "reports_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "reports" add constraint "reports_description_length_check" check (char_length(btrim(description)) >= 10);`,
    );
    this.addSql(`alter table "reports" add constraint "reports_contact_no_check" check (contact_no ~ '^[0-9]{10}\$');`);
    this.addSql(
      `alter table "reports" add constraint "reports_status_check" check ("status" in ('PENDING', 'ALERT_CREATED', 'DISMISSED'));`,
    );

    this.addSql(
      `alter table "image_verifications" add constraint "image_verifications_image_id_foreign" foreign key ("image_id") references "images" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "image_verifications" add constraint "image_verifications_requested_by_id_foreign" foreign key ("requested_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "image_verifications" add constraint "image_verifications_verdict_check" check ("verdict" in ('AUTHENTIC', 'SUSPICIOUS', 'UNKNOWN'));`,
    );

    this.addSql(
      `alter table "audit_log" add constraint "audit_log_actor_id_foreign" foreign key ("actor_id") references "users" ("id");`,
    );
    this.addSql(
      `alter table "audit_log" add constraint "audit_log_district_code_foreign" foreign key ("district_code") references "districts" ("code");`,
    );
    this.addSql(
      `alter table "audit_log" add constraint "audit_log_ds_division_code_foreign" foreign key ("ds_division_code") references "ds_divisions" ("code") on delete set null;`,
    );
    this.addSql(
      `alter table "audit_log" add constraint "audit_log_action_check" check ("action" in ('APPROVE', 'REJECT', 'DELIVER', 'RESOLVE', 'PUBLISH', 'DISMISS'));`,
    );
    this.addSql(
      `alter table "audit_log" add constraint "audit_log_subject_type_check" check ("subject_type" in ('AID_REQUEST', 'CONTRIBUTION', 'ALERT', 'REPORT'));`,
    );

    this.addSql(
      `alter table "alerts" add constraint "alerts_district_code_foreign" foreign key ("district_code") references "districts" ("code");`,
    );
    this.addSql(
      `alter table "alerts" add constraint "alerts_ds_division_code_foreign" foreign key ("ds_division_code") references "ds_divisions" ("code");`,
    );
    this.addSql(
      `alter table "alerts" add constraint "alerts_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "alerts" add constraint "alerts_source_report_id_foreign" foreign key ("source_report_id") references "reports" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "alerts" add constraint "alerts_resolved_by_id_foreign" foreign key ("resolved_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "alerts" add constraint "alerts_reporter_contact_check" check (reporter_contact ~ '^[0-9]{10}\$');`,
    );
    this.addSql(
      `alter table "alerts" add constraint "alerts_custom_type_check" check ((type = 'OTHER') = (custom_type is not null));`,
    );
    this.addSql(
      `alter table "alerts" add constraint "alerts_type_check" check ("type" in ('FLOOD', 'LANDSLIDE', 'CYCLONE', 'DROUGHT', 'FIRE', 'OTHER'));`,
    );
    this.addSql(
      `alter table "alerts" add constraint "alerts_severity_check" check ("severity" in ('LOW', 'MEDIUM', 'HIGH'));`,
    );
    this.addSql(
      `alter table "alerts" add constraint "alerts_status_check" check ("status" in ('ONGOING', 'RESOLVED'));`,
    );

    this.addSql(
      `alter table "alert_images" add constraint "alert_images_alert_id_foreign" foreign key ("alert_id") references "alerts" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "alert_images" add constraint "alert_images_image_id_foreign" foreign key ("image_id") references "images" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "aid_requests" add constraint "aid_requests_district_code_foreign" foreign key ("district_code") references "districts" ("code");`,
    );
    this.addSql(
      `alter table "aid_requests" add constraint "aid_requests_ds_division_code_foreign" foreign key ("ds_division_code") references "ds_divisions" ("code");`,
    );
    this.addSql(
      `alter table "aid_requests" add constraint "aid_requests_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`alter table "aid_requests" add constraint "aid_requests_family_size_check" check (family_size >= 1);`);
    this.addSql(
      `alter table "aid_requests" add constraint "aid_requests_contact_no_check" check (contact_no ~ '^[0-9]{10}\$');`,
    );
    this.addSql(
      `alter table "aid_requests" add constraint "aid_requests_request_type_check" check ("request_type" in ('EMERGENCY', 'POST_DISASTER'));`,
    );
    this.addSql(
      `alter table "aid_requests" add constraint "aid_requests_status_check" check ("status" in ('PENDING', 'APPROVED', 'REJECTED', 'DELIVERED'));`,
    );

    this.addSql(
      `alter table "contributions" add constraint "contributions_volunteer_id_foreign" foreign key ("volunteer_id") references "users" ("id");`,
    );
    this.addSql(
      `alter table "contributions" add constraint "contributions_aid_request_id_foreign" foreign key ("aid_request_id") references "aid_requests" ("id");`,
    );
    this.addSql(
      `alter table "contributions" add constraint "contributions_district_code_foreign" foreign key ("district_code") references "districts" ("code");`,
    );
    this.addSql(
      `alter table "contributions" add constraint "contributions_ds_division_code_foreign" foreign key ("ds_division_code") references "ds_divisions" ("code");`,
    );
    this.addSql(
      `alter table "contributions" add constraint "contributions_image_id_foreign" foreign key ("image_id") references "images" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "contributions" add constraint "contributions_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "contributions" add constraint "contributions_status_check" check ("status" in ('PENDING', 'APPROVED', 'REJECTED'));`,
    );

    this.addSql(
      `alter table "aid_request_status_changes" add constraint "aid_request_status_changes_aid_request_id_foreign" foreign key ("aid_request_id") references "aid_requests" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "aid_request_status_changes" add constraint "aid_request_status_changes_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "aid_request_status_changes" add constraint "aid_request_status_changes_from_status_check" check ("from_status" in ('PENDING', 'APPROVED', 'REJECTED', 'DELIVERED'));`,
    );
    this.addSql(
      `alter table "aid_request_status_changes" add constraint "aid_request_status_changes_to_status_check" check ("to_status" in ('PENDING', 'APPROVED', 'REJECTED', 'DELIVERED'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "ds_divisions" drop constraint "ds_divisions_district_code_foreign";`);
    this.addSql(`alter table "users" drop constraint "users_district_code_foreign";`);
    this.addSql(`alter table "reports" drop constraint "reports_district_code_foreign";`);
    this.addSql(`alter table "audit_log" drop constraint "audit_log_district_code_foreign";`);
    this.addSql(`alter table "alerts" drop constraint "alerts_district_code_foreign";`);
    this.addSql(`alter table "aid_requests" drop constraint "aid_requests_district_code_foreign";`);
    this.addSql(`alter table "contributions" drop constraint "contributions_district_code_foreign";`);
    this.addSql(`alter table "users" drop constraint "users_ds_division_code_foreign";`);
    this.addSql(`alter table "reports" drop constraint "reports_ds_division_code_foreign";`);
    this.addSql(`alter table "audit_log" drop constraint "audit_log_ds_division_code_foreign";`);
    this.addSql(`alter table "alerts" drop constraint "alerts_ds_division_code_foreign";`);
    this.addSql(`alter table "aid_requests" drop constraint "aid_requests_ds_division_code_foreign";`);
    this.addSql(`alter table "contributions" drop constraint "contributions_ds_division_code_foreign";`);
    this.addSql(`alter table "reports" drop constraint "reports_image_id_foreign";`);
    this.addSql(`alter table "image_verifications" drop constraint "image_verifications_image_id_foreign";`);
    this.addSql(`alter table "alert_images" drop constraint "alert_images_image_id_foreign";`);
    this.addSql(`alter table "contributions" drop constraint "contributions_image_id_foreign";`);
    this.addSql(`alter table "sessions" drop constraint "sessions_user_id_foreign";`);
    this.addSql(`alter table "reports" drop constraint "reports_submitted_by_id_foreign";`);
    this.addSql(`alter table "reports" drop constraint "reports_decided_by_id_foreign";`);
    this.addSql(`alter table "image_verifications" drop constraint "image_verifications_requested_by_id_foreign";`);
    this.addSql(`alter table "audit_log" drop constraint "audit_log_actor_id_foreign";`);
    this.addSql(`alter table "alerts" drop constraint "alerts_created_by_id_foreign";`);
    this.addSql(`alter table "alerts" drop constraint "alerts_resolved_by_id_foreign";`);
    this.addSql(`alter table "aid_requests" drop constraint "aid_requests_created_by_id_foreign";`);
    this.addSql(`alter table "contributions" drop constraint "contributions_volunteer_id_foreign";`);
    this.addSql(`alter table "contributions" drop constraint "contributions_decided_by_id_foreign";`);
    this.addSql(
      `alter table "aid_request_status_changes" drop constraint "aid_request_status_changes_actor_id_foreign";`,
    );
    this.addSql(`alter table "alerts" drop constraint "alerts_source_report_id_foreign";`);
    this.addSql(`alter table "alert_images" drop constraint "alert_images_alert_id_foreign";`);
    this.addSql(`alter table "contributions" drop constraint "contributions_aid_request_id_foreign";`);
    this.addSql(
      `alter table "aid_request_status_changes" drop constraint "aid_request_status_changes_aid_request_id_foreign";`,
    );

    this.addSql(`drop table if exists "districts" cascade;`);
    this.addSql(`drop table if exists "ds_divisions" cascade;`);
    this.addSql(`drop table if exists "images" cascade;`);
    this.addSql(`drop table if exists "login_attempts" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "reports" cascade;`);
    this.addSql(`drop table if exists "image_verifications" cascade;`);
    this.addSql(`drop table if exists "audit_log" cascade;`);
    this.addSql(`drop table if exists "alerts" cascade;`);
    this.addSql(`drop table if exists "alert_images" cascade;`);
    this.addSql(`drop table if exists "aid_requests" cascade;`);
    this.addSql(`drop table if exists "contributions" cascade;`);
    this.addSql(`drop table if exists "aid_request_status_changes" cascade;`);
  }
}
