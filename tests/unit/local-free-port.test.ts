/** infra/local/services.ts onFreePort: a service whose free port was taken before it listened starts on another. */
import { describe, expect, it } from 'vitest';
import { onFreePort } from '../../infra/local/services.ts';

describe('onFreePort', () => {
  it.each([
    ['the email service', 'The local email service could not listen on 127.0.0.1:35647 (is the port in use?)'],
    ['s3rver', 's3rver could not start on port 4000: listen EADDRINUSE: address already in use'],
    ['DynamoDB Local', 'DynamoDB Local exited with code 1 before it was ready:\njava.net.BindException: Address already in use'],
  ])('%s on a taken port: tried again on another port', async (_name, message) => {
    const ports: number[] = [];
    const started = await onFreePort(async (port) => {
      ports.push(port);
      if (ports.length === 1) throw new Error(message);
      return `listening on ${port}`;
    });
    expect(ports).toHaveLength(2);
    expect(started).toBe(`listening on ${ports[1]}`);
  });

  it('gives up after three taken ports, and never retries another failure', async () => {
    let tries = 0;
    await expect(
      onFreePort(async () => {
        tries++;
        throw new Error('listen EADDRINUSE');
      }),
    ).rejects.toThrow('EADDRINUSE');
    expect(tries).toBe(3);
    tries = 0;
    await expect(
      onFreePort(async () => {
        tries++;
        throw new Error('DynamoDB Local needs a Java 17 runtime');
      }),
    ).rejects.toThrow('Java 17');
    expect(tries).toBe(1);
  });
});
