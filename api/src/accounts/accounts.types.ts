import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, Float, ID, InputType, Int, registerEnumType } from 'type-graphql';
import { GeographyService } from '../geography/geography.service.js';
import { DistrictView, DsDivisionView } from '../geography/geography.types.js';
import { NotificationPreference, Role, type User } from './user.entity.js';
import { ViewType } from '../core/paging/view-type.js';

registerEnumType(Role, {
  name: 'Role',
  description: 'VOLUNTEER, DS_OFFICER (one DS division) or DMC_OFFICER (one district).',
  valuesConfig: {
    VOLUNTEER: { description: 'A volunteer of one district.' },
    DS_OFFICER: { description: 'A divisional secretariat officer: one DS division.' },
    DMC_OFFICER: { description: 'A district disaster-management officer: one district.' },
  },
});
registerEnumType(NotificationPreference, {
  name: 'NotificationPreference',
  description: 'What a user wants to be told about.',
  valuesConfig: {
    VOLUNTEER_UPDATES: { description: 'Decisions on the own contributions.' },
    REPORTS: { description: 'New early-warning reports of the own area.' },
    ALERTS: { description: 'New alerts of the own area.' },
  },
});

@ViewType('User', { description: 'A signed-in user: volunteer, DS officer or DMC officer.' })
export class UserView {
  @Field(() => ID, { description: "The user's record id (the same number as `userId`, as every record id: an ID)." })
  id!: number;

  @Field(() => Int, { description: 'The numeric User ID people type at login.' })
  get userId(): number {
    return this.id;
  }

  @Field(() => Role, { description: "The user's role." })
  role!: Role;

  @Field(() => String, { description: "The user's full name." })
  fullName!: string;

  @Field(() => String, {
    description: "The user's e-mail address; null for officers added without one.",
    nullable: true,
  })
  email!: string | null;

  @Field(() => String, { description: "The user's contact number." })
  contactNo!: string;

  @Field(() => DistrictView, { description: "The user's district." })
  district!: DistrictView;

  @Field(() => DsDivisionView, { description: "The DS officer's division; null for the other roles.", nullable: true })
  dsDivision!: DsDivisionView | null;

  @Field(() => Boolean, { description: 'Volunteers: available to be called on now.' })
  available!: boolean;

  @Field(() => NotificationPreference, { description: 'What the user wants to be told about.' })
  notificationPreference!: NotificationPreference;

  static from(user: User): UserView {
    const geography = GeographyService.instance();
    const dsCode = user.dsDivision?.code;
    const ds = dsCode ? geography.findDsDivision(dsCode) : undefined;
    return Object.assign(new UserView(), {
      id: user.id,
      role: user.role,
      fullName: user.fullName,
      email: user.email ?? null,
      contactNo: user.contactNo,
      district: DistrictView.from(geography.district(user.district.code)),
      dsDivision: ds ? DsDivisionView.from(ds) : null,
      available: user.available,
      notificationPreference: user.notificationPreference,
    });
  }
}

@ViewType('LoginResult', { description: 'A signed-in session.' })
export class LoginResultView {
  @Field(() => String, {
    description: 'Bearer token for integrators; the web app uses the httpOnly cookie set with it.',
  })
  token!: string;

  @Field(() => GraphQLDateTimeISO, {
    description: 'When the session ends at the latest (UTC); it ends sooner when left idle (SESSION_IDLE_MINUTES).',
  })
  expiresAt!: Date;

  @Field(() => UserView, { description: 'The signed-in user.' })
  user!: UserView;
}

@InputType({ description: 'The volunteer sign-up form.' })
export class SignupVolunteerInput {
  @Field(() => String, { description: "The volunteer's full name: letters and spaces." })
  fullName!: string;

  @Field(() => String, { description: 'An e-mail address.' })
  email!: string;

  @Field(() => String, { description: 'At least 8 characters, not a common one.' })
  password!: string;

  @Field(() => String, { description: 'The password again.' })
  confirmPassword!: string;

  @Field(() => String, { description: 'Exactly 10 digits.' })
  contactNumber!: string;

  @Field(() => ID, { description: 'District P-code (LK11); names: see placeByName.' })
  district!: string;

  @Field(() => ID, { description: 'A DS division P-code of the district (LK1103); names: see placeByName.' })
  dsDivision!: string;

  @Field(() => Float, {
    nullable: true,
    description: 'Where the volunteer is, if known: decides the DS within the district.',
  })
  latitude?: number | null;

  @Field(() => Float, { description: 'Where the volunteer is, degrees east (optional).', nullable: true })
  longitude?: number | null;
}
