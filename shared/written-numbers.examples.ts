import { RULE_CODES, type RuleCode } from './rule-codes.js';

/**
 * Phone and NIC numbers as people write them, with what the rules answer (the stored form, or the rule code): one
 * table the kernel's, the server's (GraphQL, REST, SMS) and the web forms' tests all run, so every path reads a
 * number the same way.
 */
/** A number as written, and the rules' answer: its stored form, or the rule code it is refused with. */
type Spelling = readonly [written: string, answer: string];

export const PHONE_SPELLINGS: readonly Spelling[] = [
  ['+94 77 123 4567', '0771234567'],
  ['+94771234567', '0771234567'],
  ['0094 77 123 4567', '0771234567'],
  ['0094771234567', '0771234567'],
  ['94771234567', '0771234567'],
  ['94 77 123 4567', '0771234567'],
  ['077-123 4567', '0771234567'],
  ['(077) 123 4567', '0771234567'],
  ['077 123 4567', '0771234567'],
  ['077.123.4567', '0771234567'],
  ['0771234567', '0771234567'],
  ['771234567', '0771234567'],
  ['+94 (0)77 123 4567', '0771234567'],
  ['(+94) 77 123 4567', '0771234567'],
  ['+94-77-123-4567', '0771234567'],
  ['+94 077 1234567', '0771234567'],
  [' 0771234567 ', '0771234567'],
  ['011 234 5678', '0112345678'],
  ['+94 11 234 5678', '0112345678'],
  ['081-2223344', '0812223344'],
  ['0094-11-2345678', '0112345678'],
  ['tel:+94771234567', '0771234567'],
  ['', 'PHONE_LENGTH'],
  ['   ', 'PHONE_LENGTH'],
  ['123', 'PHONE_TOO_SHORT'],
  ['077123456', 'PHONE_TOO_SHORT'],
  ['+94 77 123 456', 'PHONE_TOO_SHORT'],
  ['07712345678', 'PHONE_TOO_LONG'],
  ['+94 77 123 45678', 'PHONE_TOO_LONG'],
  ['947712345678', 'PHONE_TOO_LONG'],
  ['9477123456', 'PHONE_NOT_SRI_LANKAN'],
  ['1234567890', 'PHONE_NOT_SRI_LANKAN'],
  ['+1 415 867 5310', 'PHONE_NOT_SRI_LANKAN'],
  ['+91 98765 43210', 'PHONE_NOT_SRI_LANKAN'],
  ['0091 98765 43210', 'PHONE_NOT_SRI_LANKAN'],
  ['077 123 4567 ext 2', 'PHONE_LETTERS'],
  ['077O123456', 'PHONE_LETTERS'],
  ['abc', 'PHONE_LETTERS'],
  ['077/123/4567', 'PHONE_LETTERS'],
  ['+94 +77 1234567', 'PHONE_LETTERS'],
];

/** NIC numbers; the years are all past, so the table holds whatever today's date. */
export const NIC_SPELLINGS: readonly Spelling[] = [
  ['881234567V', '881234567V'],
  ['881234567v', '881234567V'],
  ['881234567X', '881234567X'],
  ['88 123 4567 V', '881234567V'],
  ['881234567 v', '881234567V'],
  ['885234567V', '885234567V'],
  ['883661234V', '883661234V'],
  ['858661234V', '858661234V'],
  ['850011234V', '850011234V'],
  ['198812345678', '198812345678'],
  ['199086612345', '199086612345'],
  ['200050112345', '200050112345'],
  ['1988 123 45678', '198812345678'],
  [' 199012345678 ', '199012345678'],
  ['190000112345', '190000112345'],
  ['200136612345', '200136612345'],
  ['', 'NIC_REQUIRED'],
  ['  ', 'NIC_REQUIRED'],
  ['ABCDEFGHIJ', 'NIC_FORMAT'],
  ['88123456V', 'NIC_FORMAT'],
  ['8812345678V', 'NIC_FORMAT'],
  ['881234567', 'NIC_FORMAT'],
  ['881234567Y', 'NIC_FORMAT'],
  ['19881234567', 'NIC_FORMAT'],
  ['1988123456789', 'NIC_FORMAT'],
  ['1990', 'NIC_FORMAT'],
  ['V881234567', 'NIC_FORMAT'],
  ['88-123-4567V', 'NIC_FORMAT'],
  ['881234567VV', 'NIC_FORMAT'],
  ['880001234V', 'NIC_BIRTH_DATE'],
  ['883671234V', 'NIC_BIRTH_DATE'],
  ['885001234V', 'NIC_BIRTH_DATE'],
  ['888671234V', 'NIC_BIRTH_DATE'],
  ['199000012345', 'NIC_BIRTH_DATE'],
  ['189912312345', 'NIC_BIRTH_DATE'],
  ['209912312345', 'NIC_BIRTH_DATE'],
  ['199045012345', 'NIC_BIRTH_DATE'],
];

/** Whether a table's answer is a rule code (refused) rather than the stored form. */
export const isRefusal = (answer: string): answer is RuleCode => (RULE_CODES as readonly string[]).includes(answer);
