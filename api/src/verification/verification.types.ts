import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ID, Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { type ImageVerification, Verdict } from './image.entity.js';

registerEnumType(Verdict, { name: 'Verdict', description: 'AUTHENTIC only when a vision model says so and the thresholds hold; UNKNOWN shows as UNVERIFIED.' });

@ObjectType('ImageVerification', { description: 'One run of the photo check.' })
export class ImageVerificationView {
  @Field(() => ID) id!: number;
  @Field(() => Verdict) verdict!: Verdict;
  @Field(() => Int, { description: '0-100' }) confidence!: number;
  @Field(() => Int, { nullable: true, description: 'Match with the description, 0-100; null when not assessed.' }) matchScore!: number | null;
  @Field(() => String) analysis!: string;
  @Field(() => [String], { description: 'Issue names from the seed\'s list, plus image_reused.' }) flags!: string[];
  @Field(() => String) recommendation!: string;
  @Field(() => String) provider!: string;
  @Field(() => Int) minConfidence!: number;
  @Field(() => GraphQLDateTimeISO) createdAt!: Date;

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
