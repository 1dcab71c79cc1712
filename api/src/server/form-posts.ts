import { randomUUID } from 'node:crypto';
import cookieParser from 'cookie-parser';
import express from 'express';
import multer from 'multer';
import type { FormPostOutcome } from '../../../shared/page-renderer.js';
import type { PublicPage } from '../../../shared/page-routes.js';
import { AidRequestForm } from '../aid-requests/aid-request-input.js';
import { AidRequestsService } from '../aid-requests/aid-requests.service.js';
import { requestScope } from '../observability/access-log.js';
import { ReportsService } from '../reports/reports.service.js';
import type { RequestContext } from '../core/context/context.js';
import { ImageErrors, MAX_IMAGE_BYTES } from '../images/images.service.js';
import { errorAnswer } from '../core/errors/error-answer.js';
import { AppError } from '../core/errors/errors.js';
import { assertInputTexts } from '../core/limits/input-lengths.js';
import { assertPlaceCodes } from '../core/public-answers/place-codes.js';
import { crossSiteRefusal, isCrossSite } from '../core/policy/same-origin.js';
import type { Locale } from '../../../shared/locales.js';
import { requestLocale } from './page-locale.js';

/** The public pages whose form also works without scripts: a plain HTML form posted to the page's own path. */
export const FORM_POST_PAGES = ['/emergency-aid-request', '/submit-symptoms'] as const satisfies readonly PublicPage[];
export type FormPostPage = (typeof FORM_POST_PAGES)[number];

type Values = Record<string, string>;

interface PostedForm<Input extends object> {
  /** The fields by their `name` in the page. */
  fields: readonly string[];
  /** The success text, for an answer when the page cannot be drawn. */
  sentText: string;
  /** The form's photo field, when it has one: the page then posts as multipart/form-data. */
  photoField?: string;
  /** `photo`: the file posted in `photoField` as a data URL (what the scripted form sends), or null. */
  input(values: Values, idempotencyKey: string, photo: string | null): Input;
  /** The same service call as the form's GraphQL mutation. */
  submit(ctx: RequestContext, input: Input): Promise<unknown>;
}

/** Checks each form's types where it is declared; the table below holds them alike. */
const postedForm = <Input extends object>(form: PostedForm<Input>): PostedForm<object> => form;

const FORMS: Record<FormPostPage, PostedForm<object>> = {
  '/emergency-aid-request': postedForm({
    fields: ['fullName', 'contactNo', 'district', 'dsDivision'],
    sentText: 'Aid request submitted successfully!',
    input: (v, idempotencyKey) => ({
      form: AidRequestForm.EMERGENCY,
      fullName: v.fullName!.trim() || null,
      contactNo: v.contactNo!,
      district: v.district!,
      dsDivision: v.dsDivision!,
      idempotencyKey,
    }),
    submit: (ctx, input) => new AidRequestsService(ctx).create(input),
  }),
  '/submit-symptoms': postedForm({
    fields: ['fullName', 'nicNumber', 'contactNo', 'district', 'dsDivision', 'dateTime', 'description'],
    sentText: 'Early Warning Submitted Successfully!',
    photoField: 'image',
    input: (v, idempotencyKey, photo) => ({
      reporterName: v.fullName!,
      nicNumber: v.nicNumber!,
      contactNo: v.contactNo!,
      district: v.district!,
      dsDivision: v.dsDivision!,
      dateTime: v.dateTime!,
      description: v.description!,
      image: photo,
      idempotencyKey,
    }),
    submit: (ctx, input) => new ReportsService(ctx).submit(input),
  }),
};

export interface FormPostAnswer {
  page: FormPostPage;
  status: number;
  locale: Locale;
  post: FormPostOutcome;
  /** The key the answered form carries: the same after a refusal (nothing was made), a new one after a success. */
  idempotencyKey: string;
}

export interface FormPostOptions {
  context: (req: express.Request, res: express.Response) => Promise<RequestContext>;
  log: (message: unknown) => void;
  /** Sends the page again with the outcome (web-app.ts renders it). */
  answer(req: express.Request, res: express.Response, answer: FormPostAnswer): Promise<void>;
}

/** The form's own fields as sent (text only; anything else is ignored). */
function valuesOf(body: unknown, fields: readonly string[]): Values {
  const sent = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  return Object.fromEntries(fields.map((name) => [name, typeof sent[name] === 'string' ? sent[name] : '']));
}

