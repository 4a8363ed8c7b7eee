import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../functions/lib/http.ts';

const event = (sourceIp: string, xff?: string) =>
  ({ headers: xff ? { 'x-forwarded-for': xff } : {}, requestContext: { http: { sourceIp } } }) as unknown as APIGatewayProxyEventV2;

describe('clientAddress', () => {
  it.each([
    ['a direct local call', event('127.0.0.1'), '127.0.0.1'],
    ['behind CloudFront (viewer, then the edge that connected)', event('130.176.1.1', '203.0.113.7, 130.176.1.1'), '203.0.113.7'],
    ['behind CloudFront, the edge not repeated', event('130.176.1.1', '203.0.113.7'), '203.0.113.7'],
    ['a client-supplied prefix is ignored', event('130.176.1.1', '6.6.6.6, 203.0.113.7, 130.176.1.1'), '203.0.113.7'],
    ['an empty header falls back to the connection', event('10.0.0.1', ' , '), '10.0.0.1'],
    ['an IPv6 viewer', event('130.176.1.1', '2001:DB8::1, 130.176.1.1'), '2001:db8::1'],
    ['a non-address becomes a short hash', event('130.176.1.1', 'not-an-ip, 130.176.1.1'), expect.stringMatching(/^h-[0-9a-f]{16}$/)],
    ['an IPv4-mapped IPv6 viewer', event('130.176.1.1', '::ffff:203.0.113.7, 130.176.1.1'), '::ffff:203.0.113.7'],
    ['an almost-address is not one', event('130.176.1.1', '256.1.1.1, 130.176.1.1'), expect.stringMatching(/^h-[0-9a-f]{16}$/)],
    ['too many IPv6 groups', event('130.176.1.1', '1:2:3:4:5:6:7:8:9, 130.176.1.1'), expect.stringMatching(/^h-[0-9a-f]{16}$/)],
    [
      '3,000 characters become a short hash',
      event('130.176.1.1', `${'x'.repeat(3000)}, 130.176.1.1`),
      expect.stringMatching(/^h-[0-9a-f]{16}$/),
    ],
  ])('%s', (_name, e, expected) => {
    expect(clientAddress(e)).toEqual(expected);
  });
});
