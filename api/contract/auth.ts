/** Accounts, sessions and saved addresses. */
import { Type, type Static } from 'typebox';
import { defineRoute, ErrorBody, IdParams, Nullable, Text } from './define-route.ts';

/** Dial codes offered at registration and in addresses. */
export const DIAL_CODES = [
  '+30',
  '+31',
  '+32',
  '+33',
  '+34',
  '+36',
  '+39',
  '+40',
  '+41',
  '+43',
  '+44',
  '+45',
  '+46',
  '+47',
  '+48',
  '+49',
  '+351',
  '+352',
  '+353',
  '+354',
  '+356',
  '+357',
  '+358',
  '+359',
  '+370',
  '+371',
  '+372',
  '+385',
  '+386',
  '+420',
  '+421',
] as const;
export const MIN_PASSWORD_LENGTH = 6;
/** Long passphrases work; the cap only bounds the hashing work an attacker can ask for. */
export const MAX_PASSWORD_LENGTH = 1024;

export const User = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  countryCode: Type.String(),
  language: Type.Union([Type.Literal('en'), Type.Literal('pl')]),
  isAdmin: Type.Boolean(),
  /**
   * A new e-mail address waiting for the link sent to it (the account keeps `email` until then); set
   * on the current user's own reads.
   */
  pendingEmail: Type.Optional(Nullable(Type.String())),
});
export type User = Static<typeof User>;

const Password = Type.String({ maxLength: MAX_PASSWORD_LENGTH });
const Success = Type.Object({ success: Type.Literal(true) });

/** Every auth error: 400 validation, 401 signed out or wrong credentials, 403, 404, 409, 429. */
const authErrors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
};

/**
 * The signed-in user, or `null` when nobody is signed in: a visitor's page asks on every load, and a
 * signed-out state is no error (a 401 there was a failed request in every visitor's console).
 */
export const getCurrentUser = defineRoute({
  method: 'GET',
  url: '/api/auth/user',
  access: 'public',
  schema: { response: { 200: Nullable(User) } },
});

export const LoginBody = Type.Object({ email: Text(254), password: Password });
export type LoginBody = Static<typeof LoginBody>;

export const login = defineRoute({
  method: 'POST',
  url: '/api/auth/login',
  access: 'public',
  schema: { body: LoginBody, response: { 200: User, ...authErrors } },
});

export const adminLogin = defineRoute({
  method: 'POST',
  url: '/api/admin/login',
  access: 'public',
  schema: { body: LoginBody, response: { 200: User, ...authErrors } },
});

/** The personal fields of an account: given at registration, edited in the profile. */
const profileFields = {
  firstName: Text(100),
  lastName: Text(100),
  email: Text(254),
  phone: Type.Optional(Nullable(Text(40))),
  countryCode: Type.Optional(Text(5)),
  language: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('pl')])),
};

export const RegisterBody = Type.Object({ ...profileFields, password: Password, confirmPassword: Password });
export type RegisterBody = Static<typeof RegisterBody>;

export const register = defineRoute({
  method: 'POST',
  url: '/api/auth/register',
  access: 'public',
  schema: { body: RegisterBody, response: { 201: User, ...authErrors } },
});

export const forgotPassword = defineRoute({
  method: 'POST',
  url: '/api/auth/forgot-password',
  access: 'public',
  schema: { body: Type.Object({ email: Text(254) }), response: { 200: Success, ...authErrors } },
});

export const ResetPasswordBody = Type.Object({
  token: Text(200),
  password: Password,
  confirmPassword: Password,
});
export const resetPassword = defineRoute({
  method: 'POST',
  url: '/api/auth/reset-password',
  access: 'public',
  schema: { body: ResetPasswordBody, response: { 200: Success, ...authErrors } },
});

export const ChangePasswordBody = Type.Object({
  currentPassword: Password,
  newPassword: Password,
  confirmPassword: Password,
});
export const changePassword = defineRoute({
  method: 'POST',
  url: '/api/auth/change-password',
  access: 'customer',
  schema: { body: ChangePasswordBody, response: { 200: Success, ...authErrors } },
});

/** A new e-mail address also needs the current password (and takes effect once confirmed by mail). */
export const UpdateUserBody = Type.Object({ ...profileFields, currentPassword: Type.Optional(Password) });
export type UpdateUserBody = Static<typeof UpdateUserBody>;

export const updateCurrentUser = defineRoute({
  method: 'PUT',
  url: '/api/auth/user',
  access: 'customer',
  schema: { body: UpdateUserBody, response: { 200: User, ...authErrors } },
});

