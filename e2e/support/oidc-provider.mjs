// A stand-in for LinkedIn's OpenID Connect service on 127.0.0.1, for the social sign-in journeys:
// discovery, JWKS, an authorization endpoint that answers with a code (the member is taken as
// signed in and consenting) and a token endpoint that redeems it once, with the client secret.
// Like a real provider, it remembers its member in a cookie, so a second visit is the same person.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

const port = Number(process.env.OIDC_PORT);
const clientId = process.env.OIDC_CLIENT_ID;
const clientSecret = process.env.OIDC_CLIENT_SECRET;
const issuer = `http://127.0.0.1:${port}`;
const { publicKey, privateKey } = await generateKeyPair('RS256');
const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'journey-key', alg: 'RS256', use: 'sig' }] };
/** code -> what its token will say, and where the code was sent. */
const grants = new Map();

const json = (response, status, body, headers = {}) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};

function authorize(url, request, response) {
  const redirectUri = url.searchParams.get('redirect_uri') ?? '';
  if (url.searchParams.get('client_id') !== clientId || url.searchParams.get('response_type') !== 'code') {
    return json(response, 400, { error: 'invalid_request' });
  }
  const remembered = /(?:^|;\s*)member=([0-9a-f]{16})/.exec(request.headers.cookie ?? '')?.[1];
  const member = remembered ?? randomBytes(8).toString('hex');
  const code = randomBytes(16).toString('hex');
  grants.set(code, { member, nonce: url.searchParams.get('nonce') ?? undefined, redirectUri });
  const back = new URL(redirectUri);
  back.searchParams.set('code', code);
  back.searchParams.set('state', url.searchParams.get('state') ?? '');
  response.writeHead(302, { location: back.toString(), 'set-cookie': `member=${member}; Path=/; HttpOnly` });
  response.end();
}

async function token(request, response) {
  let raw = '';
  for await (const chunk of request) raw += chunk;
  const form = new URLSearchParams(raw);
  if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
    return json(response, 401, { error: 'invalid_client' });
  }
  const grant = grants.get(form.get('code'));
  if (!grant || grant.redirectUri !== form.get('redirect_uri'))
    return json(response, 400, { error: 'invalid_grant' });
  grants.delete(form.get('code'));
  const idToken = await new SignJWT({
    email: `member-${grant.member}@linkedin.journey.example`,
    email_verified: true,
    name: 'Inês Journey',
    ...(grant.nonce ? { nonce: grant.nonce } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'journey-key' })
    .setSubject(grant.member)
    .setIssuer(issuer)
    .setAudience(clientId)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(privateKey);
  json(response, 200, { access_token: randomBytes(16).toString('hex'), expires_in: 3600, id_token: idToken });
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', issuer);
  if (url.pathname === '/authorize') return authorize(url, request, response);
  if (url.pathname === '/token' && request.method === 'POST') return void token(request, response);
  if (url.pathname === '/jwks') return json(response, 200, jwks);
  if (url.pathname === '/.well-known/openid-configuration') {
    return json(response, 200, {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
    });
  }
  json(response, 404, { error: 'not_found' });
}).listen(port, '127.0.0.1');
