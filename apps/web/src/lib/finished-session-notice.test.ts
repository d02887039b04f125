import { afterEach, describe, expect, it } from 'vitest';
import { sessionMessages } from '@painel/domain';
import { deleteCookie, readCookie, writeCookie } from './cookies';
import {
  FINISHED_SESSION_COOKIE,
  noticeForCode,
  storeFinishedSessionNotice,
  takeFinishedSessionNotice,
} from './finished-session-notice';

afterEach(() => deleteCookie(FINISHED_SESSION_COOKIE));

describe('noticeForCode', () => {
  it.each([
    ['SESSION_REPLACED', 'shared-login'],
    ['SESSION_TIME_LIMIT', 'time-limit'],
    ['UNAUTHENTICATED', 'invalid-session'],
    [null, 'invalid-session'],
  ])('%s -> %s', (code, notice) => {
    expect(noticeForCode(code)).toBe(notice);
  });
});

describe('the notice cookie', () => {
  it.each([
    ['shared-login', sessionMessages.sharedLogin],
    ['time-limit', sessionMessages.timeLimit],
    ['invalid-session', sessionMessages.invalidSession],
  ] as const)('keeps %s until taken once', (notice, message) => {
    storeFinishedSessionNotice(notice);
    expect(readCookie(FINISHED_SESSION_COOKIE)).toBe(notice);
    expect(takeFinishedSessionNotice()).toBe(message);
    expect(readCookie(FINISHED_SESSION_COOKIE)).toBeNull();
    expect(takeFinishedSessionNotice()).toBeNull();
  });

  it('drops a value it does not know', () => {
    writeCookie(FINISHED_SESSION_COOKIE, '<script>', { maxAgeSeconds: 60 });
    expect(takeFinishedSessionNotice()).toBeNull();
    expect(readCookie(FINISHED_SESSION_COOKIE)).toBeNull();
  });
});