/** Deleting the account needs the current password. */
export const DeleteUserBody = Type.Object({ currentPassword: Type.Optional(Password) });
export const deleteCurrentUser = defineRoute({
  method: 'DELETE',
  url: '/api/auth/user',
  access: 'customer',
  schema: { body: Type.Optional(DeleteUserBody), response: { 200: Success, ...authErrors } },
});

/** The link mailed to a new e-mail address: the change takes effect (the old address is told). */
export const confirmEmailChange = defineRoute({
  method: 'POST',
  url: '/api/auth/confirm-email',
  access: 'public',
  schema: {
    body: Type.Object({ token: Text(200) }),
    response: { 200: Type.Object({ success: Type.Literal(true), email: Type.String() }), ...authErrors },
  },
});

/** Sign-out: a form post (a full-page navigation), answered with a redirect to the home page. */
export const logout = defineRoute({
  method: 'POST',
  url: '/api/logout',
  access: 'public',
  schema: { response: { 303: Type.Null() } },
});

/**
 * The sign-out address opened directly (a bookmark, an old link): a page whose button posts the
 * sign-out. A GET never signs out, so no other site can sign the shopper out with a link or image.
 */
export const logoutPage = defineRoute({
  method: 'GET',
  url: '/api/logout',
  access: 'public',
  schema: { response: { 200: Type.String({ description: 'An HTML page' }) } },
});

/**
 * The sign-in address a page may send the browser to (after an ended session): a redirect to the
 * sign-in page, keeping a `redirect` back to a page of this shop (anything else is dropped).
 */
export const loginPage = defineRoute({
  method: 'GET',
  url: '/api/login',
  access: 'public',
  schema: {
    querystring: Type.Object({ redirect: Type.Optional(Type.String({ maxLength: 2000 })) }),
    response: { 303: Type.Null() },
  },
});

export const AddressBody = Type.Object({
  addressType: Type.Union([Type.Literal('billing'), Type.Literal('shipping')]),
  type: Type.Union([Type.Literal('person'), Type.Literal('company')]),
  firstName: Text(100),
  lastName: Text(100),
  company: Type.Optional(Nullable(Text(200))),
  vatNumber: Type.Optional(Nullable(Text(40))),
  street: Text(200),
  houseNumber: Text(40),
  addressDetails: Type.Optional(Nullable(Text(200))),
  postcode: Text(20),
  city: Text(100),
  country: Text(100),
  countryCode: Text(5),
  phone: Text(40),
  isPrimary: Type.Optional(Type.Boolean()),
  /** Save the same address as shipping too ('saved for both billing and shipping'). */
  sameAsShipping: Type.Optional(Type.Boolean()),
});
export type AddressBody = Static<typeof AddressBody>;

export const Address = Type.Object({
  id: Type.Integer(),
  addressType: Type.Union([Type.Literal('billing'), Type.Literal('shipping')]),
  type: Type.Union([Type.Literal('person'), Type.Literal('company')]),
  firstName: Type.String(),
  lastName: Type.String(),
  company: Nullable(Type.String()),
  vatNumber: Nullable(Type.String()),
  street: Type.String(),
  houseNumber: Type.String(),
  addressDetails: Nullable(Type.String()),
  postcode: Type.String(),
  city: Type.String(),
  country: Type.String(),
  countryCode: Type.String(),
  phone: Type.String(),
  isPrimary: Type.Boolean(),
  fullAddress: Type.String(),
  createdAt: Type.String(),
});
export type Address = Static<typeof Address>;
/** The user's saved addresses: listing answers them, and so does saving one. */
export const SavedAddresses = Type.Array(Address);

export const listAddresses = defineRoute({
  method: 'GET',
  url: '/api/addresses',
  access: 'customer',
  schema: { response: { 200: SavedAddresses, ...authErrors } },
});

export const createAddress = defineRoute({
  method: 'POST',
  url: '/api/addresses',
  access: 'customer',
  schema: { body: AddressBody, response: { 201: SavedAddresses, ...authErrors } },
});

export const deleteAddress = defineRoute({
  method: 'DELETE',
  url: '/api/addresses/:id',
  access: 'customer',
  schema: { params: IdParams, response: { 200: Success, ...authErrors } },
});

export const OutboxMail = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  kind: Type.String(),
  createdAt: Type.String(),
});
export type OutboxMail = Static<typeof OutboxMail>;

export const listMailOutbox = defineRoute({
  method: 'GET',
  url: '/api/admin/mail-outbox',
  access: 'admin',
  schema: {
    querystring: Type.Object(
      { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })) },
      { additionalProperties: false },
    ),
    response: { 200: Type.Array(OutboxMail), ...authErrors },
  },
});
