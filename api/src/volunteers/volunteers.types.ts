import { connectionOf } from '../core/paging/connection.js';
import { ID, Field, Int } from 'type-graphql';
import { DistrictView, DsDivisionView } from '../geography/geography.types.js';
import { PlaceResolvedBy } from '../geography/place-names.js';
import { ViewType } from '../core/paging/view-type.js';

@ViewType('Volunteer', { description: 'A volunteer as officers of the area see them.' })
export class VolunteerView {
  @Field(() => ID, { description: "The volunteer's user record id." }) id!: number;
  @Field(() => Int, { description: 'The numeric User ID the volunteer logs in with.' })
  get userId(): number {
    return this.id;
  }

  @Field(() => String, { description: 'Opaque: pass it as `after` for the volunteers that follow this one.' })
  cursor!: string;
  @Field(() => String, { description: "The volunteer's full name." }) fullName!: string;
  @Field(() => String, { description: "The volunteer's e-mail address.", nullable: true }) email!: string | null;
  @Field(() => String, { description: "The volunteer's contact number." }) contactNo!: string;
  @Field(() => Boolean, { description: 'Whether the volunteer can be called on now.' }) available!: boolean;
  @Field(() => DistrictView, { description: "The volunteer's district." }) district!: DistrictView;
  @Field(() => DsDivisionView, {
    nullable: true,
    description: "The volunteer's DS division; null while the place sent at sign-up is to confirm (placeAsSent).",
  })
  dsDivision!: DsDivisionView | null;
  @Field(() => String, {
    nullable: true,
    description: 'The DS division field as sent at sign-up, when it was not a DS name (kept for an officer to place).',
  })
  placeAsSent!: string | null;
  @Field(() => PlaceResolvedBy, {
    nullable: true,
    description:
      'How the place sent at sign-up was read, or OFFICER once an officer placed it; null when it predates the record.',
  })
  placeResolvedBy!: PlaceResolvedBy | null;
}

@ViewType('VolunteerConnection', { description: 'A page of volunteers.' })
export class VolunteerConnection extends connectionOf(VolunteerView) {}
