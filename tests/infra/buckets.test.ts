import { describe, expect, it } from 'vitest';
import { buildTestApp, templateOf } from './support/app.ts';

const { stacks } = buildTestApp();
const all = [stacks.data, stacks.api, stacks.web];

const withBuckets = all.filter((stack) => Object.keys(templateOf(stack).findResources('AWS::S3::Bucket')).length > 0);

describe.each(withBuckets.map((stack) => [stack.stackName, stack] as const))('buckets in %s', (_name, stack) => {
  const template = templateOf(stack);
  const buckets = template.findResources('AWS::S3::Bucket');
  const policies = Object.values(template.findResources('AWS::S3::BucketPolicy'));

  it.each(Object.keys(buckets))('%s is private and encrypted', (id) => {
    expect(buckets[id].Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(buckets[id].Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe(
      'AES256',
    );
    expect(buckets[id].Properties.AccessControl).toBeUndefined();
  });

  it.each(Object.keys(buckets))('%s refuses requests without TLS', (id) => {
    const policy = policies.find((p) => p.Properties.Bucket.Ref === id);
    expect(policy, `a bucket policy for ${id}`).toBeDefined();
    const statements = policy!.Properties.PolicyDocument.Statement as Record<string, unknown>[];
    expect(statements).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Principal: { AWS: '*' },
        Action: 's3:*',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        Resource: [{ 'Fn::GetAtt': [id, 'Arn'] }, { 'Fn::Join': ['', [{ 'Fn::GetAtt': [id, 'Arn'] }, '/*']] }],
      }),
    );
    // nothing public: every Allow goes to a service principal, never to everyone
    for (const statement of statements.filter((s) => s.Effect === 'Allow')) {
      expect(JSON.stringify(statement.Principal)).not.toMatch(/"\*"/);
    }
  });
});

it('the app has the four buckets it should: invoices, its access logs, the site and its logs', () => {
  expect(all.map((s) => Object.keys(templateOf(s).findResources('AWS::S3::Bucket')).length)).toEqual([2, 0, 2]);
});
