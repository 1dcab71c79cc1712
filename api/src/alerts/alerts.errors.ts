import { AppError } from '../shared/errors.js';

export const AlertErrors = {
  notFound: (id: number) => AppError.notFound(`Alert ${id} was not found.`),
  notOngoing: () => AppError.conflict('ALERT_NOT_ONGOING', 'This alert has already been resolved.'),
  noRecentAlert: () =>
    AppError.conflict('NO_RECENT_ALERT', 'No alert was published for this divisional secretariat in the last 10 minutes: publish the alert first.'),
};

export const AlertMessages = {
  typeRequired: 'Alert Type is required',
  specifyType: 'Please specify the alert type.',
  dsRequired: 'Please select a divisional secretariat',
};

const TYPE_LABELS = { FLOOD: 'Flood', LANDSLIDE: 'Landslide', CYCLONE: 'Cyclone', DROUGHT: 'Drought', FIRE: 'Fire', OTHER: 'Other' } as const;
const SEVERITY_LABELS = { LOW: 'Low', MEDIUM: 'Medium', HIGH: 'High' } as const;

/** How an alert's type reads (D6): the custom text for Other. */
export const alertTypeLabel = (type: keyof typeof TYPE_LABELS, customType?: string | null): string =>
  type === 'OTHER' && customType ? customType : TYPE_LABELS[type];

export const severityLabel = (severity: keyof typeof SEVERITY_LABELS): string => SEVERITY_LABELS[severity];
