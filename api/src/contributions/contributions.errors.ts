import { AppError } from '../core/errors/errors.js';

export const ContributionErrors = {
  notFound: (id: number) => AppError.coded('NOT_FOUND', 'CONTRIBUTION_NOT_FOUND', { id }),
  requestNotOngoing: () =>
    new AppError('AID_REQUEST_NOT_ONGOING', 'Contributions can be recorded only for ongoing aid requests.'),
  notPending: () => new AppError('CONTRIBUTION_NOT_PENDING', 'This contribution has already been decided.'),
};

export enum VolunteerRank {
  BRONZE = 'BRONZE',
  SILVER = 'SILVER',
  GOLD = 'GOLD',
}

/** Rank from approved contributions (D19): Bronze under 5, Silver under 20, Gold from 20. */
export function rankFor(approved: number): VolunteerRank {
  if (approved >= 20) return VolunteerRank.GOLD;
  return approved >= 5 ? VolunteerRank.SILVER : VolunteerRank.BRONZE;
}
