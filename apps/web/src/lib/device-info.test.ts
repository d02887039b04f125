import { describe, expect, it } from 'vitest';
import { deviceInfoSchema } from '@painel/contracts';
import { describeDevice } from './device-info';

const screen = { width: 1920, height: 1080 };

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      {
        deviceType: 'desktop',
        os: 'Windows',
        osVersion: '10.0',
        browser: 'Chrome',
        browserVersion: '131.0.0.0',
      },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      { deviceType: 'desktop', os: 'Windows', browser: 'Edge', browserVersion: '131.0.2903.86' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      { deviceType: 'desktop', os: 'macOS', osVersion: '10.15.7', browser: 'Safari', browserVersion: '17.4' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      { deviceType: 'mobile', os: 'iOS', osVersion: '17.4', browser: 'Safari' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      { deviceType: 'mobile', os: 'Android', osVersion: '14', browser: 'Chrome' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      { deviceType: 'desktop', os: 'Linux', browser: 'Firefox', browserVersion: '133.0' },
    ],
  ])('%s', (userAgent, expected) => {
    const info = describeDevice(userAgent, screen);
    expect(info).toMatchObject({ ...expected, screenResolution: screen });
    expect(deviceInfoSchema.safeParse(info).success).toBe(true);
  });

  it('leaves out what it cannot tell', () => {
    const info = describeDevice('curl/8.5.0', { width: 0, height: 0 });
    expect(info).toMatchObject({ deviceType: 'desktop', os: undefined, browser: undefined });
    expect(JSON.parse(JSON.stringify(info))).toEqual({
      deviceType: 'desktop',
      screenResolution: { width: 0, height: 0 },
    });
  });
});
