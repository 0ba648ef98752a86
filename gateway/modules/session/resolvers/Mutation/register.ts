import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { failure, success, userErrorFrom } from '#gateway/user-errors';
import { beginSession } from '../../lifecycle';

export const register: NonNullable<MutationResolvers['register']> = async (_parent, { input }, ctx) => {
  if (input.password !== input.confirmPassword) return failure('INCONSISTENT', 'confirmPassword');
  // A linked identity's token (as a social sign-in checks it): at most 4096 characters, a JWT's three parts.
  const idToken = input.firebaseIdToken?.trim() ?? '';
  if (idToken && (idToken.length > 4096 || !/^[\w-]+\.[\w-]+\.[\w-]+$/.test(idToken))) return failure('SOCIAL_TOKEN_INVALID', 'firebaseIdToken');
  if (Boolean(idToken) !== Boolean(input.firebaseChannel)) return failure('INVALID_INPUT', idToken ? 'firebaseChannel' : 'firebaseIdToken');
  const { deviceId, captchaId, method, legalVersions, confirmations, ...fields } = input;
  const body: Record<string, unknown> = { registerMethod: 'WEB', login: true, loginDeviceId: deviceId ?? undefined, captchaId: captchaId ?? undefined };
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value !== '') body[name] = name.toLowerCase().includes('password') ? value : value.trim();
  }
  // The versions the form showed (one per kind), and what the newcomer confirmed (docs/platform-protocol.md "Terms and privacy with versions").
  if (legalVersions?.length) {
    const versions = new Map(legalVersions.map(({ kind, version }) => [kind, version]));
    if (versions.size !== legalVersions.length) return failure('INVALID_INPUT', 'legalVersions');
    body.legalVersions = { terms: versions.get('TERMS'), privacy: versions.get('PRIVACY') };
  }
  if (confirmations?.length) body.confirmations = [...new Set(confirmations)];
  if (fields.mobileNum) body.mobileNum = fields.mobileNum.replace(/[\s-]/g, '');
  if (fields.countryDialingCode) body.countryDialingCode = fields.countryDialingCode.trim().replace(/^\+/, '');
  // The spec's payload names the site's domain beside the page's address: the host it was on.
  const domain = hostOf(fields.registerUrl);
  if (domain) body.domain = domain;
  try {
    const value = await ctx.platform.call(method === 'MOBILE' ? 'registerMobile' : 'register', { body });
    beginSession(ctx, value.token, { method: 'register' });
    return success;
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)] };
  }
};

/** The host of the registration page's address, when it is one. */
function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
}
