import { connectionOf, type Page } from '../core/paging/connection.js';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ArgsType, ID, Field, Float, InputType, Int, registerEnumType } from 'type-graphql';
import { DistrictView, SubmittedPlaceFields } from '../geography/geography.types.js';
import { PlaceResolvedBy } from '../geography/place-names.js';
import { AidRequestStatus, AidRequestType } from './aid-request.entity.js';
import { AidRequestForm } from './aid-request-input.js';
import { ViewType } from '../core/paging/view-type.js';

registerEnumType(AidRequestType, {
  name: 'AidRequestType',
  description: 'Emergency or post-disaster.',
  valuesConfig: {
    POST_DISASTER: { description: 'Help after the disaster (food, shelter, repairs).' },
    EMERGENCY: { description: 'Help needed now (rescue, evacuation, first aid).' },
  },
});
registerEnumType(AidRequestStatus, {
  name: 'AidRequestStatus',
  description:
    'PENDING (post-disaster, awaiting the DS officer), APPROVED ("ongoing"), REJECTED, DELIVERED ("fulfilled"), MERGED (a duplicate closed into another request).',
  valuesConfig: {
    MERGED: {
      description:
        'A duplicate, closed into the request `mergedIntoId` names; it keeps its history and contact. Never public.',
    },
    REJECTED: { description: 'Refused by the DS officer; never public.' },
    PENDING: { description: "Waiting for the DS officer's decision; seen by officers of the area only." },
    DELIVERED: { description: 'Help has been delivered.' },
    APPROVED: { description: 'Ongoing: public, waiting for help.' },
  },
});
registerEnumType(AidRequestForm, {
  name: 'AidRequestForm',
  description: 'Which form the request comes from (D7).',
  valuesConfig: {
    POST_DISASTER_QUICK: { description: "A volunteer's quick post-disaster request on behalf of a family." },
    POST_DISASTER: { description: "The post-disaster form: the family's details, approved by the DS officer." },
    EMERGENCY: { description: 'The emergency form: contact and place only, approved at once.' },
  },
});

@ViewType('AidRequestPermissions', {
  description: 'What the viewer may do with this request (the server checks again).',
})
export class AidRequestPermissions {
  @Field(() => Boolean, { description: 'The viewer may approve it.' }) approve!: boolean;
  @Field(() => Boolean, { description: 'The viewer may reject it.' }) reject!: boolean;
  @Field(() => Boolean, { description: 'The viewer may mark it delivered.' }) markDelivered!: boolean;
  @Field(() => Boolean, { description: 'The viewer may record a contribution to it.' }) contribute!: boolean;
}

@ViewType('AidRequest', {
  implements: SubmittedPlaceFields,
  description:
    'A request for aid from the public forms (or a volunteer on behalf of a family); what a viewer sees depends on who they are (D13).',
})
export class AidRequestView extends SubmittedPlaceFields {
  @Field(() => ID, { description: "The request's id." }) id!: number;
  @Field(() => String, {
    description: 'Opaque: pass it as `after` for the rows that follow this one in any list of requests.',
  })
  cursor!: string;
  @Field(() => AidRequestType, { description: 'Emergency or post-disaster.' }) requestType!: AidRequestType;
  @Field(() => AidRequestStatus, {
    description: 'Where the request stands: PENDING, APPROVED (ongoing), DELIVERED, REJECTED or MERGED.',
  })
  status!: AidRequestStatus;
  @Field(() => String, {
    description: "The requester's name; null on emergency requests, which ask for none.",
    nullable: true,
  })
  fullName!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Only for officers of the request's division or district (D13).",
  })
  nicNumber!: string | null;
  @Field(() => String, { description: 'Masked to the last 3 digits unless the viewer works in the area (D13).' })
  contactNo!: string;
  @Field(() => Int, { description: 'How many people the request is for.' }) familySize!: number;
  @Field(() => GraphQLDateTimeISO, {
    description: 'When the need arose, as the requester gave it (UTC; entered in Sri Lanka time).',
  })
  dateTime!: Date;
  @Field(() => String, { description: "What is needed, in the requester's words." }) description!: string;
  @Field(() => String, {
    description: "The kind of support asked for (food, shelter, medical…, or the requester's own words).",
  })
  typeSupport!: string;
  @Field(() => DistrictView, { description: 'The district the request is for.' }) district!: DistrictView;
  @Field(() => PlaceResolvedBy, {
    nullable: true,
    description:
      "Officers of the request's division or district only (D13): how the place sent was read; null when it came from a session or predates the record.",
  })
  placeResolvedBy!: PlaceResolvedBy | null;
  @Field(() => Float, { description: 'Rounded to 3 decimals for the public (D13).' }) latitude!: number;
  @Field(() => Float, { description: 'Rounded to 3 decimals for the public (D13).' }) longitude!: number;
  @Field(() => GraphQLDateTimeISO, { description: 'When the request was received (UTC).' }) createdAt!: Date;
  @Field(() => Boolean, {
    nullable: true,
    description:
      "Officers of the request's division or district only: it came by SMS; null for other viewers, who see it like any other (D13).",
  })
  viaSms!: boolean | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Officers of the request's division or district only: the SMS it came from, exactly as sent; null otherwise.",
  })
  smsText!: string | null;
  @Field(() => ID, {
    nullable: true,
    description: 'A MERGED duplicate only: the request it was merged into.',
  })
  mergedIntoId!: number | null;
  @Field(() => AidRequestPermissions, { description: 'What the viewer may do with it.' })
  viewerCan!: AidRequestPermissions;
}

