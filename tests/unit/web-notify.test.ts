/** Where a toast appears: never over the control that raised it (issue "Rent management" #6). */
import { describe, expect, it } from 'vitest';
import { sameMessageId, toastPlacement, type ControlBox } from '../../web/src/lib/notify.ts';

const desktop = { width: 1366, height: 768 };
const phone = { width: 390, height: 844 };
const box = (left: number, top: number, width = 120, height = 40): ControlBox => ({ left, top, right: left + width, bottom: top + height });

describe('toastPlacement', () => {
  it.each([
    // nothing focused (after a navigation): bottom-left, away from the side panel on the right
    ['nothing focused, desktop', desktop, [], 'bottom-left'],
    ['nothing focused, phone', phone, [], 'bottom-left'],
    // the side panel's Make Payment on the right, low on the screen: bottom-left is clear of it
    ['side panel button low on the right, desktop', desktop, [box(900, 700)], 'bottom-left'],
    // a modal's submit button in the middle of the screen, low: bottom-left is clear (the modal is centred)
    ['modal button centred, desktop', desktop, [box(600, 640), box(800, 500)], 'bottom-left'],
    // a control in the bottom-left corner itself (a sidebar item): the toast goes to the top
    ['control in the bottom-left corner, desktop', desktop, [box(20, 700)], 'top-left'],
    ['control just inside the toast band, desktop', desktop, [box(300, 660)], 'top-left'],
    // a control at the top left, under the top bar: the bottom is clear
    ['control under the top bar on the left, desktop', desktop, [box(20, 80)], 'bottom-left'],
    // on a phone toasts span the width: they go to the half away from the control
    ['button low on a phone', phone, [box(40, 760)], 'top-left'],
    ['button high on a phone', phone, [box(40, 100)], 'bottom-left'],
    ['button in the middle of a phone', phone, [box(40, 400)], 'bottom-left'],
    // a modal's button low, and the panel button focus returns to in the middle: the top band is clear of both
    ['modal button low, its trigger in the middle, phone', phone, [box(40, 760), box(40, 400)], 'top-left'],
    // the modal's button in the middle, its trigger low: the top again
    ['modal button in the middle, its trigger low, phone', phone, [box(40, 420), box(40, 770)], 'top-left'],
  ] as const)('%s → %s', (_name, viewport, controls, expected) => {
    expect(toastPlacement(viewport, [...controls])).toBe(expected);
  });

  it('when both bands hold a control, keeps clear of the focused one (the first)', () => {
    // focused button at the bottom, another (the modal's trigger) under the top bar: the trigger is covered, never the pressed button
    expect(toastPlacement(phone, [box(40, 790), box(40, 70)])).toBe('top-left');
    expect(toastPlacement(phone, [box(40, 70), box(40, 790)])).toBe('bottom-left');
  });

  it.each([
    // a button at the foot of the phone's screen: the top-left, where nothing is
    ['a control at the bottom only', phone, [box(40, 400)], [box(40, 790)], 'top-left'],
    // controls in both bands: the band that covers fewer
    ['two at the top, one at the bottom', phone, [box(40, 400)], [box(40, 70), box(200, 80), box(40, 790)], 'bottom-left'],
    // as good either way: bottom-left
    ['none in either band', phone, [box(40, 400)], [box(40, 300)], 'bottom-left'],
    // the focused control comes first: never over it to spare others
    ['focused at the top, others at the bottom', phone, [box(40, 70)], [box(40, 790), box(200, 790)], 'bottom-left'],
  ] as const)('over as few of the other controls as it can: %s', (_name, viewport, controls, others, expected) => {
    expect(toastPlacement(viewport, [...controls], [...others])).toBe(expected);
  });

  it('a control taller than the screen (a whole panel) does not stop the choice', () => {
    expect(['top-left', 'bottom-left']).toContain(toastPlacement(phone, [box(0, -200, 390, 1400)]));
  });

  // issue 31 item 8: beside an open sidebar (264 px at 1366) toasts start right of it, so a sidebar item low on the
  // left no longer pushes the toast to the top (it is not under the toast), while a page control there still does
  const besideSidebar = { width: 1366, height: 768, left: 264 };
  it.each([
    ['a sidebar item low on the left: not under the toast', [box(20, 700)], 'bottom-left'],
    ['a page control just right of the sidebar, low', [box(290, 700)], 'top-left'],
    ['a page control past the toast band (264 + 16 + 320)', [box(620, 700)], 'bottom-left'],
  ] as const)('beside the sidebar: %s → %s', (_name, controls, expected) => {
    expect(toastPlacement(besideSidebar, [...controls])).toBe(expected);
  });
});

describe('toasts do not stack over each other', () => {
  it('the same message is one toast (one id), different messages and kinds are two', () => {
    expect(sameMessageId('error', 'This supplier has orders')).toBe(sameMessageId('error', 'This supplier has orders'));
    expect(sameMessageId('error', 'A')).not.toBe(sameMessageId('error', 'B'));
    expect(sameMessageId('error', 'A')).not.toBe(sameMessageId('info', 'A'));
  });
});
