import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { GoogleCertificates } from '../../src/modules/auth/google-verifier.js';

export interface GoogleIdTokenClaims {
  iss: string;
  aud: string;
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
  iat: number;
  exp: number;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * Stands in for Google's token issuer: an RSA key of its own, published under a key id the way
 * Google publishes its certificates (google-auth-library verifies with a bare public key PEM too).
 */
export class FakeGoogleIssuer {
  readonly keyId = 'fake-google-key-1';
  private readonly keys = generateKeyPairSync('rsa', { modulusLength: 2048 });

  constructor(readonly clientId: string) {}

  /** What the app is given in place of Google's published certificates. */
  certificates = async (): Promise<GoogleCertificates> => ({
    [this.keyId]: this.keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  });

  /** Claims of a valid token for this client, issued a minute ago and good for an hour. */
  claims(overrides: Partial<GoogleIdTokenClaims> = {}): GoogleIdTokenClaims {
    const now = Math.floor(Date.now() / 1000);
    return {
      iss: 'https://accounts.google.com',
      aud: this.clientId,
      sub: '110169484474386276334',
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
      picture: 'https://lh3.googleusercontent.com/a/ada',
      iat: now - 60,
      exp: now + 3600,
      ...overrides,
    };
  }

  /** An RS256 ID token; `signingKey` lets a test forge one with a key Google never published. */
  signIdToken(claims: GoogleIdTokenClaims, signingKey: KeyObject = this.keys.privateKey): string {
    const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: this.keyId }));
    const payload = base64url(JSON.stringify(claims));
    const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(signingKey);
    return `${header}.${payload}.${base64url(signature)}`;
  }
}
