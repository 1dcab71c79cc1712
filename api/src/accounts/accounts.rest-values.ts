import { fromRest } from '../rest/rest-values.js';
import { Role } from './user.entity.js';

/** The seeds' value strings of accounts on the REST layer (D2). */
export const AccountRest = {
  role: { [Role.DS_OFFICER]: 'DS', [Role.DMC_OFFICER]: 'DMC', [Role.VOLUNTEER]: 'Volunteer' } as Record<Role, string>,
  availability: (available: boolean) => (available ? 'Available' : 'Unavailable'),
};

/** Role codes of the login form: DS, DMC, Volunteer. */
export const roleFromRest = (value: unknown): Role | undefined => fromRest(AccountRest.role, value);
