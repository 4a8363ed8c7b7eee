import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '../../shared/security-headers.ts';
import { responseHeadersFrom, SPA_FALLBACK_FUNCTION } from '../../infra/stacks/web-stack.ts';
import { buildTestApp, templateOf } from './support/app.ts';

const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

describe('web stack', () => {
  const { stacks } = buildTestApp();
  const template = templateOf(stacks.web);
  const distribution = () => Object.values(template.findResources('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;

  it('serves the private site bucket through origin access control, index.html as root', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    const config = distribution();
    expect(config.DefaultRootObject).toBe('index.html');
    const siteId = stacks.web.getLogicalId(stacks.web.siteBucket.node.defaultChild as never);
    const s3Origin = config.Origins.find((o: { Id: string }) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(s3Origin.DomainName).toEqual({ 'Fn::GetAtt': [siteId, 'RegionalDomainName'] });
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  it('forwards /api/* to the HTTP API uncached, with every method and the viewer request', () => {
    const config = distribution();
    const api = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    expect(api).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      ViewerProtocolPolicy: 'https-only',
    });
    expect(api.FunctionAssociations).toBeUndefined();
    const apiOrigin = config.Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
    expect(apiOrigin.CustomOriginConfig).toEqual({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
    // the API's host joined from its id (a plain value; cfn-lint.test.ts: no Fn::Split of a weak reference)
    expect(apiOrigin.DomainName).toEqual({
      'Fn::Join': [
        '',
        [
          { 'Fn::GetStackOutput': expect.objectContaining({ StackName: 'BusinessSuiteApi' }) },
          '.execute-api.',
          { Ref: 'AWS::Region' },
          '.',
          { Ref: 'AWS::URLSuffix' },
        ],
      ],
    });
  });

  it('answers with the security headers from shared/security-headers.ts on the SPA and the API', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: contentSecurityPolicy, Override: true },
          StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Preload: true, Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        },
      },
    });
    const policyId = Object.keys(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0];
    const config = distribution();
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    expect(
      config.CacheBehaviors.every(
        (b: { ResponseHeadersPolicyId: unknown }) => JSON.stringify(b.ResponseHeadersPolicyId) === JSON.stringify({ Ref: policyId }),
      ),
    ).toBe(true);
  });

  it('maps every shared header and refuses values CloudFront cannot express', () => {
    const mapped = responseHeadersFrom(securityHeaders);
    expect(mapped.customHeadersBehavior).toBeUndefined();
    expect(Object.keys(mapped.securityHeadersBehavior ?? {}).sort()).toEqual([
      'contentSecurityPolicy',
      'contentTypeOptions',
      'frameOptions',
      'referrerPolicy',
      'strictTransportSecurity',
    ]);
    expect(() => responseHeadersFrom({ 'x-frame-options': 'ALLOW-FROM https://x' })).toThrow(/x-frame-options/);
    expect(() => responseHeadersFrom({ 'strict-transport-security': 'includeSubDomains' })).toThrow(/max-age/);
    expect(responseHeadersFrom({ 'permissions-policy': 'camera=()' }).customHeadersBehavior).toEqual({
      customHeaders: [{ header: 'permissions-policy', value: 'camera=()', override: true }],
    });
  });

  it('rewrites client-side routes to /index.html with a viewer-request function on the default behaviour only', () => {
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: SPA_FALLBACK_FUNCTION,
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
    expect(distribution().DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^SpaFallback/), 'FunctionARN'] } },
    ]);
    // no distribution-wide error rewriting: an API 404 must reach the browser as the API's JSON
    expect(distribution().CustomErrorResponses).toBeUndefined();
  });

  it.each([
    ['/', '/index.html'],
    ['/hms/properties', '/index.html'],
    ['/ims/orders/01HZX/edit', '/index.html'],
    ['/assets/index-3f2a.js', '/assets/index-3f2a.js'],
    ['/favicon.ico', '/favicon.ico'],
    ['/api/health', '/api/health'],
    ['/api/unknown/route', '/api/unknown/route'],
    ['/api', '/api'],
  ])('the SPA fallback function maps %s to %s', (uri, expected) => {
    const handler = new Function(`${SPA_FALLBACK_FUNCTION}; return handler;`)() as (e: unknown) => { uri: string };
    expect(handler({ request: { uri, method: 'GET', headers: {} } }).uri).toBe(expected);
  });

  it('logs distribution requests to an ACL-enabled log bucket', () => {
    const logging = distribution().Logging;
    expect(logging.Prefix).toBe('cloudfront/');
    const logBucketId = logging.Bucket['Fn::GetAtt'][0];
    expect(template.toJSON().Resources[logBucketId].Properties.OwnershipControls).toEqual({
      Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }],
    });
  });

  it('does not deploy the SPA when there is no build', () => {
    expect(stacks.web.deployed).toBe(false);
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });
});

describe('web stack with a custom domain', () => {
  const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0f5e4c9a-1111-2222-3333-444455556666';
  const { stacks } = buildTestApp({}, { domainNames: 'suite.example.com, www.suite.example.com', certificateArn });

  it('serves the names with the ACM certificate and TLS 1.2 at least', () => {
    const config = Object.values(templateOf(stacks.web).findResources('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;
    expect(config.Aliases).toEqual(['suite.example.com', 'www.suite.example.com']);
    expect(config.ViewerCertificate).toEqual({
      AcmCertificateArn: certificateArn,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
  });
});

describe('web stack with a built SPA', () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><script type="module" src="/assets/index-1.js"></script>');
  writeFileSync(join(dist, 'assets', 'index-1.js'), 'console.log(1)');
  const { stacks } = buildTestApp({ webDistPath: dist });
  const template = templateOf(stacks.web);

  it('deploys hashed assets (immutable) before index.html (no-cache), then invalidates', () => {
    expect(stacks.web.deployed).toBe(true);
    const deployments = template.findResources('Custom::CDKBucketDeployment');
    const [assetsId, indexId] = ['DeployAssets', 'DeployIndex'].map((id) => Object.keys(deployments).find((k) => k.startsWith(id))!);
    expect(deployments[assetsId].Properties).toMatchObject({
      Prune: true,
      Exclude: ['index.html'],
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    expect(deployments[assetsId].Properties.DistributionId).toBeUndefined();
    expect(deployments[indexId].Properties).toMatchObject({
      Prune: false,
      Exclude: ['*'],
      Include: ['index.html'],
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
    });
    expect(deployments[indexId].DependsOn).toEqual(expect.arrayContaining([assetsId]));
  });
});
