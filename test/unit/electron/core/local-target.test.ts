import { describe, expect, it } from 'vitest';
import { localServiceTarget } from '../../../../electron/core/local-target.js';

const fingerprint = Array.from({ length: 32 }, () => 'AB').join(':');

describe('where the app reaches its own local service', () => {
  it('on loopback over plain HTTP while the company is not shared', () => {
    expect(localServiceTarget({ port: 4100, token: 't' })).toEqual({ baseUrl: 'http://127.0.0.1:4100' });
  });

  it('served on every interface: still 127.0.0.1, over https pinned to the certificate it serves', () => {
    expect(localServiceTarget({ port: 8443, token: 't', served: { host: '0.0.0.0', fingerprint } })).toEqual({
      baseUrl: 'https://127.0.0.1:8443',
      fingerprint,
    });
  });

  it('served on one address only: that address, the only one it listens on, pinned as well', () => {
    expect(localServiceTarget({ port: 8443, token: 't', served: { host: '192.168.1.5', fingerprint } })).toEqual({
      baseUrl: 'https://192.168.1.5:8443',
      fingerprint,
    });
  });
});
