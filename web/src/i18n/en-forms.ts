/**
 * English texts that only the public forms show (their results, the offline queue), loaded with those
 * forms: the home page never downloads them.
 */
export const enForms = {
  'report.intro': 'Tell us what you see. Officers of your district check every report.',
  'report.success': 'Early Warning Submitted Successfully!',
  'aid.reference': 'Your request number is {id}. Keep it: an officer who calls you may ask for it.',
  'report.reference': 'Your report number is {id}. Officers of your district check every report.',
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
  'field.gn': 'GN division (optional)',
  'field.gnUnknown': 'Not known',
  'validation.phoneTooShort': 'This phone number is too short: a Sri Lankan number has 10 digits, such as 0771234567',
  'validation.phoneTooLong': 'This phone number is too long: a Sri Lankan number has 10 digits, such as 0771234567',
  'validation.phoneNotSriLankan': 'This is not a Sri Lankan phone number: give a number starting with 0 or +94',
  'validation.phoneLetters': 'A phone number can only hold digits, spaces, dashes, dots, brackets and a + in front',
  'validation.nicFormat': 'NIC Number must be 9 digits and V or X (old card), or 12 digits (new card)',
  'validation.nicBirthDate': 'This NIC Number does not hold a real birth year and day: check its digits',
  'phone.willSend': 'Will be sent as {number}',
  'location.notSupported': 'Geolocation not supported',
  'location.notSupportedBrowser': 'Geolocation is not supported by this browser',
  'location.unavailable': 'Location information unavailable',
  'location.detectFailed': 'Failed to detect district and divisional secretariat from location.',
  'location.error': 'Location Error: {reason}. Please use the button below to retry.',
  'location.manual': 'Location manually selected: {district}, {ds}',
  'location.hint': 'You can change the district and divisional secretariat below.',
  'location.unable': 'Unable to retrieve location',
  'location.denied': 'Location access denied by user',
  'location.timeout': 'Location request timed out',
  'location.autoDetecting': 'Auto-detecting your location...',
  'location.autoDetected': 'Location auto-detected: {district}, {ds}',
} as const;

export type FormsCatalogue = Record<keyof typeof enForms, string>;
