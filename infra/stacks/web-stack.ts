import { existsSync } from 'node:fs';
import { CfnOutput, Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { securityHeaders } from '../../shared/security-headers.ts';
import { PrivateBucket } from '../constructs/private-bucket.ts';

export interface WebStackProps extends StackProps {
  /** The HTTP API's host name, as a plain value (ApiStack.apiHost). */
  readonly apiHost: string;
  /**
   * The built SPA (vite output). Deployed only when the directory exists at synth time, so synth and
   * the infra tests work before a web build.
   * @default no deployment
   */
  readonly webDistPath?: string;
  /** A custom domain; needs an ACM certificate in us-east-1. @default the cloudfront.net domain */
  readonly domain?: { readonly names: string[]; readonly certificateArn: string };
  /** How long CloudFront and S3 access logs are kept. @default 365 days */
  readonly accessLogRetention?: Duration;
}

/**
 * Serves the SPA from a private bucket through CloudFront (origin access control), and forwards
 * /api/* to the HTTP API, so the app and the API share one origin (first-party cookie, no CORS).
 */
export class WebStack extends Stack {
  readonly distribution: cloudfront.Distribution;
  readonly siteBucket: s3.Bucket;
  readonly deployed: boolean;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    const logs = new PrivateBucket(this, 'AccessLogs', {
      isLogBucket: true,
      // CloudFront standard logging writes objects with ACLs.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      expireObjectsAfter: props.accessLogRetention ?? Duration.days(365),
    });

    this.siteBucket = new PrivateBucket(this, 'Site', {
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 's3/site/',
    });

    const spaFallback = new cloudfront.Function(this, 'SpaFallback', {
      comment: 'Client-side routes (no file extension) get index.html; files and /api pass through',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(SPA_FALLBACK_FUNCTION),
    });

    const responseHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Security headers from shared/security-headers.ts (same as the local gateway)',
      ...responseHeadersFrom(securityHeaders),
    });

    const apiOrigin = new origins.HttpOrigin(props.apiHost, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
    });

    const certificate = props.domain ? acm.Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn) : undefined;

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Business suite: SPA and /api/*',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      domainNames: props.domain?.names,
      certificate,
      // Only meaningful with a custom certificate; the default *.cloudfront.net one is fixed by CloudFront.
      minimumProtocolVersion: certificate ? cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy,
        functionAssociations: [{ function: spaFallback, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          // An API answers POSTs; a redirect would drop the body, so plain HTTP is refused outright.
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy,
        },
      },
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The suite serves customers wherever they are; no geo restriction is required.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason: 'WAF is out of scope for this deployment (cost); the API throttles at the stage and the Lambdas rate-limit sign-in.',
      },
    );
    if (!props.domain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the distribution uses the default *.cloudfront.net certificate, for which CloudFront fixes the minimum protocol at TLSv1; pass a domain and ACM certificate to enforce TLSv1.2_2021.',
      });
    }

    new CfnOutput(this, 'Url', { value: `https://${this.distribution.distributionDomainName}` });

    this.deployed = Boolean(props.webDistPath && existsSync(props.webDistPath));
    if (props.webDistPath && this.deployed) this.deploySite(props.webDistPath);
  }

  /**
   * Hashed assets first (cached for a year), then index.html (always revalidated), so a new
   * index.html never points at assets that are not there yet.
   */
  private deploySite(distPath: string): void {
    const source = s3deploy.Source.asset(distPath);
    const assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      sources: [source],
      destinationBucket: this.siteBucket,
      exclude: ['index.html'],
      prune: true,
      memoryLimit: 512,
      cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
    });
    const index = new s3deploy.BucketDeployment(this, 'DeployIndex', {
      sources: [source],
      destinationBucket: this.siteBucket,
      exclude: ['*'],
      include: ['index.html'],
      prune: false,
      memoryLimit: 512,
      cacheControl: [s3deploy.CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    index.node.addDependency(assets);
    acknowledgeDeploymentProvider(assets, this.siteBucket);
  }
}

/** The provider Lambda that BucketDeployment brings (one per stack and memory size), not ours to shape. */
function acknowledgeDeploymentProvider(deployment: s3deploy.BucketDeployment, siteBucket: s3.Bucket): void {
  const provider = deployment.handlerRole.node.scope;
  if (!provider) throw new Error('BucketDeployment handler role has no scope');
  const siteArn = `<${Stack.of(siteBucket).getLogicalId(siteBucket.node.defaultChild as s3.CfnBucket)}.Arn>`;
  const stagingObjects = 'arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*';
  Validations.of(provider).acknowledge(
    {
      id: 'AwsSolutions-L1',
      reason: 'The BucketDeployment provider runtime is chosen by aws-cdk-lib and cannot be configured; it runs only at deploy time.',
    },
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: 'The deploy-time provider only writes its own CloudWatch logs with the AWS-managed basic execution policy.',
    },
    {
      id: `AwsSolutions-IAM5[Resource::${siteArn}/*]`,
      reason: 'The provider syncs the built SPA into the site bucket: it writes and prunes every object of that one bucket.',
    },
    {
      id: `AwsSolutions-IAM5[Resource::${stagingObjects}]`,
      reason: 'The provider reads the SPA zip from the CDK bootstrap asset bucket; asset keys are content hashes.',
    },
    {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'BucketDeployment grants cloudfront:CreateInvalidation/GetInvalidation on * (aws-cdk-lib does not scope it to the distribution); used only to invalidate after a deploy.',
    },
    ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map((action) => ({
      id: `AwsSolutions-IAM5[Action::${action}]`,
      reason:
        'Action wildcards from the S3 grant helpers BucketDeployment uses; limited to the asset bucket (read) and the site bucket (sync).',
    })),
  );
}

