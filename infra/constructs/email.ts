/**
 * Email on AWS (AUTOMATION.md "Email"): the SES identity the product sends from (cdk context `mailFrom`) and a
 * configuration set that suppresses addresses that bounce or complain; `grantSendEmail` lets one function send
 * through them (functions/lib/email/send.ts), and only the functions it is called for.
 */
import { Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

/** What a sending function needs to know; plain values, so any stack can grant by name (no cross-stack reference). */
export interface MailSettings {
  /** The From address of every email (MAIL_FROM). */
  readonly mailFrom: string;
  /** The SES identity that covers it: the address itself (default) or its domain (verified with DKIM records). */
  readonly identity: string;
  /** The configuration set every send names (MAIL_CONFIGURATION_SET). */
  readonly configurationSetName: string;
  /** The product's public origin, for links in emails (APP_URL), e.g. https://suite.example.com. */
  readonly appUrl: string;
}

const EMAIL = /^[^\s@"<>]+@([a-z0-9-]+(\.[a-z0-9-]+)+)$/i;

/** Checked when the app is built: a wrong address or origin fails `cdk synth`, not the first password reset. */
export function mailSettings(input: { mailFrom: string; identity?: string; configurationSetName: string; appUrl: string }): MailSettings {
  const match = EMAIL.exec(input.mailFrom);
  if (!match) throw new Error(`Context mailFrom must be an email address (the verified sender), got "${input.mailFrom}"`);
  const identity = input.identity ?? input.mailFrom;
  if (identity !== input.mailFrom && identity.toLowerCase() !== match[1]!.toLowerCase()) {
    throw new Error(`Context mailIdentity must be mailFrom or its domain (${match[1]}), got "${identity}"`);
  }
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(input.configurationSetName)) {
    throw new Error(`SES configuration set name "${input.configurationSetName}": letters, digits, _ and - only, at most 64`);
  }
  let url: URL;
  try {
    url = new URL(input.appUrl);
  } catch {
    throw new Error(`Context appUrl must be the product's https URL (links in emails), got "${input.appUrl}"`);
  }
  if (url.protocol !== 'https:' || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`Context appUrl must be an https origin without a path (links in emails), got "${input.appUrl}"`);
  }
  return { mailFrom: input.mailFrom, identity, configurationSetName: input.configurationSetName, appUrl: url.origin };
}

/** The identity and the configuration set, declared once (the data stack holds them). */
export class EmailSending extends Construct {
  readonly identity: ses.EmailIdentity;
  readonly configurationSet: ses.ConfigurationSet;

  constructor(
    scope: Construct,
    id: string,
    readonly settings: MailSettings,
  ) {
    super(scope, id);
    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: settings.configurationSetName,
      // an address that bounced or complained is not sent to again (the account-level list, for this set's sends)
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      tlsPolicy: ses.ConfigurationSetTlsPolicy.REQUIRE,
    });
    this.identity = new ses.EmailIdentity(this, 'Identity', {
      identity: settings.identity.includes('@') ? ses.Identity.email(settings.identity) : ses.Identity.domain(settings.identity),
      configurationSet: this.configurationSet,
    });
  }
}

/**
 * Lets `fn` send email: `ses:SendEmail` on exactly the identity and the configuration set, only From `mailFrom`; sets
 * MAIL_FROM, MAIL_CONFIGURATION_SET and APP_URL. The ARNs are built by name in the function's own stack, so a function
 * in any stack (a nested route stack, the automation worker's) is granted without a cross-stack reference.
 */
export function grantSendEmail(fn: lambda.Function, mail: MailSettings): void {
  const stack = Stack.of(fn);
  fn.addToRolePolicy(
    new iam.PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [
        stack.formatArn({ service: 'ses', resource: 'identity', resourceName: mail.identity }),
        stack.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: mail.configurationSetName }),
      ],
      conditions: { StringEquals: { 'ses:FromAddress': mail.mailFrom } },
    }),
  );
  fn.addEnvironment('MAIL_FROM', mail.mailFrom);
  fn.addEnvironment('MAIL_CONFIGURATION_SET', mail.configurationSetName);
  fn.addEnvironment('APP_URL', mail.appUrl);
}
