/**
 * The SES v2 client and the one command the product sends, loaded by send.ts on the first send. Its own module with
 * named re-exports: a dynamic import of the package itself would bundle every SES command.
 */
export { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
