import { OAuth2Client, type TokenPayload } from 'google-auth-library';

/** Key id to PEM certificate, as Google publishes them. */
export type GoogleCertificates = Record<string, string>;

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export interface VerifiedGoogleIdentity {
  subject: string;
  email: string | null;
  name: string | null;
  picture: string | null;
}

/**
 * Checks a Google ID token: signature, audience, issuer and expiry (google-auth-library), and that
 * any e-mail is verified, which the library leaves to us.
 */
export class GoogleTokenVerifier {
  private readonly client = new OAuth2Client();

  constructor(
    private readonly clientId: string,
    /** Google's published certificates by default; tests give their own. */
    private readonly certificates?: () => Promise<GoogleCertificates>,
  ) {}

  async verify(idToken: string): Promise<VerifiedGoogleIdentity | null> {
    let payload: TokenPayload | undefined;
    try {
      const certificates = this.certificates ? await this.certificates() : (await this.client.getFederatedSignonCertsAsync()).certs;
      // The audience is always passed: without it the library skips the check.
      const ticket = await this.client.verifySignedJwtWithCertsAsync(idToken, certificates, this.clientId, ISSUERS);
      payload = ticket.getPayload();
    } catch {
      return null;
    }
    // An e-mail must be verified; an account without one signs in by its subject alone.
    if (!payload?.sub || (payload.email !== undefined && payload.email_verified !== true)) return null;
    return {
      subject: payload.sub,
      email: payload.email?.toLowerCase() ?? null,
      name: payload.name ?? null,
      picture: payload.picture ?? null,
    };
  }
}
