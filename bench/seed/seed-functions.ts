/**
 * Session-scoped SQL helpers of the generator (pg_temp: dropped with the connection): a deterministic hash per row
 * and salt, people's names (letters and spaces only), 10-digit phones, NIC numbers in both formats, and the
 * free texts of the forms. Every value respects the schema's check constraints and the forms' rules.
 */
const FIRST_NAMES = [
  'Kamal',
  'Nimal',
  'Sunil',
  'Chaminda',
  'Ruwan',
  'Saman',
  'Nuwan',
  'Dinesh',
  'Priyantha',
  'Mahesh',
  'Sanjeewa',
  'Kumari',
  'Dilani',
  'Nadeesha',
  'Chamari',
  'Sandya',
  'Anoma',
  'Tharushi',
  'Fathima',
  'Mohamed',
  'Ravi',
  'Kavitha',
  'Selvi',
  'Murugan',
  'Arjun',
  'Lakshmi',
  'Ishara',
  'Harsha',
  'Gayan',
  'Malini',
];
const LAST_NAMES = [
  'Perera',
  'Fernando',
  'Silva',
  'Bandara',
  'Jayasinghe',
  'Wickramasinghe',
  'Dissanayake',
  'Herath',
  'Gunawardena',
  'Kumara',
  'Ratnayake',
  'Wijesinghe',
  'Senanayake',
  'Weerasinghe',
  'Sivakumar',
  'Navaratnam',
  'Mohideen',
  'Ismail',
  'Karunaratne',
  'Ekanayake',
  'Samarasinghe',
  'Abeysekera',
  'Rajendran',
  'Thilakaratne',
];
export const AID_DESCRIPTIONS = [
  'Our house was flooded and we lost our dry rations',
  'The roof was blown away by the wind, we need shelter',
  'Elderly mother needs her medicines, the pharmacy is closed',
  'Children have no clean clothes after the flood',
  'The well is contaminated and we have no drinking water',
  'Landslide damaged the kitchen, we cannot cook',
];
export const REPORT_DESCRIPTIONS = [
  'Water level of the river is rising fast near the bridge',
  'Cracks appeared on the slope behind the houses after the rain',
  'Strong winds uprooted trees and brought down power lines',
  'The tank bund is leaking and the paddy fields are flooding',
  'Smoke and fire seen on the hillside near the forest reserve',
  'Wells are dry and cattle are dying in the village',
];
export const OTHER_AID_TEXTS = ['Drinking water', 'Baby milk powder', 'Roofing sheets', 'School supplies'];
export const OTHER_ALERT_TEXTS = ['Storm surge', 'Tsunami warning', 'Wild elephants in the village', 'Dengue outbreak'];
export const OTHER_CONTRIBUTION_TEXTS = ['Boat transport', 'Cooked meals', 'Water bowser', 'Cleaning the well'];
export const CONTRIBUTION_DESCRIPTIONS = [
  'Delivered dry ration packs',
  'Carried the family to the relief camp',
  'Dressed wounds and gave first aid',
  'Distributed clothes and mats',
];

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
/** A SQL array literal of texts. */
export const textArray = (values: readonly string[]): string => `array[${values.map(quote).join(', ')}]::text[]`;
/** Picks one of `values` by the row's hash with this salt. */
export const pick = (values: readonly string[], rowSql: string, salt: number): string =>
  `(${textArray(values)})[1 + pg_temp.h(${rowSql}, ${salt}) % ${values.length}]`;

export const SEED_FUNCTIONS_SQL = [
  // A uniform, deterministic 31-bit hash of (row, salt): reproducible data sets.
  `create function pg_temp.h(x bigint, salt int) returns int language sql immutable parallel safe
     as $$ select hashint8(x * 1000003 + salt) & 2147483647 $$`,
  `create function pg_temp.person(x bigint) returns text language sql immutable parallel safe
     as $$ select (${textArray(FIRST_NAMES)})[1 + pg_temp.h(x, 101) % ${FIRST_NAMES.length}] || ' ' ||
                  (${textArray(LAST_NAMES)})[1 + pg_temp.h(x, 102) % ${LAST_NAMES.length}] $$`,
  `create function pg_temp.phone(x bigint) returns text language sql immutable parallel safe
     as $$ select '07' || lpad((pg_temp.h(x, 103) % 100000000)::text, 8, '0') $$`,
  // Old NIC: 9 digits and V or X; new NIC (2016): 12 digits starting with the year of birth.
  `create function pg_temp.nic(x bigint) returns text language sql immutable parallel safe
     as $$ select case when pg_temp.h(x, 104) % 2 = 0
       then lpad((pg_temp.h(x, 105) % 1000000000)::text, 9, '0') || (case when pg_temp.h(x, 106) % 10 = 0 then 'X' else 'V' end)
       else (1940 + pg_temp.h(x, 107) % 66)::text || lpad((pg_temp.h(x, 108) % 100000000)::text, 8, '0') end $$`,
];
