/** URL search params of the account routes, as TypeBox schemas read through lib/search-params. */
import { Type, type Static } from 'typebox';

/**
 * Where to go after signing in: a path on this site only. '//host' and '/\host' are other sites to a
 * browser, so a crafted link cannot send the shopper away after they typed their password.
 */
export const SignInSearch = Type.Object({
  redirect: Type.Optional(Type.String({ pattern: '^/(?![/\\\\])', maxLength: 2000 })),
});
export type SignInSearch = Static<typeof SignInSearch>;

export const ResetPasswordSearch = Type.Object({
  token: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});
export type ResetPasswordSearch = Static<typeof ResetPasswordSearch>;

export const PROFILE_SECTIONS = ['profile', 'vehicles', 'orders', 'addresses', 'settings'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

export const ProfileSearch = Type.Object({
  /** Absent means the default section, profile. */
  section: Type.Optional(Type.Enum(PROFILE_SECTIONS)),
});
export type ProfileSearch = Static<typeof ProfileSearch>;
