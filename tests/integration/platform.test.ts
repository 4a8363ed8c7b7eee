import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGateway, importHandler, listen } from '../../infra/local/services.ts';
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

  it('malformed %-escapes in a cookie or a page path are a client error, never a 500', async () => {
    const refresh = await api.call('GET', '/api/auth/refresh', { cookie: 'rt=%E0%A4%A' });
    expect(refresh.status).toBe(401);
    const dir = mkdtempSync(join(tmpdir(), 'spa-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>');
    const spa = createGateway({ staticDir: dir, loadHandler: importHandler });
    const port = await listen(spa, 0);
    try {
      expect((await fetch(`http://127.0.0.1:${port}/hms`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/%E0%A4%A`)).status).toBe(400);
    } finally {
      spa.close();
    }
  });

  it('a body larger than API Gateway accepts is refused before the handler', async () => {
    const res = await api.call('POST', '/api/system/echo', {
      rawBody: 'x'.repeat(10 * 1024 * 1024 + 1),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
  });
});
