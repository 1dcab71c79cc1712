import type { FormsCatalogue } from './en-forms.js';

/** Sinhala (si-LK) texts of the public forms that only they show. */
export const siForms: FormsCatalogue = {
  'report.intro': 'ඔබ දකින දේ අපට කියන්න. ඔබේ දිස්ත්‍රික්කයේ නිලධාරීන් සෑම වාර්තාවක්ම පරීක්ෂා කරයි.',
  'report.success': 'පූර්ව අනතුරු ඇඟවීම සාර්ථකව යැවිණි!',
  'report.failed': 'යැවිය නොහැකි විය. නැවත උත්සාහ කරන්න.',
  'aid.emergency.submit': 'හදිසි ඉල්ලීම යවන්න',
  'aid.success': 'ආධාර ඉල්ලීම සාර්ථකව යැවිණි!',
  'aid.failedEmergency': 'හදිසි ආධාර ඉල්ලීම යැවිය නොහැකි විය: {message}',
  'aid.failed': 'ආධාර ඉල්ලීම යැවිය නොහැකි විය: {message}',
  'offline.queued': 'සංඥා නැත: ඔබේ ඉල්ලීම මෙම දුරකථනයේ සුරැකුණා. සංඥා ලැබුණු විට එය ඉබේම යැවේ.',
  'offline.waiting': '{count, plural, one {ඉල්ලීමක්} other {ඉල්ලීම් #ක්}} යැවීමට රැඳී සිටී. ජාලය නැවත ලැබුණු විට ඒවා යවනු ලැබේ.',
  'offline.refused': 'යවා නැත: {message}',
  'offline.discard': 'ඉවත් කරන්න',
};
