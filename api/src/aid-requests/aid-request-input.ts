import type { GeographyService } from '../geography/geography.service.js';
import { pointOr } from '../shared/coordinates.js';
import type { FieldErrors } from '../shared/errors.js';
import { parseClientDateTime } from '../shared/time.js';
import {
  EMERGENCY_DESCRIPTION,
  EMERGENCY_SUPPORT_TYPE,
  nameError,
  phoneError,
  POST_DISASTER_SUPPORT_TYPES,
  QUICK_AID_SUPPORT_TYPES,
  resolveSupportType,
} from '../shared/validation-rules.js';
import { AidRequestType } from './aid-request.entity.js';
import { AidRequestMessages as M } from './aid-requests.errors.js';

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
  districtCode: string;
  dsDivisionCode: string;
  familySize: number;
  dateTime: Date;
  description: string;
  typeSupport: string;
  latitude: number;
  longitude: number;
}

/** The seeds' rules for each form; answers the fields to store, or every field error at once. */
export function validateAidRequest(input: AidRequestInputData, geography: GeographyService, now = new Date()): { value?: ValidAidRequest; fields: FieldErrors } {
  const fields: FieldErrors = {};
  const emergency = input.form === AidRequestForm.EMERGENCY;
  const full = input.form === AidRequestForm.POST_DISASTER;

  const name = nameError(input.fullName, !emergency);
  if (name) fields.fullName = name;
  const phone = phoneError(input.contactNo);
  if (phone) fields.contactNo = phone;
  if (full && !(input.nicNumber ?? '').trim()) fields.nicNumber = M.nicRequired;

  const district = (input.district ?? '').trim() ? geography.findDistrict(input.district) : undefined;
  if (!district) fields.district = M.districtRequired;
  const ds = district && (input.dsDivision ?? '').trim() ? geography.findDsDivision(input.dsDivision, district.code) : undefined;
  if (district && (!ds || ds.districtCode !== district.code)) fields.dsDivision = M.dsRequired;

  const familySize = emergency ? 1 : (input.familySize ?? 1);
  if (!Number.isInteger(familySize) || familySize < 1) fields.familySize = M.familySize;

  let dateTime: Date | null = now;
  if (full) {
    dateTime = parseClientDateTime(input.dateTime);
    if (!dateTime) fields.dateTime = (input.dateTime ?? '').trim() ? M.dateTimeInvalid : M.dateTimeRequired;
  } else if ((input.dateTime ?? '').trim()) {
    dateTime = parseClientDateTime(input.dateTime);
    if (!dateTime) fields.dateTime = M.dateTimeInvalid;
  }

  let typeSupport = EMERGENCY_SUPPORT_TYPE;
  if (!emergency) {
    const support = resolveSupportType(input.typeSupport, input.otherSupport, full ? POST_DISASTER_SUPPORT_TYPES : QUICK_AID_SUPPORT_TYPES);
    if ('error' in support) fields.typeSupport = support.error;
    else typeSupport = support.value;
  }

  const description = emergency ? EMERGENCY_DESCRIPTION : (input.description ?? '').trim();
  if (full && !description) fields.description = M.descriptionRequired;

  if (Object.keys(fields).length || !district || !ds || !dateTime) return { fields };
  const point = pointOr(input.latitude, input.longitude, () => geography.fallbackCoordinates(district.code, ds.code));
  return {
    fields,
    value: {
      requestType: emergency ? AidRequestType.EMERGENCY : AidRequestType.POST_DISASTER,
      fullName: (input.fullName ?? '').trim() || null,
      nicNumber: emergency ? null : (input.nicNumber ?? '').trim() || null,
      contactNo: input.contactNo,
      districtCode: district.code,
      dsDivisionCode: ds.code,
      familySize,
      dateTime,
      description,
      typeSupport,
      ...point,
    },
  };
}
