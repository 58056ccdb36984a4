// Verifying Google ID tokens: signature against Google's published keys (JWKS, cached by jose),
// issuer, audience = our client id, expiry, the nonce the client sent, and a verified email.
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { z } from 'zod';

export type GoogleIdentity = {
  /** The canonical issuer (the first configured), stored with the identity. */
  issuer: string;
  subject: string;
  email: string;
  name: string | null;
};

export type GoogleVerification =
  | { ok: true; identity: GoogleIdentity }
  /** `unavailable`: Google's keys could not be fetched, which says nothing about the token. */
  | { ok: false; reason: 'invalid' | 'unavailable' };

export type GoogleTokenVerifier = {
  verify(idToken: string, nonce: string, now: Date): Promise<GoogleVerification>;
};

const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().email(),
  // Google sends a boolean; some older tokens carried the string.
  email_verified: z.union([z.literal(true), z.literal('true')]),
  nonce: z.string(),
  name: z.string().optional(),
});

export function createGoogleTokenVerifier(settings: {
  clientId: string;
  jwksUrl: string;
  issuers: string[];
}): GoogleTokenVerifier {
  const keys = createRemoteJWKSet(new URL(settings.jwksUrl), {
    timeoutDuration: 5_000,
    cooldownDuration: 30_000,
  });
  const canonicalIssuer = settings.issuers[0] ?? 'https://accounts.google.com';
  return {
    async verify(idToken, nonce, now) {
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          algorithms: ['RS256'],
          issuer: settings.issuers,
          audience: settings.clientId,
          requiredClaims: ['exp', 'iat', 'sub'],
          currentDate: now,
          clockTolerance: 30,
        });
        const claims = claimsSchema.safeParse(payload);
        if (!claims.success || claims.data.nonce !== nonce) return { ok: false, reason: 'invalid' };
        return {
          ok: true,
          identity: {
            issuer: canonicalIssuer,
            subject: claims.data.sub,
            email: claims.data.email.toLowerCase(),
            name: claims.data.name ?? null,
          },
        };
      } catch (error) {
        const unreachable =
          error instanceof errors.JWKSTimeout ||
          (error instanceof errors.JOSEError && error.code === 'ERR_JOSE_GENERIC') ||
          !(error instanceof errors.JOSEError);
        return { ok: false, reason: unreachable ? 'unavailable' : 'invalid' };
      }
    },
  };
}
