import { capToParts } from '../../../shared/sms-parts.js';

export type NotifyKind = 'REPORT' | 'AID_REQUEST' | 'CONTRIBUTION' | 'APPROVED' | 'REJECTED' | 'ALERT';
export type NotifyLanguage = 'en' | 'si' | 'ta';
/** What a text tells of an event: its kind, or for an alert no longer in force by the time it is told, its end. */
export type NotifyTextKind = NotifyKind | 'ALERT_ENDED';

/** Events of one kind in one place, as gathered for one user's SMS. */
export interface NotifyGroup {
  kind: NotifyTextKind;
  /** The place's name in the SMS's language (English when it has none). */
  place: string;
  /** The subjects' ids, oldest first. */
  ids: number[];
}

type Phrase = (place: string, count: number, id: number) => string;

const PREFIX: Record<NotifyLanguage, string> = { en: 'Lanka Relief: ', si: 'Lanka Relief: ', ta: 'Lanka Relief: ' };

/** One phrase per kind: the one-event form names its number, the batched form counts. */
const PHRASES: Record<NotifyLanguage, Record<NotifyTextKind, Phrase>> = {
  en: {
    REPORT: (p, n, id) =>
      n === 1 ? `new early-warning report #${id} in ${p} district` : `${n} new early-warning reports in ${p} district`,
    AID_REQUEST: (p, n, id) => (n === 1 ? `new aid request #${id} in ${p}` : `${n} new aid requests in ${p}`),
    CONTRIBUTION: (p, n, id) => (n === 1 ? `new contribution #${id} in ${p}` : `${n} new contributions in ${p}`),
    APPROVED: (_p, n, id) =>
      n === 1 ? `your contribution #${id} was approved` : `${n} of your contributions were approved`,
    REJECTED: (_p, n, id) =>
      n === 1 ? `your contribution #${id} was rejected` : `${n} of your contributions were rejected`,
    ALERT: (p, n, id) => (n === 1 ? `new alert #${id} for ${p}` : `${n} new alerts for ${p}`),
    ALERT_ENDED: (p, n, id) => (n === 1 ? `alert #${id} for ${p} has ended` : `${n} alerts for ${p} have ended`),
  },
  si: {
    REPORT: (p, n, id) => (n === 1 ? `${p} දිස්ත්‍රික්කයේ නව වාර්තාව #${id}` : `${p} දිස්ත්‍රික්කයේ නව වාර්තා ${n}`),
    AID_REQUEST: (p, n, id) => (n === 1 ? `${p} නව ආධාර ඉල්ලීම #${id}` : `${p} නව ආධාර ඉල්ලීම් ${n}`),
    CONTRIBUTION: (p, n, id) => (n === 1 ? `${p} නව දායකත්වය #${id}` : `${p} නව දායකත්ව ${n}`),
    APPROVED: (_p, n, id) => (n === 1 ? `ඔබේ දායකත්වය #${id} අනුමතයි` : `ඔබේ දායකත්ව ${n}ක් අනුමතයි`),
    REJECTED: (_p, n, id) => (n === 1 ? `ඔබේ දායකත්වය #${id} ප්‍රතික්ෂේපිතයි` : `ඔබේ දායකත්ව ${n}ක් ප්‍රතික්ෂේපිතයි`),
    ALERT: (p, n, id) => (n === 1 ? `${p} නව අනතුරු ඇඟවීම #${id}` : `${p} නව අනතුරු ඇඟවීම් ${n}`),
    ALERT_ENDED: (p, n, id) => (n === 1 ? `${p} අනතුරු ඇඟවීම #${id} අවසන්` : `${p} අනතුරු ඇඟවීම් ${n}ක් අවසන්`),
  },
  ta: {
    REPORT: (p, n, id) => (n === 1 ? `${p} மாவட்டத்தில் புதிய அறிக்கை #${id}` : `${p} மாவட்டத்தில் ${n} புதிய அறிக்கைகள்`),
    AID_REQUEST: (p, n, id) => (n === 1 ? `${p}: புதிய உதவிக் கோரிக்கை #${id}` : `${p}: ${n} புதிய உதவிக் கோரிக்கைகள்`),
    CONTRIBUTION: (p, n, id) => (n === 1 ? `${p}: புதிய பங்களிப்பு #${id}` : `${p}: ${n} புதிய பங்களிப்புகள்`),
    APPROVED: (_p, n, id) => (n === 1 ? `உங்கள் பங்களிப்பு #${id} ஏற்கப்பட்டது` : `உங்கள் ${n} பங்களிப்புகள் ஏற்கப்பட்டன`),
    REJECTED: (_p, n, id) => (n === 1 ? `உங்கள் பங்களிப்பு #${id} நிராகரிக்கப்பட்டது` : `உங்கள் ${n} பங்களிப்புகள் நிராகரிக்கப்பட்டன`),
    ALERT: (p, n, id) => (n === 1 ? `${p}: புதிய எச்சரிக்கை #${id}` : `${p}: ${n} புதிய எச்சரிக்கைகள்`),
    ALERT_ENDED: (p, n, id) => (n === 1 ? `${p}: எச்சரிக்கை #${id} முடிந்தது` : `${p}: ${n} எச்சரிக்கைகள் முடிந்தன`),
  },
};

/** One SMS for everything a user is to hear of now: one phrase per kind and place, capped at `maxParts` parts. */
export function notificationText(language: NotifyLanguage, groups: NotifyGroup[], maxParts: number): string {
  const phrases = groups.map((group) => PHRASES[language][group.kind](group.place, group.ids.length, group.ids[0]!));
  return capToParts(`${PREFIX[language]}${phrases.join('; ')}.`, maxParts);
}
