// A small OpenID Connect issuer for the end-to-end tests, on a loopback port (OIDC_PORT): discovery
// document, JWKS, a sign-in page where the test types who signs in, and a token endpoint that
// checks the client, the redirect address and the PKCE verifier and answers RS256 ID tokens.
// Its RSA key is made at start; nothing here is a real secret.
import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const port = Number(process.env.OIDC_PORT ?? 9191);
const issuer = `http://127.0.0.1:${port}`;
const clientId = process.env.OIDC_CLIENT_ID ?? 'matchpool-e2e';
const clientSecret = process.env.OIDC_CLIENT_SECRET ?? 'e2e-secret';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...publicKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: 'e2e-key' };
/** code → what the token endpoint needs to answer it, used once. */
const grants = new Map();

const b64url = (data) => Buffer.from(data).toString('base64url');
const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function idToken(claims) {
  const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: jwk.kid }));
  const body = b64url(JSON.stringify(claims));
  const signature = createSign('RSA-SHA256').update(`${header}.${body}`).sign(privateKey).toString('base64url');
  return `${header}.${body}.${signature}`;
}

function send(res, status, body, headers = {}) {
  const json = typeof body !== 'string';
  res.writeHead(status, { 'content-type': json ? 'application/json' : 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(json ? JSON.stringify(body) : body);
}

async function form(req) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return new URLSearchParams(raw);
}

function signInPage(params) {
  const hidden = [...params].map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test ID sign-in</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem">
<h1>Test ID</h1><p>Sign in to continue to Matchpool.</p>
<form method="post" action="/authorize">${hidden}
<p><label>Email <input name="email" type="email" required></label></p>
<p><label>Given name <input name="given_name" value="Noor"></label></p>
<p><label>Family name <input name="family_name" value="Haddad"></label></p>
<p><label><input name="email_verified" type="checkbox" checked> Email verified</label></p>
<p><button type="submit" name="action" value="allow">Sign in to Test ID</button>
<button type="submit" name="action" value="deny" formnovalidate>Cancel</button></p>
</form></body></html>`;
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', issuer);
  try {
    if (url.pathname === '/.well-known/openid-configuration') {
      return send(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        token_endpoint_auth_methods_supported: ['client_secret_basic'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (url.pathname === '/jwks') return send(res, 200, { keys: [jwk] });
    if (url.pathname === '/authorize' && req.method === 'GET') {
      const p = url.searchParams;
      const ok = p.get('response_type') === 'code' && p.get('client_id') === clientId && p.get('code_challenge_method') === 'S256' && p.get('code_challenge') && p.get('state') && p.get('nonce') && p.get('redirect_uri');
      if (!ok) return send(res, 400, '<p>Bad authorization request</p>');
      return send(res, 200, signInPage(p));
    }
    if (url.pathname === '/authorize' && req.method === 'POST') {
      const p = await form(req);
      const back = new URL(p.get('redirect_uri'));
      back.searchParams.set('state', p.get('state'));
      if (p.get('action') === 'deny') {
        back.searchParams.set('error', 'access_denied');
      } else {
        const code = b64url(randomBytes(24));
        const email = p.get('email').trim().toLowerCase();
        grants.set(code, {
          redirectUri: p.get('redirect_uri'),
          challenge: p.get('code_challenge'),
          claims: {
            sub: `sub-${createHash('sha256').update(email).digest('hex').slice(0, 16)}`,
            email,
            email_verified: p.get('email_verified') === 'on',
            given_name: p.get('given_name'),
            family_name: p.get('family_name'),
            nonce: p.get('nonce'),
          },
        });
        back.searchParams.set('code', code);
      }
      return send(res, 302, '', { location: back.toString() });
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const p = await form(req);
      const [id, secret] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString().split(':').map(decodeURIComponent);
      if (id !== clientId || secret !== clientSecret) return send(res, 401, { error: 'invalid_client' });
      const grant = grants.get(p.get('code') ?? '');
      grants.delete(p.get('code') ?? '');
      const challenge = createHash('sha256').update(p.get('code_verifier') ?? '').digest('base64url');
      if (!grant || grant.redirectUri !== p.get('redirect_uri') || grant.challenge !== challenge) return send(res, 400, { error: 'invalid_grant' });
      const now = Math.floor(Date.now() / 1000);
      const token = idToken({ iss: issuer, aud: clientId, iat: now, exp: now + 600, ...grant.claims });
      return send(res, 200, { access_token: b64url(randomBytes(16)), token_type: 'Bearer', expires_in: 600, id_token: token });
    }
    send(res, 404, { error: 'not_found' });
  } catch (error) {
    send(res, 500, { error: String(error) });
  }
});

server.listen(port, '127.0.0.1', () => console.log(`test OpenID Connect issuer on ${issuer}`));
