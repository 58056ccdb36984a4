// A local OpenID provider standing in for Google in the browser tests (Google's pages and
// scripts cannot load here, and tests must not reach them). It speaks the part of the protocol
// the web uses: the implicit flow's authorization endpoint (response_type=id_token, the answer
// in the redirect's fragment), with an account chooser the test fills in, and the keys (JWKS)
// the API checks ID tokens with. Tokens are RS256, signed with a key made at start.
import { createHash, createSign, generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type OpenIdProvider = {
  issuer: string;
  authorizationUrl: string;
  jwksUrl: string;
  close(): Promise<void>;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startOpenIdProvider(options: {
  clientId: string;
  /** Where it may send people back (the web's callback pages). */
  redirectUris: string[];
}): Promise<OpenIdProvider> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'e2e-provider-key';
  const jwk: JsonWebKey = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  let issuer = '';

  function idToken(claims: { email: string; name: string; nonce: string }): string {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url({ alg: 'RS256', typ: 'JWT', kid });
    const payload = base64url({
      iss: issuer,
      aud: options.clientId,
      // One person per address: the same email is the same subject every time.
      sub: createHash('sha256').update(claims.email).digest('hex').slice(0, 21),
      email: claims.email,
      email_verified: true,
      name: claims.name,
      nonce: claims.nonce,
      iat: now,
      exp: now + 600,
    });
    const signature = createSign('RSA-SHA256')
      .update(`${header}.${payload}`)
      .sign(privateKey)
      .toString('base64url');
    return `${header}.${payload}.${signature}`;
  }

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://provider');
    const refuse = (message: string) =>
      response.writeHead(400, { 'content-type': 'text/plain' }).end(message);

    if (url.pathname === '/certs') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    if (url.pathname !== '/authorize') return void response.writeHead(404).end();

    if (request.method === 'GET') {
      const params = url.searchParams;
      if (params.get('client_id') !== options.clientId) return refuse('unknown client_id');
      if (!options.redirectUris.includes(params.get('redirect_uri') ?? '')) {
        return refuse('redirect_uri not registered');
      }
      if (params.get('response_type') !== 'id_token') return refuse('response_type');
      if (!params.get('scope')?.split(' ').includes('openid')) return refuse('scope');
      if (!params.get('nonce') || !params.get('state')) return refuse('nonce and state');
      const hidden = ['redirect_uri', 'nonce', 'state']
        .map(
          (name) =>
            `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name) ?? '')}">`,
        )
        .join('');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="en"><head><title>Test provider</title></head>
<body><h1>Choose an account</h1><form method="post" action="/authorize">${hidden}
<label>Email <input name="email" type="email" required></label>
<label>Name <input name="name" required></label>
<button type="submit" name="decision" value="allow">Continue</button>
<button type="submit" name="decision" value="deny" formnovalidate>Cancel</button>
</form></body></html>`);
      return;
    }

    void formBody(request).then((form) => {
      const redirectUri = form.get('redirect_uri') ?? '';
      if (!options.redirectUris.includes(redirectUri)) return refuse('redirect_uri not registered');
      const state = form.get('state') ?? '';
      const fragment =
        form.get('decision') === 'deny'
          ? new URLSearchParams({ error: 'access_denied', state })
          : new URLSearchParams({
              id_token: idToken({
                email: form.get('email') ?? '',
                name: form.get('name') ?? '',
                nonce: form.get('nonce') ?? '',
              }),
              state,
            });
      response.writeHead(302, { location: `${redirectUri}#${fragment.toString()}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    authorizationUrl: `${issuer}/authorize`,
    jwksUrl: `${issuer}/certs`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
