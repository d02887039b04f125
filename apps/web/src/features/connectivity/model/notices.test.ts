import { describe, expect, it } from 'vitest';
import { addNotice, isSlowConnection, removeNotice, type Notice, type NoticeKind } from './notices';

function run(kinds: NoticeKind[]): NoticeKind[] {
  let notices: readonly Notice[] = [];
  kinds.forEach((kind, index) => {
    notices = addNotice(notices, kind, index);
  });
  return notices.map((notice) => notice.kind);
}

describe('connectivity notices', () => {
  it.each<[NoticeKind[], NoticeKind[]]>([
    [['offline'], ['offline']],
    [['offline', 'offline'], ['offline']],
    [['slow', 'slow', 'slow'], ['slow']],
    [['offline', 'online'], ['online']],
    [['slow', 'offline', 'online'], ['online']],
    [['online', 'online'], ['online']],
    [['online', 'offline'], ['offline']],
    [
      ['online', 'slow'],
      ['online', 'slow'],
    ],
    [
      ['slow', 'offline'],
      ['slow', 'offline'],
    ],
  ])('%j leaves %j', (kinds, expected) => {
    expect(run(kinds)).toEqual(expected);
  });

  it('removes one notice by id', () => {
    const notices: Notice[] = [
      { id: 1, kind: 'slow' },
      { id: 2, kind: 'offline' },
    ];
    expect(removeNotice(notices, 1)).toEqual([{ id: 2, kind: 'offline' }]);
  });

  it.each([
    ['2g', true],
    ['slow-2g', true],
    ['3g', false],
    ['4g', false],
    [undefined, false],
  ])('effectiveType %j is slow: %j', (type, slow) => {
    expect(isSlowConnection(type)).toBe(slow);
  });
});
