import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/gateway.ts';

const api = useTestApi();

describe('platform through the local gateway', () => {
  it('GET /api/health answers ok', async () => {
    const res = await api.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('an unknown route and an unknown method answer 404 with a message, as API Gateway does', async () => {
    const unknown = await api.call('GET', '/api/nothing/here');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Not Found' });
    const wrongMethod = await api.call('DELETE', '/api/health');
    expect(wrongMethod.status).toBe(404);
    expect(wrongMethod.body).toEqual({ message: 'Not Found' });
  });

  it('echo returns the body and the identity from the verified token', async () => {
    const token = await api.token({ companyId: 'c-echo', email: 'echo@example.com', role: 'staff' });
    const res = await api.call('POST', '/api/system/echo', { token, body: { message: '  hello  ' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'hello', companyId: 'c-echo', email: 'echo@example.com', role: 'staff' });
  });

  it('validation failures answer 400 with the field message', async () => {
    const token = await api.token();
    const missing = await api.call('POST', '/api/system/echo', { token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: 'message is required' });
    const wrongType = await api.call('POST', '/api/system/echo', { token, body: { message: 42 } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toEqual({ message: 'message is required' });
    const notObject = await api.call('POST', '/api/system/echo', { token, body: [1, 2] });
    expect(notObject.status).toBe(400);
  });

  it('a body larger than API Gateway accepts is refused before the handler', async () => {
    const res = await api.call('POST', '/api/system/echo', {
      rawBody: 'x'.repeat(10 * 1024 * 1024 + 1),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
  });
});
