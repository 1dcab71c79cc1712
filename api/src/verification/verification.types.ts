import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ID, Field, Int, registerEnumType } from 'type-graphql';
import { type ImageVerification, Verdict } from './image.entity.js';
import { ViewType } from '../core/paging/view-type.js';

registerEnumType(Verdict, {
  name: 'Verdict',
  description: 'AUTHENTIC only when a vision model says so and the thresholds hold; UNKNOWN shows as UNVERIFIED.',
  valuesConfig: {
    UNKNOWN: { description: 'Not checked, or the analysis could not tell.' },
    SUSPICIOUS: { description: 'The analysis found signs of editing, reuse or poor quality.' },
    AUTHENTIC: { description: 'The analysis trusts the photo.' },
  },
});

@ViewType('ImageVerification', { description: 'One run of the photo check.' })
export class ImageVerificationView {
  @Field(() => ID, { description: "The check's id." }) id!: number;
  @Field(() => Verdict, { description: 'The verdict.' }) verdict!: Verdict;
  @Field(() => Int, { description: '0-100' }) confidence!: number;
  @Field(() => Int, { nullable: true, description: 'Match with the description, 0-100; null when not assessed.' })
  matchScore!: number | null;
  @Field(() => String, { description: 'What the analysis found, in a sentence.' }) analysis!: string;
  @Field(() => [String], { description: "Issue names from the seed's list, plus image_reused." }) flags!: string[];
  @Field(() => String, { description: 'What the officer should do with the photo.' }) recommendation!: string;
  @Field(() => String, { description: 'Which analyzer answered (a vision model, or the offline one).' })
  provider!: string;
  @Field(() => Int, { description: 'The threshold asked for, in percent.' }) minConfidence!: number;
  @Field(() => GraphQLDateTimeISO, { description: 'When the check ran (UTC).' }) createdAt!: Date;

  static from(row: ImageVerification): ImageVerificationView {
    return Object.assign(new ImageVerificationView(), {
      id: row.id,
      verdict: row.verdict,
      confidence: row.confidence,
      matchScore: row.matchScore ?? null,
      analysis: row.analysis,
      flags: row.flags,
      recommendation: row.recommendation,
      provider: row.provider,
      minConfidence: row.minConfidence,
      createdAt: row.createdAt,
    });
  }
}