const keyOf = (body: unknown): string => {
  const sent = (body as Record<string, unknown> | undefined)?.idempotencyKey;
  return typeof sent === 'string' && sent.trim() ? sent.trim() : randomUUID();
};

/** One photo of at most the photo limit, beside the form's text fields (each as bounded as without a photo). */
const multipartForm = (photoField: string) =>
  multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 50, fieldSize: 32 * 1024, parts: 51 },
  }).single(photoField);

/** Reads a multipart post (a form with a file field; any other body passes untouched): null, or why it was refused. */
function readMultipart(read: express.RequestHandler, req: express.Request, res: express.Response): Promise<unknown> {
  return new Promise((resolve) => void read(req, res, (error?: unknown) => resolve(error ?? null)));
}

/** The refusal of a multipart post: a photo over the limit answers as it does through GraphQL. */
function multipartRefusal(error: unknown): AppError {
  if (!(error instanceof multer.MulterError)) return AppError.coded('BAD_USER_INPUT', 'BAD_USER_INPUT');
  return error.code === 'LIMIT_FILE_SIZE'
    ? ImageErrors.tooLarge()
    : AppError.coded('PAYLOAD_TOO_LARGE', 'PAYLOAD_TOO_LARGE');
}

/** The posted photo as a data URL; an empty file field (no photo chosen) is no photo. */
const photoOf = (file: Express.Multer.File | undefined): string | null =>
  file?.size ? `data:${file.mimetype};base64,${file.buffer.toString('base64')}` : null;

/**
 * The emergency aid request and the early-warning report posted as plain HTML forms (progressive enhancement: with
 * scripts the React form sends them over GraphQL). The same checks as GraphQL (input lengths, P-codes) and the same
 * service (rules, idempotency, rate limits); a post from another site is refused. The answer is the page again:
 * the success text, or the values sent with the same messages.
 */
export function mountFormPosts(app: express.Express, { context, log, answer }: FormPostOptions): void {
  const parse = express.urlencoded({ extended: false, limit: '32kb', parameterLimit: 50 });
  for (const page of FORM_POST_PAGES) {
    const form = FORMS[page];
    const multipart = form.photoField ? multipartForm(form.photoField) : null;
    app.post(page, cookieParser(), parse, requestScope, async (req, res) => {
      const crossSite = isCrossSite(req.headers, req.host);
      // Nothing of another site's post is read into memory, a photo least of all.
      const unreadable = multipart && !crossSite ? await readMultipart(multipart, req, res) : null;
      const values = valuesOf(req.body, form.fields);
      const sentKey = keyOf(req.body);
      const locale = requestLocale(req);
      res.setHeader('Vary', 'Accept-Language, Cookie');
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Language', locale);
      let outcome: Pick<FormPostAnswer, 'status' | 'post' | 'idempotencyKey'>;
      try {
        if (crossSite) throw crossSiteRefusal();
        if (unreadable) throw multipartRefusal(unreadable);
        const input = form.input(values, sentKey, photoOf(req.file));
        assertInputTexts(input);
        assertPlaceCodes(input);
        await form.submit(await context(req, res), input);
        outcome = { status: 200, post: { sent: true, values: {} }, idempotencyKey: randomUUID() };
      } catch (error) {
        const { status, code, message, messageCode, messageValues, fields, fieldCodes, retryAfter } = errorAnswer(
          error,
          log,
        );
        if (retryAfter) res.setHeader('Retry-After', String(retryAfter));
        // A key already spent on another submission (a page from the browser's history): the next press gets a new one.
        const idempotencyKey = code === 'IDEMPOTENCY_KEY_REUSED' ? randomUUID() : sentKey;
        outcome = {
          status,
          post: { sent: false, values, error: { message, messageCode, messageValues, fields, fieldCodes } },
          idempotencyKey,
        };
      }
      try {
        await answer(req, res, { page, locale, ...outcome });
      } catch (error) {
        // The page could not be drawn (a slow or gone database): the outcome still reaches the visitor.
        log(error);
        res
          .status(outcome.status)
          .type('text/plain')
          .send(outcome.post.error?.message ?? form.sentText);
      }
    });
  }
}
