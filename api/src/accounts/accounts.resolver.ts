import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Audience, PUBLIC } from '../core/policy/audience.js';
import type { RequestContext } from '../core/context/context.js';
import { AccountsService } from './accounts.service.js';
import { LoginResultView, SignupVolunteerInput, UserView } from './accounts.types.js';
import { NotificationPreference, Role } from './user.entity.js';
import { AccountAbilities } from './accounts.policy.js';

@Resolver()
export class AccountsResolver {
  @Audience(PUBLIC)
  @Query(() => UserView, { nullable: true, description: 'The signed-in user, or null.' })
  async me(@Ctx() ctx: RequestContext): Promise<UserView | null> {
    const user = await new AccountsService(ctx).me();
    return user ? UserView.from(user) : null;
  }

  @Audience(PUBLIC)
  @Mutation(() => LoginResultView, { description: 'Signs in; sets the session cookie and returns a bearer token.' })
  async login(
    @Ctx() ctx: RequestContext,
    @Arg('userId', () => Int, { description: 'The numeric User ID given at sign-up or by the operator.' })
    userId: number,
    @Arg('password', () => String, { description: "The user's password." }) password: string,
    @Arg('role', () => Role, { description: "The role chosen on the login screen: it must be the user's own." })
    role: Role,
  ): Promise<LoginResultView> {
    const result = await new AccountsService(ctx).login({ userId, password, role });
    return Object.assign(new LoginResultView(), { ...result, user: UserView.from(result.user) });
  }

  @Audience(PUBLIC)
  @Mutation(() => Boolean, { description: 'Ends the current session on the server; true when there was one.' })
  logout(@Ctx() ctx: RequestContext): Promise<boolean> {
    return new AccountsService(ctx).logout();
  }

  @Audience(AccountAbilities.updateOwnAccount)
  @Mutation(() => Boolean, { description: 'Change the own password; the current one is required, other sessions end.' })
  changePassword(
    @Ctx() ctx: RequestContext,
    @Arg('currentPassword', () => String, { description: 'The password in use now.' }) currentPassword: string,
    @Arg('newPassword', () => String, { description: 'The new password: at least 8 characters, not a common one.' })
    newPassword: string,
  ): Promise<boolean> {
    return new AccountsService(ctx).changePassword(currentPassword, newPassword);
  }

  @Audience(AccountAbilities.updateOwnAccount)
  @Mutation(() => UserView, { description: 'Settings: own contact number and notification preference.' })
  async updateMySettings(
    @Ctx() ctx: RequestContext,
    @Arg('contactNo', () => String, {
      description: 'A new contact number (10 digits); unchanged when omitted.',
      nullable: true,
    })
    contactNo: string | null,
    @Arg('notificationPreference', () => NotificationPreference, {
      description: 'What the user wants to be told about; unchanged when omitted.',
      nullable: true,
    })
    notificationPreference: NotificationPreference | null,
  ): Promise<UserView> {
    return UserView.from(await new AccountsService(ctx).updateSettings({ contactNo, notificationPreference }));
  }

  @Audience(AccountAbilities.updateOfficeContact)
  @Query(() => String, { nullable: true, description: "DS officer: the own division office's public contact number." })
  myOfficeContact(@Ctx() ctx: RequestContext): Promise<string | null> {
    return new AccountsService(ctx).officeContact();
  }

  @Audience(AccountAbilities.updateOfficeContact)
  @Mutation(() => String, { description: "DS officer: set the division office's public contact number (D16)." })
  updateOfficeContact(
    @Ctx() ctx: RequestContext,
    @Arg('contactNo', () => String, { description: "The office's public number (10 digits)." }) contactNo: string,
  ): Promise<string> {
    return new AccountsService(ctx).updateOfficeContact(contactNo);
  }

  @Audience(PUBLIC)
  @Mutation(() => UserView, { description: 'Volunteer sign-up; answers the new user with the User ID to log in with.' })
  async signupVolunteer(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SignupVolunteerInput, { description: "The sign-up form's fields." })
    input: SignupVolunteerInput,
  ): Promise<UserView> {
    return UserView.from(await new AccountsService(ctx).signupVolunteer(input));
  }
}
