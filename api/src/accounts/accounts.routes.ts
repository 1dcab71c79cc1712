import { AccountRest, roleFromRest } from './accounts.rest-values.js';
import { GeographyService } from '../geography/geography.service.js';
import { PUBLIC } from '../core/policy/audience.js';
import { AppError } from '../core/errors/errors.js';
import { Input, type RestArea } from '../rest/rest.js';
import { RestIdentity } from '../rest/rest-identity.js';
import { AccountAbilities } from './accounts.policy.js';
import { AccountsService } from './accounts.service.js';
import { type User } from './user.entity.js';

const placeNames = (user: User) => {
  const geography = GeographyService.instance();
  return {
    district: geography.district(user.district.code).name.en,
    divisionalSecretariat: user.dsDivision
      ? (geography.findDsDivision(user.dsDivision.code)?.name.en ?? null)
      : (user.placeAsSent ?? null),
  };
};

export const accountRoutes: RestArea = {
  tag: 'User',
  routes: [
    {
      method: 'post',
      path: '/User/login',
      summary: 'Sign in; sets the session cookie and answers a bearer token. Errors are plain text.',
      audience: PUBLIC,
      textErrors: true,
      body: ['userId', 'password', 'role'],
      answer: [
        'userId',
        'role',
        'message',
        'divisionalSecretariat',
        'fullName',
        'contactNo',
        'district',
        'availability',
        'token',
      ],
      handler: async (ctx, req) => {
        const b = Input.body(req);
        const userId = b.integer('userId');
        const password = b.string('password');
        if (userId === undefined || !password) throw AppError.badInput('User ID and password are required.');
        const roleText = b.string('role');
        const role = roleText ? roleFromRest(roleText) : undefined;
        if (roleText && !role) throw AppError.badInput('role must be DS, DMC or Volunteer.');
        const { token, user } = await new AccountsService(ctx).login({ userId, password, role });
        return {
          body: {
            userId: user.id,
            role: AccountRest.role[user.role],
            message: 'Login successful',
            ...placeNames(user),
            fullName: user.fullName,
            contactNo: user.contactNo,
            availability: user.role === 'VOLUNTEER' ? AccountRest.availability(user.available) : undefined,
            token,
          },
        };
      },
    },
    {
      method: 'post',
      path: '/Volunteer/signup',
      created: true,
      summary: 'Volunteer sign-up',
      audience: PUBLIC,
      body: [
        'Name',
        'Email',
        'Password',
        'District',
        'DivisionalSecretariat',
        'ContactNumber',
        'latitude',
        'longitude',
      ],
      answer: ['userId', 'message'],
      handler: async (ctx, req) => {
        const b = Input.body(req);
        const password = b.string('Password') ?? '';
        const user = await new AccountsService(ctx).signupVolunteer({
          fullName: b.string('Name') ?? '',
          email: b.string('Email') ?? '',
          password,
          confirmPassword: b.string('ConfirmPassword') ?? password,
          contactNumber: b.string('ContactNumber') ?? '',
          district: b.string('District') ?? '',
          dsDivision: b.string('DivisionalSecretariat') ?? '',
          latitude: b.number('latitude'),
          longitude: b.number('longitude'),
        });
        return { body: { userId: user.id, message: `Signup successful! Your User ID is: ${user.id}` } };
      },
    },
    {
      method: 'get',
      path: '/DSOfficer/details/{userId}',
      summary: "The signed-in DS officer's details",
      audience: AccountAbilities.viewOwnAccount,
      answer: ['fullName', 'contactNo', 'district', 'divisionalSecretariat'],
      handler: async (ctx, req) => {
        RestIdentity.assertSelf(ctx, Input.params(req).requiredInteger('userId'));
        const user = (await new AccountsService(ctx).me())!;
        return { body: { fullName: user.fullName, contactNo: user.contactNo, ...placeNames(user) } };
      },
    },
  ],
};
