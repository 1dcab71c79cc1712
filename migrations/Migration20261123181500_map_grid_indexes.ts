import { Migration } from '@mikro-orm/migrations';

/** Issue 13: the public map clusters the points of a box in SQL; these indexes let it read only the index. */
export class Migration20261123181500_map_grid_indexes extends Migration {
  override name = 'Migration20261123181500_map_grid_indexes';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "aid_requests_status_latitude_longitude_id_index" on "aid_requests" ("status", "latitude", "longitude", "id");`,
    );
    this.addSql(`create index "alerts_latitude_longitude_id_index" on "alerts" ("latitude", "longitude", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "aid_requests_status_latitude_longitude_id_index";`);
    this.addSql(`drop index "alerts_latitude_longitude_id_index";`);
  }
}