/**
 * Viewer-request function on the default (S3) behaviour: a path without a file extension is a
 * client-side route, so it is served index.html with 200. Unlike distribution-wide error responses,
 * this leaves /api/* answers (including 404 JSON) untouched.
 */
export const SPA_FALLBACK_FUNCTION = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/api' || uri.indexOf('/api/') === 0) return request;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/** Maps the shared header record onto CloudFront's policy; headers CloudFront does not model become custom headers. */
export function responseHeadersFrom(
  headers: Record<string, string>,
): Pick<cloudfront.ResponseHeadersPolicyProps, 'securityHeadersBehavior' | 'customHeadersBehavior'> {
  const security: {
    -readonly [K in keyof cloudfront.ResponseSecurityHeadersBehavior]: cloudfront.ResponseSecurityHeadersBehavior[K];
  } = {};
  const custom: cloudfront.ResponseCustomHeader[] = [];
  for (const [rawName, value] of Object.entries(headers)) {
    const name = rawName.toLowerCase();
    switch (name) {
      case 'content-security-policy':
        security.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case 'strict-transport-security':
        security.strictTransportSecurity = { ...parseHsts(value), override: true };
        break;
      case 'x-content-type-options':
        if (value.toLowerCase() !== 'nosniff') throw new Error(`x-content-type-options must be nosniff, got ${value}`);
        security.contentTypeOptions = { override: true };
        break;
      case 'x-frame-options': {
        const option = Object.values(cloudfront.HeadersFrameOption).find((o) => o === value.toUpperCase());
        if (!option) throw new Error(`Unsupported x-frame-options ${value}`);
        security.frameOptions = { frameOption: option, override: true };
        break;
      }
      case 'referrer-policy': {
        const policy = Object.values(cloudfront.HeadersReferrerPolicy).find((p) => p === value.toLowerCase());
        if (!policy) throw new Error(`Unsupported referrer-policy ${value}`);
        security.referrerPolicy = { referrerPolicy: policy, override: true };
        break;
      }
      case 'x-xss-protection':
        throw new Error('x-xss-protection is not mapped to CloudFront yet (and CloudFront rejects it as a custom header)');
      default:
        custom.push({ header: rawName, value, override: true });
    }
  }
  return {
    securityHeadersBehavior: security,
    ...(custom.length ? { customHeadersBehavior: { customHeaders: custom } } : {}),
  };
}

function parseHsts(value: string): cloudfront.ResponseHeadersStrictTransportSecurity {
  const parts = value.split(';').map((p) => p.trim().toLowerCase());
  const maxAge = parts.find((p) => p.startsWith('max-age='));
  if (!maxAge) throw new Error(`strict-transport-security without max-age: ${value}`);
  return {
    accessControlMaxAge: Duration.seconds(Number(maxAge.slice('max-age='.length))),
    includeSubdomains: parts.includes('includesubdomains'),
    preload: parts.includes('preload'),
    override: true,
  };
}
