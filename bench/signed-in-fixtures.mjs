// Data and sessions for the signed-in list endpoints: participants (some with a bank transfer the
// operator confirms, which issues an invoice and lists the company, a few with one still pending),
// an advisor associated with some of them who asks to be paid for each, the operator, signed in
// with its second factor, and feedback one listed company received from others
// (feedback-fixtures.mjs).
import { createHmac } from 'node:crypto';
import { createFeedbackThroughApi } from './feedback-fixtures.mjs';

export const BENCH_PASSWORD = 'Bench-pass-2026!';
export const OPERATOR_EMAIL = 'operator@bench.acorn.example';
export const INVITE_CODE = 'bench-invite-2026';
const PORTUGAL = { id: 152, name: 'Portugal', UE: true };
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 6238 (SHA-1, 30 s, 6 digits), as the operator's authenticator app would answer. */
function totp(secret, step = Math.floor(Date.now() / 30_000)) {
  let bits = 0;
  let value = 0;
  const bytes = [];
  for (const char of secret) {
    value = (value << 5) | BASE32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', Buffer.from(bytes)).update(counter).digest();
  const offset = digest[digest.length - 1] & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** A Portuguese VAT number (NIF) with the right check digit, different for each n. */
function portugueseVat(n) {
  const digits = `5${String(1_000_000 + n * 7919).slice(-7)}`;
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (9 - index), 0);
  const rest = sum % 11;
  return `${digits}${rest < 2 ? 0 : 11 - rest}`;
}

function createClient(base) {
  const call = async (method, path, { token, body } = {}) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text);
  };
  return {
    get: (path, options) => call('GET', path, options),
    post: (path, body, options) => call('POST', path, { ...options, body }),
  };
}

async function register(api, email, role) {
  const body = { email, password: BENCH_PASSWORD, c_password: BENCH_PASSWORD, acceptedTerms: true, role };
  if (role === '2') body.invitecode = INVITE_CODE;
  return (await api.post('/api/register', body)).success.token;
}

async function signInOperator(api) {
  const started = await api.post('/api/admin/login', { email: OPERATOR_EMAIL, password: BENCH_PASSWORD });
  const { success } = await api.post('/api/admin/mfa', {
    challenge: started.challenge,
    code: totp(started.secret),
  });
  return success.token;
}

/** Orders Platinum by bank transfer after the wizard's first two steps; answers the subscription id. */
async function orderByBankTransfer(api, token, n, sector) {
  const company = `Bench Company ${n} Lda`;
  await api.post(
    '/api/adduserinfo',
    {
      is_seller: 0,
      company_name: company,
      company_sector: sector,
      country_of_operation: [PORTUGAL],
      first_name: 'Bench Contact',
      job_function: 'General Management',
      phone: '+351 912 345 678',
    },
    { token },
  );
  await api.post(
    '/api/adduseraddress',
    {
      company_legal_name: company,
      vatnumber: portugueseVat(n),
      address1: 'Rua das Flores 12',
      address2: '',
      postal_code: '4050-262',
      state: '',
      city: 'Porto',
      country: PORTUGAL,
    },
    { token },
  );
  const ordered = await api.post(
    '/api/bankPost',
    { id: 4, substype: 'annual', payoption: 'Bank' },
    { token },
  );
  return ordered.data.subscription_id;
}

/**
 * `participants` accounts; the first `invoiced` of them pay by a confirmed bank transfer, the next
 * `pending` order by one the operator has not confirmed yet (the console's bank transfers), and
 * the first `associated` work with the advisor, who asks last month's payment for each. The second
 * (`company`) receives feedback from the other invoiced ones but the first (`participant`, who
 * reads its profile and reports one review). Answers the sessions and the company's id.
 */
export async function createSignedInFixtures(
  base,
  { participants = 60, invoiced = 5, pending = 3, associated = 10 } = {},
) {
  const api = createClient(base);
  const operator = await signInOperator(api);
  const sector = (await api.get('/api/sectors')).data[0];
  const tokens = [];
  const ids = [];
  for (let n = 0; n < participants; n++) {
    const token = await register(api, `participant-${n}@bench.acorn.example`, '1');
    tokens.push(token);
    ids.push((await api.get('/api/me', { token })).id);
  }
  for (let n = 0; n < invoiced; n++) {
    const subscription = await orderByBankTransfer(api, tokens[n], n, sector);
    await api.post(`/api/admin/bank-transfers/${subscription}/confirm`, {}, { token: operator });
  }
  for (let n = invoiced; n < invoiced + pending; n++) await orderByBankTransfer(api, tokens[n], n, sector);
  const advisor = await register(api, 'advisor@bench.acorn.example', '2');
  const advisorId = (await api.get('/api/me', { token: advisor })).id;
  for (const id of ids.slice(0, associated)) {
    await api.post(
      `/api/admin/advisors/${advisorId}/participants`,
      { participant_id: id },
      { token: operator },
    );
  }
  const lastMonth = new Date();
  lastMonth.setMonth(lastMonth.getMonth() - 1);
  await api.post(
    '/api/addSbaPaymentInformation',
    {
      month: lastMonth.getMonth() + 1,
      year: lastMonth.getFullYear(),
      participants: ids.slice(0, associated),
      declaration: true,
    },
    { token: advisor },
  );
  await createFeedbackThroughApi(api, {
    company: { id: ids[1], token: tokens[1] },
    givers: tokens.slice(2, invoiced),
    reporter: tokens[0],
    sector: sector.id,
  });
  return {
    sessions: { operator, participant: tokens[0], advisor, company: tokens[1] },
    companyId: ids[1],
  };
}
