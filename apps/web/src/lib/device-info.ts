/**
 * PF 3 'Device info' for the X-Device-Info login header, read simply from the user agent: good
 * enough for the audit trail and the security e-mails, not a fingerprint.
 */
import type { DeviceInfo } from '@painel/contracts';

type Rule = readonly [pattern: RegExp, name: string];

// Order matters: iOS says "like Mac OS X", Android says "Linux", Edge and Opera say "Chrome".
const OS_RULES: readonly Rule[] = [
  [/Windows NT ([\d.]+)/, 'Windows'],
  [/(?:iPhone|CPU) OS ([\d_]+)/, 'iOS'],
  [/Mac OS X ([\d_.]+)/, 'macOS'],
  [/Android ([\d.]+)/, 'Android'],
  [/CrOS \S+ ([\d.]+)/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const BROWSER_RULES: readonly Rule[] = [
  [/Edg(?:e|A|iOS)?\/([\d.]+)/, 'Edge'],
  [/(?:OPR|Opera)\/([\d.]+)/, 'Opera'],
  [/SamsungBrowser\/([\d.]+)/, 'Samsung Internet'],
  [/(?:Firefox|FxiOS)\/([\d.]+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/([\d.]+)/, 'Chrome'],
  [/Version\/([\d.]+).*Safari/, 'Safari'],
];

const FIELD_MAX = 100;

function match(userAgent: string, rules: readonly Rule[]): { name?: string; version?: string } {
  for (const [pattern, name] of rules) {
    const found = pattern.exec(userAgent);
    if (found) return { name, version: found[1]?.replace(/_/g, '.').slice(0, FIELD_MAX) };
  }
  return {};
}

function deviceType(userAgent: string): string {
  if (/iPad|Tablet/i.test(userAgent) || (/Android/.test(userAgent) && !/Mobile/.test(userAgent)))
    return 'tablet';
  if (/Mobi|iPhone|iPod/.test(userAgent)) return 'mobile';
  return 'desktop';
}

export function describeDevice(userAgent: string, screen: { width: number; height: number }): DeviceInfo {
  const os = match(userAgent, OS_RULES);
  const browser = match(userAgent, BROWSER_RULES);
  return {
    deviceType: deviceType(userAgent),
    os: os.name,
    osVersion: os.version,
    browser: browser.name,
    browserVersion: browser.version,
    screenResolution: { width: Math.round(screen.width), height: Math.round(screen.height) },
  };
}

export function currentDeviceInfo(): DeviceInfo {
  return describeDevice(navigator.userAgent, window.screen);
}
