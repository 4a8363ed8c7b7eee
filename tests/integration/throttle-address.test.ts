/** Its own file (so its own table): every sign-in failure from this machine counts against the same address. */
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/gateway.ts';
import { solveRobotCheck } from '../support/robot.ts';

const api = useTestApi();

describe('throttling per client address', () => {
  it('limits one address to 20 failures across accounts', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await api.call('POST', '/api/auth/login', {
        body: { email: `spray-${i}@example.com`, password: 'guess-guess', type: '1', reCaptchaaToken: await solveRobotCheck(api.baseUrl) },
      });
      expect(res.status).toBe(401);
    }
    const next = await api.call('POST', '/api/auth/login', {
      body: { email: 'spray-new@example.com', password: 'guess-guess', type: '1', reCaptchaaToken: await solveRobotCheck(api.baseUrl) },
    });
    expect(next.status).toBe(429);
  }, 180_000); // 21 proof-of-work solves: minutes on a loaded 2-core machine
});
