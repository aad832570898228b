import { nextStop } from './use-modal-menu';

describe('Tab in the open phone menu (decision 027): focus goes round the toggle and the menu', () => {
  it('Tab moves to the next stop and from the last back to the first', () => {
    expect([0, 1, 2, 3].map((at) => nextStop(at, 4, false))).toEqual([1, 2, 3, 0]);
  });

  it('Shift+Tab moves to the previous stop and from the first round to the last', () => {
    expect([0, 1, 2, 3].map((at) => nextStop(at, 4, true))).toEqual([3, 0, 1, 2]);
  });

  it('brings focus that is on none of the stops back in: to the first, or the last with Shift', () => {
    expect(nextStop(-1, 4, false)).toBe(0);
    expect(nextStop(-1, 4, true)).toBe(3);
  });

  it('keeps focus on the toggle when it is the only stop shown', () => {
    expect(nextStop(0, 1, false)).toBe(0);
    expect(nextStop(0, 1, true)).toBe(0);
  });
});
