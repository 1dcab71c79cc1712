/**
 * English texts that only the public forms show (their results, the offline queue of issue 17), loaded with those
 * forms: the home page never downloads them.
 */
export const enForms = {
  'report.intro': 'Tell us what you see. Officers of your district check every report.',
  'report.success': 'Early Warning Submitted Successfully!',
  'report.failed': 'Failed to submit. Try again.',
  'aid.emergency.submit': 'Submit Emergency Request',
  'aid.success': 'Aid request submitted successfully!',
  'aid.failedEmergency': 'Failed to submit emergency aid request: {message}',
  'aid.failed': 'Failed to submit aid request: {message}',
  'offline.queued':
    'No network: your submission is saved on this phone and will be sent by itself when the network returns.',
  'offline.waiting':
    '{count, plural, one {# submission is} other {# submissions are}} waiting to send. They will be sent when the network returns.',
  'offline.refused': 'Not sent: {message}',
  'offline.discard': 'Discard',
} as const;

export type FormsCatalogue = Record<keyof typeof enForms, string>;