@ViewType('AidRequestPage', {
  description: 'A page of the public aid-request lists, with the number of all matching requests.',
})
export class AidRequestPage extends connectionOf(AidRequestView) {
  @Field(() => Int, { description: 'All matching requests, for page numbers (from maintained counts).' })
  totalCount!: number;
}

@ViewType('AidRequestConnection', { description: 'A page of aid requests.' })
export class AidRequestConnection extends connectionOf(AidRequestView) {}

@ViewType('DistrictAidRequests', {
  description: "The seed's aids-for-district answer: approved post-disaster and emergency requests.",
})
export class DistrictAidRequests {
  @Field(() => AidRequestConnection, { description: 'Post-disaster requests: a page after `afterPostDisaster`.' })
  postDisaster!: Page<AidRequestView>;
  @Field(() => AidRequestConnection, { description: 'Emergency requests: a page after `afterEmergency`.' })
  emergency!: Page<AidRequestView>;
}

@InputType({ description: 'Filters of the public aid-request lists.' })
export class AidRequestFilter {
  @Field(() => AidRequestType, { description: 'Only emergency or only post-disaster requests.', nullable: true })
  requestType?: AidRequestType | null;
  @Field(() => ID, { nullable: true, description: 'District P-code (LK11); names: see placeByName.' }) district?:
    string | null;
  @Field(() => ID, { nullable: true, description: 'DS division P-code (LK1103); names: see placeByName.' })
  dsDivision?: string | null;
}

@InputType({ description: 'An aid request from one of the forms.' })
export class CreateAidRequestInput {
  @Field(() => AidRequestForm, { description: 'The form the fields come from; it decides which are required.' })
  form!: AidRequestForm;
  @Field(() => String, { description: "The requester's name (post-disaster forms).", nullable: true }) fullName?:
    string | null;
  @Field(() => String, {
    description: "The requester's NIC number (post-disaster form); seen by officers of the area only.",
    nullable: true,
  })
  nicNumber?: string | null;
  @Field(() => String, { description: 'A contact number: 10 digits.' }) contactNo!: string;
  @Field(() => ID, { description: 'District P-code (LK11); names: see placeByName.' }) district!: string;
  @Field(() => ID, { description: 'DS division P-code (LK1103); names: see placeByName.' }) dsDivision!: string;
  @Field(() => ID, {
    nullable: true,
    description: 'Optionally, the GN division within the DS division (LK1103005): narrows the place, never required.',
  })
  gnDivision?: string | null;
  @Field(() => Int, { description: 'How many people (post-disaster forms).', nullable: true }) familySize?:
    number | null;
  @Field(() => String, {
    nullable: true,
    description: 'ISO 8601; without a zone it is Sri Lanka time (D3). Defaults to now.',
  })
  dateTime?: string | null;
  @Field(() => String, { description: 'What is needed (post-disaster forms).', nullable: true }) description?:
    string | null;
  @Field(() => String, { description: 'The kind of support needed; Other needs otherSupport.', nullable: true })
  typeSupport?: string | null;
  @Field(() => String, { nullable: true, description: 'The text that replaces "Other".' }) otherSupport?: string | null;
  @Field(() => Float, {
    description: 'Where help is needed, degrees north (optional; decides the DS within the district).',
    nullable: true,
  })
  latitude?: number | null;
  @Field(() => Float, { description: 'Where help is needed, degrees east (optional).', nullable: true }) longitude?:
    number | null;
  @Field(() => String, { nullable: true, description: 'Sent again on retry so that a request is made once.' })
  idempotencyKey?: string | null;
}

/** The arguments of both public lists (ongoing and delivered): filter, page size, cursor and numbered-page offset. */
@ArgsType()
export class PublicAidRequestPageArgs {
  @Field(() => AidRequestFilter, {
    description: 'Only requests of this type and place; all when omitted.',
    nullable: true,
  })
  filter!: AidRequestFilter | null;
  @Field(() => Int, { nullable: true, description: 'Requests per page: 1 to 1,000 (default 50).' }) first!:
    number | null;
  @Field(() => String, {
    nullable: true,
    description:
      "A `pageInfo.endCursor` or a request's `cursor`: the page after that request (offset is then ignored).",
  })
  after!: string | null;
  @Field(() => Int, {
    defaultValue: 0,
    description: 'Requests to skip, up to 10,000, for numbered pages; deeper pages follow `after`.',
  })
  offset!: number;
}
