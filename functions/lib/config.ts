import { hkdfSync } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** Environment is read here and nowhere else; a missing variable is a deployment fault, said loudly. */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const config = {
  get tableName() {
    return requireEnv('TABLE_NAME');
  },
  get invoiceBucket() {
    return requireEnv('INVOICE_BUCKET');
  },
  get region() {
    return process.env.AWS_REGION ?? 'us-east-1';
  },
  /** Set only locally: DynamoDB Local's and s3rver's endpoints. */
  get dynamoEndpoint() {
    return process.env.DYNAMODB_ENDPOINT;
  },
  get s3Endpoint() {
    return process.env.S3_ENDPOINT;
  },
  get tokenIssuer() {
    return process.env.TOKEN_ISSUER ?? 'business-suite';
  },
  get tokenAudience() {
    return process.env.TOKEN_AUDIENCE ?? 'business-suite-api';
  },
  get logLevel() {
    return process.env.LOG_LEVEL ?? 'info';
  },
  /** The verified SES identity every email is sent from (cdk context `mailFrom`; locally no-reply@business-suite.local). */
  get mailFrom() {
    return requireEnv('MAIL_FROM');
  },
  /** The SES configuration set (bounce and complaint suppression); unset locally. */
  get mailConfigurationSet() {
    return process.env.MAIL_CONFIGURATION_SET || undefined;
  },
  /** Set only locally: aws-ses-v2-local's endpoint. */
  get mailEndpoint() {
    return process.env.MAIL_ENDPOINT || undefined;
  },
  /** The product's public origin, for links in emails (https://… on AWS; the gateway's base URL locally). */
  get appUrl() {
    return requireEnv('APP_URL');
  },
};

let secretsPromise: Promise<AppSecrets> | undefined;

export interface AppSecrets {
  /** HMAC key for access tokens (HS256). */
  readonly accessTokenKey: Uint8Array;
  /** HMAC key for invoice share links. */
  readonly linkKey: Uint8Array;
  /** HMAC secrets for robot-check (ALTCHA) challenges, hex. */
  readonly altchaSecret: string;
  readonly altchaKeySecret: string;
}

/**
 * Signing secrets come from configuration, never from code:
 * - locally, a JSON file generated under .data/ (AUTH_SECRETS_FILE);
 * - on AWS, a Secrets Manager secret (AUTH_SECRETS_ARN) read through the Parameters and Secrets
 *   Lambda extension on localhost:2773, so no SDK client is bundled for it.
 * Read once per container.
 */
export function loadSecrets(): Promise<AppSecrets> {
  secretsPromise ??= readSecrets().catch((err) => {
    secretsPromise = undefined;
    throw err;
  });
  return secretsPromise;
}

async function readSecrets(): Promise<AppSecrets> {
  let raw: string;
  const file = process.env.AUTH_SECRETS_FILE;
  if (file) {
    raw = readFileSync(file, 'utf8');
  } else {
    const arn = requireEnv('AUTH_SECRETS_ARN');
    const res = await fetch(`http://localhost:2773/secretsmanager/get?secretId=${encodeURIComponent(arn)}`, {
      headers: { 'X-Aws-Parameters-Secrets-Token': requireEnv('AWS_SESSION_TOKEN') },
    });
    if (!res.ok) throw new Error(`Secrets extension answered ${res.status}`);
    raw = ((await res.json()) as { SecretString: string }).SecretString;
  }
  const parsed = JSON.parse(raw) as { key?: string };
  if (!parsed.key || parsed.key.length < 32) throw new Error('The secret has no "key" of at least 32 characters');
  // One stored secret; a separate key per purpose, so a leaked link key cannot mint access tokens.
  return {
    accessTokenKey: deriveKey(parsed.key, 'access-token'),
    linkKey: deriveKey(parsed.key, 'invoice-link'),
    altchaSecret: Buffer.from(deriveKey(parsed.key, 'altcha-challenge')).toString('hex'),
    altchaKeySecret: Buffer.from(deriveKey(parsed.key, 'altcha-key')).toString('hex'),
  };
}

function deriveKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'business-suite', purpose, 32));
}

/** Test hook: forget cached secrets (a test file may point AUTH_SECRETS_FILE elsewhere). */
export function resetSecretsCache(): void {
  secretsPromise = undefined;
}

/** The test clock (AUTOMATION.md "Scheduled work"): `APP_TEST_CLOCK=1` lets Run now take a date. Never set in AWS. */
export const testClockEnabled = (): boolean => process.env.APP_TEST_CLOCK === '1';
