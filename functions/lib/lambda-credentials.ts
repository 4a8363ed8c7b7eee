/**
 * Lambda hands every function its credentials in environment variables. Bundling (infra/bundling.ts)
 * swaps the SDK's default provider chain (SSO, INI files, IMDS, STS web identity… about 130 KB
 * minified) for this module, which halves the size of a DynamoDB handler. Locally the real chain runs.
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';

export const defaultProvider = (init?: Parameters<typeof fromEnv>[0]) => fromEnv(init);
export const credentialsWillNeedRefresh = () => false;
export const credentialsTreatedAsExpired = () => false;
