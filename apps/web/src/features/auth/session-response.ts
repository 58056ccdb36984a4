// What the account endpoints answer through the web's proxy. The proxy keeps the tokens in
// httpOnly cookies and leaves page scripts only their lifetimes (see src/lib/auth).

export type SignedInResponse = {
  data: {
    tokenData: { expire: number; refreshExpire: number };
    user: { id: string; email: string; name: string; role: string };
    /** The student profile summary; null while onboarding is still to do. */
    profile: unknown;
    role: string;
  };
};

export type CodeSentResponse = { data: { sent: true; expiresIn: number } };

export type ResetTokenResponse = { data: { resetToken: string; expiresIn: number } };

export type ImportedInfoResponse = { data: { needsPassword: boolean } };
