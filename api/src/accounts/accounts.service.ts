import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  emailError,
  nameError,
  nationalPhone,
  passwordError,
  passwordsMatchError,
  phoneError,
} from '../../../shared/validation.js';
import { District, DsDivision } from '../geography/geography.entity.js';
import { officeContactOf, setOfficeContact, setOfficeContactIfUnset } from '../geography/office-contacts.js';
import { GeographyService } from '../geography/geography.service.js';
import { announcePlaceToConfirm, placeToStore, storedPlaceRefs } from '../geography/stored-place.js';
import { DEFAULT_RATE_LIMITS } from '../core/config/config.js';
import type { RequestContext } from '../core/context/context.js';
import { assertNoFieldErrors } from '../core/errors/errors.js';
import { authorize, isPerson } from '../core/policy/policy.js';
import { fieldErrorsOf } from '../core/errors/rule-messages.js';
import { AccountErrors } from './accounts.errors.js';
import { AccountAbilities } from './accounts.policy.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { LoginThrottle } from './login-throttle.js';
import { newPasswordError } from './password-strength.js';
import { createSession, revokeOtherSessions, revokeSession, revokeToken } from './sessions.js';
import { type NotificationPreference, Role, User } from './user.entity.js';

export interface LoginInput {
  userId: number;
  password: string;
  /** The role chosen at the login form; the old REST client may leave it out and compare itself. */
  role?: Role;
}

export interface SignupInput {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
  contactNumber: string;
  district: string;
  dsDivision: string;
  latitude?: number | null;
  longitude?: number | null;
}

export interface NewOfficer {
  role: Role.DS_OFFICER | Role.DMC_OFFICER;
  district: string;
  dsDivision?: string | null;
  fullName: string;
  contactNo: string;
  password: string;
  email?: string | null;
  isDemo?: boolean;
}

/** Accounts: sign-up, login, logout, sessions and officer creation (D15, D16). */
export class AccountsService {
  private readonly geography = GeographyService.instance();

  constructor(private readonly ctx: RequestContext) {}

  /** Checks the password before the role, so a wrong role never reveals that an account exists (D15). */
  async login(input: LoginInput): Promise<{ token: string; expiresAt: Date; user: User }> {
    const { em } = this.ctx;
    const throttle = this.throttleFor(input.userId);
    await throttle.assertMayTry();

    const user = Number.isSafeInteger(input.userId)
      ? await em.findOne(User, { id: input.userId }, { populate: ['passwordHash', 'district', 'dsDivision'] })
      : null;
    const passwordOk = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !passwordOk) {
      await throttle.recordFailure();
      throw AccountErrors.loginFailed();
    }
    if (input.role && user.role !== input.role) throw AccountErrors.roleMismatch();

