import { connectionOf } from '../shared/connection.js';
import { ID, Field, Int } from 'type-graphql';
import { DistrictView, DsDivisionView } from '../geography/geography.types.js';
import { PlaceResolvedBy } from '../geography/place-names.js';
import { ViewType } from '../shared/view-type.js';

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
  @Field(() => DsDivisionView, { description: "The volunteer's DS division." }) dsDivision!: DsDivisionView;
  @Field(() => PlaceResolvedBy, {
    nullable: true,
    description:
      'How the place sent at sign-up was read (issue 11); null when it came from a session or predates the record.',
  })
  placeResolvedBy!: PlaceResolvedBy | null;
}

@ViewType('VolunteerConnection', { description: 'A page of volunteers.' })
export class VolunteerConnection extends connectionOf(VolunteerView) {}
