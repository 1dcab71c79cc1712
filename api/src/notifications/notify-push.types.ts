import { Field, InputType } from 'type-graphql';

@InputType({ description: "The keys of a browser's push subscription (PushSubscription.toJSON().keys)." })
export class PushKeysInput {
  @Field(() => String, { description: "The browser's P-256 public key, base64url." }) p256dh!: string;
  @Field(() => String, { description: 'The 16-byte authentication secret, base64url.' }) auth!: string;
}

@InputType({ description: "A browser's Web Push subscription, as PushSubscription.toJSON() gives it." })
export class PushSubscriptionInput {
  @Field(() => String, { description: "The push service's https URL for this browser." }) endpoint!: string;
  @Field(() => PushKeysInput, { description: 'Its encryption keys.' }) keys!: PushKeysInput;
}
