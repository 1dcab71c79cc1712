import { pointOr } from '../../../shared/coordinates.js';
import { isRequired, requiredError, type FormName } from '../../../shared/forms.js';
import {
  clientDateTime,
  EMERGENCY_DESCRIPTION,
  EMERGENCY_SUPPORT_TYPE,
  familySizeError,
  nameError,
  nationalPhone,
  nicError,
  phoneError,
  resolveAidSupportType,
  storedNic,
  type RuleCode,
} from '../../../shared/validation.js';
import type { GeographyService } from '../geography/geography.service.js';
import { placeToStore, type StoredPlace } from '../geography/stored-place.js';
import type { FieldProblems } from '../core/errors/errors.js';
import { fieldErrorsOf } from '../core/errors/rule-messages.js';
import { AidRequestType } from './aid-request.entity.js';

/** Which of the seeds' forms a request comes from (D7): they differ in what is required. */
export enum AidRequestForm {
  /** Quick form: phone and place; name optional; type, description and time fixed. */
  EMERGENCY = 'EMERGENCY',
  /** The full post-disaster form: NIC and date/time required. */
  POST_DISASTER = 'POST_DISASTER',
  /** The "Post Disaster Aid Request" variant: no NIC, no date (now). */
  POST_DISASTER_QUICK = 'POST_DISASTER_QUICK',
}

export interface AidRequestInputData {
  form: AidRequestForm;
  fullName?: string | null;
  nicNumber?: string | null;
  contactNo: string;
  district: string;
  dsDivision: string;
  gnDivision?: string | null;
  familySize?: number | null;
  dateTime?: string | null;
  description?: string | null;
  typeSupport?: string | null;
  otherSupport?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

export interface ValidAidRequest {
  requestType: AidRequestType;
  fullName: string | null;
  nicNumber: string | null;
  contactNo: string;
  place: StoredPlace;
  familySize: number;
  dateTime: Date;
  description: string;
  typeSupport: string;
  latitude: number;
  longitude: number;
}

/**
 * The seeds' rules for each form; answers the fields to store, or every field error at once. A place that does not
 * resolve to one DS division is kept to confirm (`placeToStore`).
 */
export function validateAidRequest(
  input: AidRequestInputData,
  geography: GeographyService,
  now = new Date(),
): { value?: ValidAidRequest; fields: FieldProblems } {
  const form = input.form as FormName;
  const emergency = input.form === AidRequestForm.EMERGENCY;
  const resolved = geography.resolvePlace(input.district, input.dsDivision, input, input.gnDivision);
  const place = placeToStore(resolved, input.dsDivision);
  const familySize = emergency ? 1 : (input.familySize ?? 1);
  const dateTime = clientDateTime(input.dateTime, isRequired(form, 'dateTime'), now);
  let typeSupport: { value: string } | { error: RuleCode } = { value: EMERGENCY_SUPPORT_TYPE };
  if (!emergency) typeSupport = resolveAidSupportType(input.typeSupport, input.otherSupport);
  const description = emergency ? EMERGENCY_DESCRIPTION : (input.description ?? '').trim();
  const fields = fieldErrorsOf({
    fullName: nameError(input.fullName, isRequired(form, 'fullName')),
    contactNo: phoneError(input.contactNo),
    nicNumber: emergency ? null : nicError(input.nicNumber, isRequired(form, 'nicNumber'), now),
    ...place.errors,
    familySize: familySizeError(familySize),
    dateTime: dateTime.error,
    typeSupport: 'error' in typeSupport ? typeSupport.error : null,
    description: requiredError(form, 'description', description),
  });
  const stored = place.stored;
  if (Object.keys(fields.fields).length || !stored || dateTime.error || !('value' in typeSupport)) return { fields };
  const point = pointOr(input.latitude, input.longitude, () =>
    geography.fallbackCoordinates(stored.districtCode, stored.dsDivisionCode, stored.gnDivisionCode),
  );
  return {
    fields,
    value: {
      requestType: emergency ? AidRequestType.EMERGENCY : AidRequestType.POST_DISASTER,
      fullName: (input.fullName ?? '').trim() || null,
      nicNumber: emergency ? null : storedNic(input.nicNumber),
      contactNo: nationalPhone(input.contactNo),
      place: stored,
      familySize,
      dateTime: dateTime.value,
      description,
      typeSupport: typeSupport.value,
      ...point,
    },
  };
}
