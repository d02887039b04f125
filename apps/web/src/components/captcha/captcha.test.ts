import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/fake-api';
import { solveAltcha } from './altcha-solver';
import { solveCaptcha } from './captcha';

vi.mock('./altcha-solver', () => ({ solveAltcha: vi.fn() }));

const challengeKey = 'GET /api/captcha/desafio';
const challenge = {
  parameters: {
    algorithm: 'SHA-256',
    nonce: 'a1',
    salt: 'b2',
    cost: 1,
    keyLength: 32,
    keyPrefix: '00',
    expiresAt: 1,
  },
  signature: 'c3',
};
const robotMessage = 'Não foi possível confirmar que você não é um robô. Tente novamente.';

describe('solveCaptcha', () => {
  beforeEach(() => vi.mocked(solveAltcha).mockReset());

  it('fetches a challenge and answers the solver’s payload', async () => {
    stubApi({ [challengeKey]: () => json(200, challenge) });
    vi.mocked(solveAltcha).mockResolvedValue('PAYLOAD');
    await expect(solveCaptcha()).resolves.toBe('PAYLOAD');
    expect(solveAltcha).toHaveBeenCalledWith(challenge, undefined);
  });

  it('answers no token when the server has no captcha (404)', async () => {
    stubApi({});
    await expect(solveCaptcha()).resolves.toBeUndefined();
    expect(solveAltcha).not.toHaveBeenCalled();
  });

  it('fails with the captcha message when no solution is found or the solver breaks', async () => {
    stubApi({ [challengeKey]: () => json(200, challenge) });
    vi.mocked(solveAltcha).mockResolvedValueOnce(null);
    await expect(solveCaptcha()).rejects.toMatchObject({ code: 'CAPTCHA_INVALID', message: robotMessage });
    vi.mocked(solveAltcha).mockRejectedValueOnce(new Error('Worker failed'));
    await expect(solveCaptcha()).rejects.toMatchObject({ code: 'CAPTCHA_INVALID', message: robotMessage });
  });

  it('passes on other failures of the challenge call, ready to show', async () => {
    stubApi({ [challengeKey]: () => json(429, { code: 'RATE_LIMITED', message: 'Muitas tentativas.' }) });
    await expect(solveCaptcha()).rejects.toMatchObject({ status: 429, message: 'Muitas tentativas.' });
  });
});
