import { Migration } from '@mikro-orm/migrations';

/**
 * NIC numbers upper case: an old-format NIC's letter was stored as typed, and duplicate requests are found
 * by equality. New requests are stored upper case by the input rule.
 */
export class Migration20261124090000_nic_upper_case extends Migration {
  override name = 'Migration20261124090000_nic_upper_case';

  override up(): void | Promise<void> {
    this.addSql(
      `update "aid_requests" set "nic_number" = upper("nic_number") where "nic_number" <> upper("nic_number");`,
    );
  }

  override down(): void | Promise<void> {
    // Nothing to undo: the case the NICs were typed in is not kept.
  }
}
