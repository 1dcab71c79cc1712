import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, ID, Int } from 'type-graphql';
import { DistrictView, DsDivisionView } from '../geography/geography.types.js';
import { connectionOf } from '../core/paging/connection.js';
import { ViewType } from '../core/paging/view-type.js';

@ViewType('SmsReply', {
  description: 'A text our server sends back to the sender: recorded before it is sent, sent once.',
})
export class SmsReplyView {
  @Field(() => String, { description: 'The text sent.' }) text!: string;
  @Field(() => Int, { description: 'How many SMS parts it takes (160 GSM-7 / 70 UCS-2 characters in one part).' })
  parts!: number;
  @Field(() => String, { description: 'PENDING (recorded, not yet sent), SENT or FAILED.' }) state!: string;
  @Field(() => Boolean, { description: 'Written by an officer (otherwise the automatic reply).' }) byOfficer!: boolean;
  @Field(() => GraphQLDateTimeISO, { description: 'When it was recorded (UTC).' }) createdAt!: Date;
}

@ViewType('SmsTriageItem', {
  description:
    "A text message in the officers' triage queue: it named no known place or keyword, or could not be processed.",
})
export class SmsTriageItemView {
  @Field(() => ID, { description: "The message's id." }) id!: number;
  @Field(() => String, { description: 'Opaque: pass it as `after` for the messages that follow this one.' })
  cursor!: string;
  @Field(() => GraphQLDateTimeISO, { description: 'When it arrived (UTC).' }) receivedAt!: Date;
  @Field(() => String, { description: 'The text exactly as sent (every code point, ZWJ included).' }) text!: string;
  @Field(() => String, {
    description: "The sender's number (+94…): officers whose item it is; masked to the last 3 digits otherwise.",
  })
  sender!: string;
  @Field(() => DistrictView, { nullable: true, description: 'The district, when known; null: national.' })
  district!: DistrictView | null;
  @Field(() => DsDivisionView, { nullable: true, description: 'The DS division, when known.' })
  dsDivision!: DsDivisionView | null;
  @Field(() => String, { description: 'TRIAGE while it waits; DONE once turned into a request or report.' })
  state!: string;
  @Field(() => String, { nullable: true, description: 'What it became: AID_REQUEST or REPORT; null while it waits.' })
  resultKind!: string | null;
  @Field(() => ID, { nullable: true, description: "The aid request's or report's id it became." }) resultId!:
    number | null;
  @Field(() => [SmsReplyView], { description: 'What was sent back to the sender, oldest first.' })
  replies!: SmsReplyView[];
}

@ViewType('SmsTriageConnection', { description: 'A page of the SMS triage queue.' })
export class SmsTriageConnection extends connectionOf(SmsTriageItemView) {}
