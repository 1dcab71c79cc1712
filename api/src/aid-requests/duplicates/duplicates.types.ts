import { Field, ID, registerEnumType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { DUPLICATE_REASONS, type DuplicateReason } from '../../../../shared/duplicate-rules.js';
import { connectionOf } from '../../core/paging/connection.js';
import { AidRequestView } from '../aid-requests.types.js';
import { DuplicatePairState } from './aid-request-duplicate.entity.js';
import { ViewType } from '../../core/paging/view-type.js';

/** The reason codes of shared/duplicate-rules.ts as a GraphQL enum. */
export const DuplicateReasonCode = Object.fromEntries(DUPLICATE_REASONS.map((r) => [r, r])) as {
  [R in DuplicateReason]: R;
};

registerEnumType(DuplicateReasonCode, {
  name: 'DuplicateReason',
  description: 'Why two aid requests of one DS division look like one need asked twice.',
  valuesConfig: {
    SAME_PHONE: { description: 'The same contact number.' },
    SAME_NIC: { description: 'The same NIC number.' },
    SAME_NAME_NEARBY: { description: 'The same name in any script or romanisation, and points within 1 km.' },
    SIMILAR_DESCRIPTION: { description: 'Near-identical descriptions, sent within 24 hours.' },
  },
});
registerEnumType(DuplicatePairState, {
  name: 'DuplicatePairState',
  description: "A flagged pair's decision.",
  valuesConfig: {
    OPEN: { description: 'Not decided yet.' },
    MERGED: { description: 'One was merged into the other.' },
    NOT_DUPLICATE: { description: 'An officer said they are different needs; never flagged again.' },
  },
});

@ViewType('AidRequestDuplicate', {
  description:
    'A likely duplicate: `request` arrived after `other`, both of one DS division. Officers of the area only.',
})
export class DuplicatePairView {
  @Field(() => ID, { description: "The pair's id (for `markNotDuplicate`)." }) id!: number;
  @Field(() => [DuplicateReasonCode], { description: 'Why they look alike.' }) reasons!: DuplicateReason[];
  @Field(() => DuplicatePairState, { description: 'OPEN until an officer merges or marks "not a duplicate".' })
  state!: DuplicatePairState;
  @Field(() => AidRequestView, { description: 'The later request.' }) request!: AidRequestView;
  @Field(() => AidRequestView, { description: 'The earlier request it looks like.' }) other!: AidRequestView;
  @Field(() => GraphQLDateTimeISO, { description: 'When the pair was flagged (UTC).' }) detectedAt!: Date;
}

@ViewType('AidRequestDuplicateConnection', { description: 'A page of likely duplicates.' })
export class DuplicatePairConnection extends connectionOf(DuplicatePairView) {}
