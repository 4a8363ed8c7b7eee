/** Email on AWS: the SES identity and configuration set, and SES only for the functions of routes flagged `email`. */
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { routes } from '../../shared/routes.ts';
import { accountRoutes } from '../../shared/account/routes.ts';
import { actionsOf, apiRouteFunctions, buildTestApp, statementsOf, templateOf, type Statement } from './support/app.ts';

const sesStatements = (statements: Statement[]) => statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('ses:')));
const arn = (resource: string) => ({
  'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':ses:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, `:${resource}`]],
});

describe('SES resources (cdk context mailFrom, appUrl)', () => {
  const { stacks } = buildTestApp();
  const data = templateOf(stacks.data);

  it('declares the sender identity with the configuration set', () => {
    data.resourceCountIs('AWS::SES::EmailIdentity', 1);
    data.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'no-reply@example.com',
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: Match.stringLikeRegexp('^EmailConfigurationSet') } },
    });
  });

  it('suppresses addresses that bounce or complain, and requires TLS', () => {
    data.resourceCountIs('AWS::SES::ConfigurationSet', 1);
    data.hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: 'BusinessSuite-mail',
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
      DeliveryOptions: { TlsPolicy: 'REQUIRE' },
    });
  });

  it('grants ses:SendEmail, on the identity and the set, From mailFrom only, to exactly the functions of routes flagged email', () => {
    const fns = apiRouteFunctions(stacks);
    const flagged = routes.filter((r) => r.email).map((r) => r.name);
    expect(flagged).toContain(accountRoutes.authForgotPassword.name);
    expect(flagged).not.toContain(accountRoutes.authResetPassword.name);
    for (const fn of fns) {
      const statements = sesStatements(statementsOf(fn));
      const env = fn.resource.Properties.Environment.Variables;
      if (!flagged.includes(fn.routeName)) {
        expect(statements, `${fn.routeName} must not send email`).toEqual([]);
        expect(env.MAIL_FROM).toBeUndefined();
        continue;
      }
      expect(statements).toEqual([
        {
          Effect: 'Allow',
          Action: 'ses:SendEmail',
          Resource: [arn('configuration-set/BusinessSuite-mail'), arn('identity/no-reply@example.com')],
          Condition: { StringEquals: { 'ses:FromAddress': 'no-reply@example.com' } },
        },
      ]);
      expect(env).toMatchObject({
        MAIL_FROM: 'no-reply@example.com',
        MAIL_CONFIGURATION_SET: 'BusinessSuite-mail',
        APP_URL: 'https://suite.example.com',
      });
    }
  });
});

describe('mail settings from context', () => {
  it('verifies a whole domain when mailIdentity is the sender’s domain, and grants on it', () => {
    const { stacks } = buildTestApp({}, { mailFrom: 'rent@lettings.example.org', mailIdentity: 'lettings.example.org' });
    templateOf(stacks.data).hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'lettings.example.org' });
    const forgot = apiRouteFunctions(stacks).find((f) => f.routeName === accountRoutes.authForgotPassword.name)!;
    expect(sesStatements(statementsOf(forgot))[0]).toMatchObject({
      Resource: [arn('configuration-set/BusinessSuite-mail'), arn('identity/lettings.example.org')],
      Condition: { StringEquals: { 'ses:FromAddress': 'rent@lettings.example.org' } },
    });
  });

  it('links to the first custom domain when appUrl is not set', () => {
    const { stacks } = buildTestApp(
      {},
      { appUrl: '', domainNames: 'app.lettings.example.org', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' },
    );
    const forgot = apiRouteFunctions(stacks).find((f) => f.routeName === accountRoutes.authForgotPassword.name)!;
    expect(forgot.resource.Properties.Environment.Variables.APP_URL).toBe('https://app.lettings.example.org');
  });

  it.each([
    ['a sender that is not an address', { mailFrom: 'no-reply' }, /mailFrom must be an email address/],
    ['an identity that does not cover the sender', { mailIdentity: 'other.example.net' }, /mailIdentity must be mailFrom or its domain/],
    ['links over http', { appUrl: 'http://suite.example.com' }, /appUrl must be an https origin/],
    ['links with a path', { appUrl: 'https://suite.example.com/app' }, /appUrl must be an https origin/],
    ['no link origin at all', { appUrl: '' }, /Context appUrl .* is needed with mailFrom/],
  ])('refuses %s when the app is built', (_label, context, message) => {
    expect(() => buildTestApp({}, context)).toThrow(message);
  });

  it('refuses a route flagged email when no sender is configured', () => {
    expect(() => buildTestApp({ mail: undefined })).toThrow(/authForgotPassword(, \w+)* send email: set context mailFrom and appUrl/);
  });
});
