import type { FormsCatalogue } from './en-forms.js';

/** Tamil (ta-LK) texts of the public forms that only they show. */
export const taForms: FormsCatalogue = {
  'report.intro': 'நீங்கள் காண்பதை எமக்குச் சொல்லுங்கள். உங்கள் மாவட்ட அலுவலர்கள் ஒவ்வொரு அறிக்கையையும் சரிபார்க்கின்றனர்.',
  'report.success': 'முன்னெச்சரிக்கை வெற்றிகரமாக அனுப்பப்பட்டது!',
  'report.failed': 'அனுப்ப முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  'aid.emergency.submit': 'அவசரக் கோரிக்கையை அனுப்பு',
  'aid.success': 'உதவிக் கோரிக்கை வெற்றிகரமாக அனுப்பப்பட்டது!',
  'aid.failedEmergency': 'அவசர உதவிக் கோரிக்கையை அனுப்ப முடியவில்லை: {message}',
  'aid.failed': 'உதவிக் கோரிக்கையை அனுப்ப முடியவில்லை: {message}',
  'offline.queued':
    'இணைப்பு இல்லை: உங்கள் சமர்ப்பிப்பு இந்தத் தொலைபேசியில் சேமிக்கப்பட்டுள்ளது; இணைப்பு திரும்பியதும் தானாக அனுப்பப்படும்.',
  'offline.waiting':
    '{count, plural, one {# சமர்ப்பிப்பு அனுப்பக் காத்திருக்கிறது} other {# சமர்ப்பிப்புகள் அனுப்பக் காத்திருக்கின்றன}}. இணைப்பு திரும்பியதும் அவை அனுப்பப்படும்.',
  'offline.refused': 'அனுப்பப்படவில்லை: {message}',
  'offline.discard': 'நீக்கு',
};
