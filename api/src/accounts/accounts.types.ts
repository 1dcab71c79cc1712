import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GeographyService } from '../geography/geography.service.js';
import { DistrictView, DsDivisionView } from '../geography/geography.types.js';
import { NotificationPreference, Role, type User } from './user.entity.js';

registerEnumType(Role, { name: 'Role', description: 'VOLUNTEER, DS_OFFICER (one DS division) or DMC_OFFICER (one district).' });
registerEnumType(NotificationPreference, { name: 'NotificationPreference' });

@ObjectType('User', { description: 'A signed-in user: volunteer, DS officer or DMC officer.' })
export class UserView {
  @Field(() => ID, { description: 'The user\'s record id (the same number as `userId`, as every record id: an ID).' })
  id!: number;

  @Field(() => Int, { description: 'The numeric User ID people type at login.' })
  get userId(): number {
    return this.id;
  }

  @Field(() => Role)
  role!: Role;

  @Field(() => String)
  fullName!: string;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => String)
  contactNo!: string;

  @Field(() => DistrictView)
  district!: DistrictView;

  @Field(() => DsDivisionView, { nullable: true })
  dsDivision!: DsDivisionView | null;

  @Field(() => Boolean, { description: 'Volunteers: available to be called on now.' })
  available!: boolean;

  @Field(() => NotificationPreference)
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

@ObjectType('LoginResult')
export class LoginResultView {
  @Field(() => String, { description: 'Bearer token for integrators; the web app uses the httpOnly cookie set with it.' })
  token!: string;

  @Field(() => GraphQLDateTimeISO)
  expiresAt!: Date;

  @Field(() => UserView)
  user!: UserView;
}

@InputType()
export class SignupVolunteerInput {
  @Field(() => String)
  fullName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;

  @Field(() => String)
  confirmPassword!: string;

  @Field(() => String, { description: 'Exactly 10 digits.' })
  contactNumber!: string;

  @Field(() => ID, { description: 'District P-code (LK11); names: see placeByName.' })
  district!: string;

  @Field(() => ID, { description: 'A DS division P-code of the district (LK1103); names: see placeByName.' })
  dsDivision!: string;

  @Field(() => Float, { nullable: true, description: 'Where the volunteer is, if known: decides the DS within the district (issue 11).' })
  latitude?: number | null;

  @Field(() => Float, { nullable: true })
  longitude?: number | null;
}
