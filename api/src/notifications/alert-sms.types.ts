import { Field, Int } from 'type-graphql';
import { ViewType } from '../core/paging/view-type.js';

@ViewType('AlertSmsLanguageReach', {
  description: 'The subscribers of one language an alert would text, and what it costs.',
})
export class AlertSmsLanguageReachView {
  @Field(() => String, { description: 'en, si or ta.' }) language!: string;
  @Field(() => Int, { description: 'Subscribers who get the text in this language.' }) recipients!: number;
  @Field(() => Int, { description: 'SMS parts of one message in this language.' }) parts!: number;
  @Field(() => Int, { description: 'recipients × parts.' }) totalParts!: number;
}

@ViewType('AlertSmsReach', {
  description: 'Who an alert would text before it is published: subscribers per language and the parts they cost.',
})
export class AlertSmsReachView {
  @Field(() => Int, { description: 'Subscribers of the DS division (STOP excluded).' }) recipients!: number;
  @Field(() => Int, { description: 'SMS parts in all: the cost of the alert.' }) totalParts!: number;
  @Field(() => [AlertSmsLanguageReachView], { description: 'One per language (English, Sinhala, Tamil).' })
  languages!: AlertSmsLanguageReachView[];
}

@ViewType('AlertSmsDeliveries', {
  description: "How an alert's SMS went (its publish and its cancel together).",
})
export class AlertSmsDeliveriesView {
  @Field(() => Int, { description: 'Waiting for their turn at the gateway (or for a retry).' }) queued!: number;
  @Field(() => Int, { description: 'Taken by the gateway, no receipt yet.' }) sent!: number;
  @Field(() => Int, { description: "Delivered to the phone (by the gateway's receipt)." }) delivered!: number;
  @Field(() => Int, { description: 'Given up: refused after every retry, or not delivered by the network.' })
  failed!: number;
}
