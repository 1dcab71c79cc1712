import { LoginAttempt, Session } from '../accounts/session.entity.js';
import { User } from '../accounts/user.entity.js';
import { ApiKey } from '../api-keys/api-key.entity.js';
import { AidRequest } from '../aid-requests/aid-request.entity.js';
import { AidRequestDuplicate } from '../aid-requests/duplicates/aid-request-duplicate.entity.js';
import { Alert } from '../alerts/alert.entity.js';
import { WebhookAttempt, WebhookDelivery, WebhookSubscription } from '../webhooks/webhook.entity.js';
import { AuditLogEntry } from '../audit/audit-log.entity.js';
import { Contribution } from '../contributions/contribution.entity.js';
import { District, DsDivision } from '../geography/geography.entity.js';
import { Report } from '../reports/report.entity.js';
import { Image } from '../images/image.entity.js';
import { OutboxRow } from '../core/events/outbox.entity.js';
import { ListCount } from '../core/paging/list-count.entity.js';
import { RateLimitCounter } from '../core/limits/rate-limit.entity.js';
import { JobPace } from '../core/jobs/job-pace.entity.js';
import { ImageVerification } from '../verification/image.entity.js';
import { SmsAlertJob, SmsInbound, SmsOutbound, SmsPace, SmsSender, SmsSubscription } from '../sms/sms.entity.js';
import { NotificationEvent } from '../notifications/notify.entity.js';
import { PushSubscriptionRow } from '../notifications/notify-push.entity.js';

export const entities = [
  District,
  DsDivision,
  User,
  Session,
  LoginAttempt,
  Image,
  ImageVerification,
  AidRequest,
  AidRequestDuplicate,
  Report,
  Alert,
  Contribution,
  AuditLogEntry,
  RateLimitCounter,
  OutboxRow,
  ListCount,
  WebhookSubscription,
  WebhookDelivery,
  WebhookAttempt,
  ApiKey,
  SmsInbound,
  SmsOutbound,
  SmsSubscription,
  SmsSender,
  SmsAlertJob,
  SmsPace,
  NotificationEvent,
  PushSubscriptionRow,
  JobPace,
];