    await throttle.recordSuccess();
    // Rotation: the session the browser came with (if any) ends; the login answers a new token.
    if (this.ctx.sessionToken) await revokeToken(em, this.ctx.sessionToken);
    const { token, session } = await createSession(em, user);
    this.ctx.transport?.setSession(token, session.expiresAt);
    return { token, expiresAt: session.expiresAt, user };
  }

  async logout(): Promise<boolean> {
    const actor = this.ctx.actor;
    if (actor) await revokeSession(this.ctx.em, actor);
    this.ctx.transport?.clearSession();
    return !!actor;
  }

  /** The signed-in user, or null for a visitor. */
  async me(): Promise<User | null> {
    const actor = this.ctx.actor;
    if (!isPerson(actor)) return null;
    authorize(actor, AccountAbilities.viewOwnAccount, { districtCode: actor.districtCode, ownerId: actor.userId });
    return this.ctx.em.findOne(User, { id: actor.userId }, { populate: ['district', 'dsDivision'] });
  }

  /** Changes the own password after checking the current one, and ends the user's other sessions (D15). */
  async changePassword(currentPassword: string, newPassword: string): Promise<boolean> {
    const actor = this.ctx.actor;
    authorize(actor, AccountAbilities.updateOwnAccount, {
      districtCode: actor?.districtCode ?? '',
      ownerId: actor?.userId,
    });
    const throttle = this.throttleFor(actor.userId);
    await throttle.assertMayTry();
    const user = await this.ctx.em.findOneOrFail(User, { id: actor.userId }, { populate: ['passwordHash'] });
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      await throttle.recordFailure();
      throw AccountErrors.wrongCurrentPassword();
    }
    assertNoFieldErrors(fieldErrorsOf({ newPassword: await newPasswordError(newPassword, [String(actor.userId)]) }));
    user.passwordHash = await hashPassword(newPassword);
    await this.ctx.em.flush();
    await revokeOtherSessions(this.ctx.em, actor.userId, actor.sessionId);
    return true;
  }

  /** Settings pages (D21): the own contact number and notification preference. */
  async updateSettings(input: {
    contactNo?: string | null;
    notificationPreference?: NotificationPreference | null;
  }): Promise<User> {
    const actor = this.ctx.actor;
    authorize(actor, AccountAbilities.updateOwnAccount, {
      districtCode: actor?.districtCode ?? '',
      ownerId: actor?.userId,
    });
    if (input.contactNo !== undefined && input.contactNo !== null)
      assertNoFieldErrors(fieldErrorsOf({ contactNo: phoneError(input.contactNo) }));
    const user = await this.ctx.em.findOneOrFail(User, { id: actor.userId }, { populate: ['district', 'dsDivision'] });
    if (input.contactNo) user.contactNo = nationalPhone(input.contactNo);
    if (input.notificationPreference) user.notificationPreference = input.notificationPreference;
    await this.ctx.em.flush();
    return user;
  }

  /** DS settings: the division office's public contact number (D16). */
  async updateOfficeContact(contactNo: string): Promise<string> {
    const actor = this.ctx.actor;
    authorize(actor, AccountAbilities.updateOfficeContact, {
      districtCode: actor?.districtCode ?? '',
      dsDivisionCode: actor?.dsDivisionCode,
    });
    assertNoFieldErrors(fieldErrorsOf({ contactNo: phoneError(contactNo) }));
    const national = nationalPhone(contactNo);
    await setOfficeContact(this.ctx.em, actor.dsDivisionCode!, national);
    return national;
  }

  /** The office contact of the officer's own division. */
  async officeContact(): Promise<string | null> {
    const actor = this.ctx.actor;
    authorize(actor, AccountAbilities.updateOfficeContact, {
      districtCode: actor?.districtCode ?? '',
      dsDivisionCode: actor?.dsDivisionCode,
    });
    return officeContactOf(this.ctx.em, actor.dsDivisionCode!);
  }

  /**
   * Volunteers sign up themselves; the seed's rules apply on the server too. Like a request, a sign-up whose place
   * name stands in no one DS division of a known district is kept to confirm, for an officer of the district to place.
   */
  async signupVolunteer(input: SignupInput): Promise<User> {
    const { stored, errors: placeErrors } = placeToStore(
      this.geography.resolvePlace(input.district, input.dsDivision, input),
      input.dsDivision,
    );
    assertNoFieldErrors(
      fieldErrorsOf({
        fullName: nameError(input.fullName),
        contactNumber: phoneError(input.contactNumber),
        email: emailError(input.email?.trim()),
        password: await newPasswordError(input.password, [input.email ?? '', input.fullName ?? '']),
        confirmPassword: passwordsMatchError(input.password, input.confirmPassword),
        ...placeErrors,
      }),
    );
    // Counted after the form is valid, before the email is looked at: sign-up floods and email probing both stop here.
    await this.ctx.limiter?.take('signupsPerAddress', this.ctx.clientKey);

    const { district, dsDivision, placeResolvedBy, placeAsSent } = storedPlaceRefs(this.ctx.em, stored!);
    const passwordHash = await hashPassword(input.password);
    return this.ctx.em.transactional(async (tx) => {
      const user = await this.insertUser(tx, {
        role: Role.VOLUNTEER,
        fullName: input.fullName.trim(),
        email: input.email.trim().toLowerCase(),
        contactNo: nationalPhone(input.contactNumber),
        passwordHash,
        district,
        dsDivision,
        placeResolvedBy,
        placeAsSent,
        available: true,
      });
      if (!user.dsDivision) await announcePlaceToConfirm(tx, 'VOLUNTEER', user, 'KEPT');
      return user;
    });
  }

  /**
   * Creates a DS or DMC officer (operator command and demo data only; never reachable over the API).
   * The first DS officer of a division also sets its public office contact (D16).
   */
  async createOfficer(input: NewOfficer): Promise<User> {
    assertNoFieldErrors(
      fieldErrorsOf({
        fullName: nameError(input.fullName),
        contactNo: phoneError(input.contactNo),
        password: passwordError(input.password),
      }),
    );
    const district = this.geography.requireDistrict(input.district);
    const ds =
      input.role === Role.DS_OFFICER ? this.geography.requireDsDivision(input.dsDivision ?? '', district.code) : null;

    const user = await this.insertUser(this.ctx.em, {
      role: input.role,
      fullName: input.fullName.trim(),
      email: input.email?.trim().toLowerCase() || null,
      contactNo: nationalPhone(input.contactNo),
      passwordHash: await hashPassword(input.password),
      district: this.ctx.em.getReference(District, district.code),
      dsDivision: ds ? this.ctx.em.getReference(DsDivision, ds.code) : null,
      isDemo: input.isDemo ?? false,
    });
    if (ds) await setOfficeContactIfUnset(this.ctx.em, ds.code, input.contactNo);
    return user;
  }

  private async insertUser(
    em: EntityManager,
    data: Partial<User> & Pick<User, 'role' | 'fullName' | 'contactNo' | 'passwordHash' | 'district'>,
  ): Promise<User> {
    const user = em.create(User, data);
    try {
      await em.persist(user).flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw AccountErrors.emailTaken();
      throw error;
    }
    return user;
  }

  /** Login and current-password checks share one brake per user id and address. */
  private throttleFor(userId: number): LoginThrottle {
    return new LoginThrottle(
      this.ctx.em,
      this.ctx.limiter?.settings ?? DEFAULT_RATE_LIMITS,
      Number.isSafeInteger(userId) ? userId : 0,
      this.ctx.clientKey,
    );
  }
}
