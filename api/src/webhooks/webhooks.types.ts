import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, ID, Int } from 'type-graphql';
import { ViewType } from '../core/paging/view-type.js';

@ViewType('WebhookAttempt', {
  description: 'One POST of a CAP message to a webhook receiver.',
})
export class WebhookAttemptView {
  @Field(() => Int, { description: '1 for the first attempt.' }) number!: number;
  @Field(() => GraphQLDateTimeISO, { description: 'When it started (UTC).' }) startedAt!: Date;
  @Field(() => Int, { description: 'How long the attempt took, in milliseconds.' }) durationMs!: number;
  @Field(() => Int, { nullable: true, description: "The receiver's HTTP status; null when it did not answer." })
  statusCode!: number | null;
  @Field(() => String, { nullable: true, description: 'Why it failed: HTTP 500, timeout, ECONNREFUSED…' }) error!:
    string | null;
}

@ViewType('WebhookDelivery', {
  description: 'A CAP message owed to one registered webhook receiver, and every attempt made.',
})
export class WebhookDeliveryView {
  @Field(() => ID, { description: "The delivery's id." }) id!: string;
  @Field(() => String, { description: "The receiver's host (not the full URL: it may carry a token)." })
  receiver!: string;
  @Field(() => String, { description: 'Alert or Cancel.' }) msgType!: string;
  @Field(() => String, { description: 'The CAP identifier sent.' }) identifier!: string;
  @Field(() => String, { description: 'DELIVERED, PENDING (a retry is due at nextAttemptAt) or FAILED (given up).' })
  state!: string;
  @Field(() => GraphQLDateTimeISO, {
    description: 'When the receiver accepted it (UTC); null until then.',
    nullable: true,
  })
  deliveredAt!: Date | null;
  @Field(() => GraphQLDateTimeISO, {
    description: 'When it is tried again (UTC); null when delivered or given up.',
    nullable: true,
  })
  nextAttemptAt!: Date | null;
  @Field(() => [WebhookAttemptView], { description: 'Every attempt, first first.' }) attempts!: WebhookAttemptView[];
}
