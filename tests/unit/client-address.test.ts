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
  ])('%s', (_name, e, expected) => {
    expect(clientAddress(e)).toBe(expected);
  });
});
