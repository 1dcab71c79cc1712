import { AppError } from '../core/errors/errors.js';

export const AlertErrors = {
  notFound: (id: number) => AppError.coded('NOT_FOUND', 'ALERT_NOT_FOUND', { id }),
  notOngoing: () => new AppError('ALERT_NOT_ONGOING', 'This alert has already been resolved.'),
  noRecentAlert: () =>
    new AppError(
      'NO_RECENT_ALERT',
      'No alert was published for this divisional secretariat in the last 10 minutes: publish the alert first.',
    ),
};

const TYPE_LABELS = {
  FLOOD: 'Flood',
  LANDSLIDE: 'Landslide',
  CYCLONE: 'Cyclone',
  DROUGHT: 'Drought',
  FIRE: 'Fire',
  OTHER: 'Other',
} as const;

/** How an alert's type reads (D6): the custom text for Other. */
export const alertTypeLabel = (type: keyof typeof TYPE_LABELS, customType?: string | null): string =>
  type === 'OTHER' && customType ? customType : TYPE_LABELS[type];
