import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export interface PrivateBucketProps {
  /** Where S3 server access logs go; required unless `isLogBucket` (a log bucket does not log into itself). */
  readonly serverAccessLogsBucket?: s3.IBucket;
  readonly serverAccessLogsPrefix?: string;
  /** Keep old versions of overwritten or deleted objects (recoverable invoices). */
  readonly versioned?: boolean;
  /** How long noncurrent versions are kept when versioned. */
  readonly noncurrentVersionRetention?: Duration;
  /** CloudFront standard logging writes with ACLs, so a CloudFront log bucket needs them. */
  readonly objectOwnership?: s3.ObjectOwnership;
  /** Log buckets: objects expire after this long. */
  readonly expireObjectsAfter?: Duration;
  readonly isLogBucket?: boolean;
  /**
   * Origins whose pages may PUT objects with a presigned URL (the browser's upload of an import file): a CORS rule
   * for PUT with the `content-type` header from exactly these origins. Nothing is made public: the presigned URL
   * is still the only way in. @default no CORS rule
   */
  readonly browserUploadOrigins?: readonly string[];
}

/**
 * The project's only kind of bucket: never public, TLS only, encrypted at rest, retained on stack
 * deletion, and (unless it is itself a log bucket) logging its access somewhere.
 */
export class PrivateBucket extends s3.Bucket {
  constructor(scope: Construct, id: string, props: PrivateBucketProps = {}) {
    if (!props.isLogBucket && !props.serverAccessLogsBucket) {
      throw new Error(`PrivateBucket ${id}: serverAccessLogsBucket is required for a bucket that is not a log bucket`);
    }
    const lifecycleRules: s3.LifecycleRule[] = [{ id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(7) }];
    if (props.versioned) {
      lifecycleRules.push({
        id: 'expire-noncurrent-versions',
        noncurrentVersionExpiration: props.noncurrentVersionRetention ?? Duration.days(90),
        expiredObjectDeleteMarker: true,
      });
    }
    if (props.expireObjectsAfter) {
      lifecycleRules.push({ id: 'expire-objects', expiration: props.expireObjectsAfter });
    }
    const origins = [...new Set(props.browserUploadOrigins ?? [])];
    for (const origin of origins) {
      if (!/^https:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(origin)) {
        throw new Error(`PrivateBucket ${id}: an upload origin is https://<host>, without a path, got "${origin}"`);
      }
    }
    super(scope, id, {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      publicReadAccess: false,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: props.objectOwnership ?? s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: props.versioned ?? false,
      lifecycleRules,
      serverAccessLogsBucket: props.serverAccessLogsBucket,
      serverAccessLogsPrefix: props.serverAccessLogsPrefix,
      removalPolicy: RemovalPolicy.RETAIN,
      cors: origins.length
        ? [
            {
              id: 'browser-upload',
              allowedMethods: [s3.HttpMethods.PUT],
              allowedOrigins: origins,
              allowedHeaders: ['content-type'],
              maxAge: 3600,
            },
          ]
        : undefined,
    });
  }
}
