import { describe, expect, it } from 'vitest';
import { countRows } from './database.js';
import { useBrowser } from './fixtures.js';
import { EmergencyAidPage } from './pages/aid-request-pages.js';

const ui = useBrowser();

const storedAs = (contactNo: string) =>
  countRows('select count(*) as rows, count(distinct id) as distinct from aid_requests where contact_no = $1', [
    contactNo,
  ]).then((found) => found.rows);

/** The emergency form with its place chosen by hand (no GPS), waiting for a number. */
async function emergencyFormInColombo() {
  const page = await ui.newPage();
  const emergency = new EmergencyAidPage(page);
  await emergency.open();
  await emergency.chooseDistrict('Colombo');
  await emergency.chooseDs('Colombo');
  return { page, emergency };
}

describe('phone numbers as people write them', () => {
  it('the emergency form shows +94 77 123 4567 as 0771234567 before sending, and that number is stored', async () => {
    const { page, emergency } = await emergencyFormInColombo();
    const before = await storedAs('0771234567');

    await emergency.fillContact('+94 77 123 4567');
    expect(await emergency.contactValue()).toBe('+94 77 123 4567');
    expect(await emergency.contactHint().textContent()).toBe('Will be sent as 0771234567');
    await emergency.submitButton.click();
    await page.getByRole('dialog', { name: 'Aid request submitted successfully!' }).waitFor();

    expect(await storedAs('0771234567')).toBe(before + 1);
    expect(await storedAs('+94 77 123 4567')).toBe(0);
  });

  it('says why a number is refused, and sends nothing', async () => {
    const { page, emergency } = await emergencyFormInColombo();
    const requests = () => countRows('select count(*) as rows, 0 as distinct from aid_requests', []);
    const before = (await requests()).rows;
    await emergency.fillContact('+94 77 123 45678');
    expect(await emergency.contactHint().textContent()).toBe(
      'This phone number is too long: a Sri Lankan number has 10 digits, such as 0771234567',
    );
    await emergency.submitButton.click();
    await page.getByRole('alert').filter({ hasText: 'This phone number is too long' }).waitFor();
    expect((await requests()).rows).toBe(before);
  });
});
