import { addTime, afterAction, initialClock, lateSeats, matchDeadline, nextWarningAt, seatDeadline, shareLeft, started, vacationEnded, vacationStarted, warningDue } from './clock-policy.js';

const H = 3_600_000;
const none = () => null;

describe('clock policies', () => {
  it('days per move: each decision gets the full allowance, fresh after every move', () => {
    let c = started(initialClock({ perMoveSeconds: 3 * 86_400, daysPerMove: 3, bankSeconds: 0, incrementSeconds: 0 }, 2), [0], 0, none);
    expect(matchDeadline(c, [0])!.getTime()).toBe(72 * H);
    c = afterAction(c, 0, [0], [1], 70 * H, false, none);
    expect(seatDeadline(c, 0)).toBeNull();
    expect(matchDeadline(c, [1])!.getTime()).toBe(70 * H + 72 * H);
    expect(lateSeats(c, [1], 142 * H - 1)).toEqual([]);
    expect(lateSeats(c, [1], 142 * H)).toEqual([1]);
  });

  it('time bank with increment: a seat spends its bank and gains the increment after each move', () => {
    let c = started(initialClock({ perMoveSeconds: null, daysPerMove: null, bankSeconds: 3600, incrementSeconds: 600 }, 2), [0], 0, none);
    expect(matchDeadline(c, [0])!.getTime()).toBe(H);
    c = afterAction(c, 0, [0], [1], 1000_000, false, none);
    expect(c.seats[0].bankMs).toBe(3600_000 - 1000_000 + 600_000);
    expect(matchDeadline(c, [1])!.getTime()).toBe(1000_000 + H);
  });

  it('with both, the bank is spent only on time beyond the allowance', () => {
    let c = started(initialClock({ perMoveSeconds: 86_400, daysPerMove: 1, bankSeconds: 7200, incrementSeconds: 0 }, 2), [0], 0, none);
    expect(matchDeadline(c, [0])!.getTime()).toBe(24 * H + 2 * H);
    c = afterAction(c, 0, [0], [1], 25 * H, false, none);
    expect(c.seats[0].bankMs).toBe(H);
  });

  it('added time goes into the bank and moves the deadline at once', () => {
    let c = started(initialClock({ perMoveSeconds: 86_400, daysPerMove: 1, bankSeconds: 0, incrementSeconds: 0 }, 2), [1], 0, none);
    c = addTime(c, 1, 3600);
    expect(matchDeadline(c, [1])!.getTime()).toBe(25 * H);
  });

  it('a vacation credits the pause up front; ending it early takes the unused part back', () => {
    let c = started(initialClock({ perMoveSeconds: 86_400, daysPerMove: 1, bankSeconds: 0, incrementSeconds: 0 }, 2), [0], 0, none);
    c = vacationStarted(c, 0, 10 * H, 10 * H + 5 * 24 * H);
    expect(matchDeadline(c, [0])!.getTime()).toBe(24 * H + 5 * 24 * H);
    c = vacationEnded(c, 0, 10 * H + 24 * H);
    expect(matchDeadline(c, [0])!.getTime()).toBe(24 * H + 24 * H);
    // A decision that opens during a vacation starts after it.
    const d = afterAction(c, 1, [1], [0], 0, false, (s) => (s === 0 ? 5 * H : null));
    expect(matchDeadline(d, [0])!.getTime()).toBe(5 * H + 24 * H);
  });

  it('warnings measure the share left of the soonest seat decision', () => {
    const c = started(initialClock({ perMoveSeconds: 1000, daysPerMove: null, bankSeconds: 0, incrementSeconds: 0 }, 2), [0], 0, none);
    expect(shareLeft(c, [0], 750_000)).toBeCloseTo(0.25);
  });

  describe('deadline warnings: "a seat that must act is told when 25 %, and again when 10 %, of its pending decision\'s time is left"', () => {
    const perMove = (seconds: number) => started(initialClock({ perMoveSeconds: seconds, daysPerMove: null, bankSeconds: 0, incrementSeconds: 0 }, 2), [0], 0, none);

    it('the first warning falls due when 25 % is left, the next at 10 %, then none', () => {
      const c = perMove(1000);
      expect(nextWarningAt(c, [0], null)!.getTime()).toBe(750_000);
      expect(nextWarningAt(c, [0], 25)!.getTime()).toBe(900_000);
      expect(nextWarningAt(c, [0], 10)).toBeNull();
    });

    it('no clock, or no seat to act: no warning', () => {
      expect(nextWarningAt(null, [0], null)).toBeNull();
      expect(nextWarningAt(perMove(1000), [], null)).toBeNull();
    });

    it('the decision measured is the soonest deadline\'s, its bank and vacation credit included', () => {
      let c = started(initialClock({ perMoveSeconds: 1000, daysPerMove: null, bankSeconds: 1000, incrementSeconds: 0 }, 2), [0, 1], 0, none);
      c = vacationStarted(c, 1, 0, 2000_000);
      // Seat 0: 2000 s (allowance + bank), deadline 2000 s; seat 1 has 2000 s more credit.
      expect(nextWarningAt(c, [0, 1], null)!.getTime()).toBe(1500_000);
    });

    it('a threshold is due once its instant has passed, and only below the one already sent', () => {
      const c = perMove(1000);
      expect(warningDue(c, [0], 749_999, null)).toBeNull();
      expect(warningDue(c, [0], 750_000, null)).toBe(25);
      expect(warningDue(c, [0], 800_000, 25)).toBeNull();
      expect(warningDue(c, [0], 900_000, 25)).toBe(10);
      expect(warningDue(c, [0], 950_000, 10)).toBeNull();
    });

    it('a late sweep sends the smallest threshold passed, and nothing once the deadline passed', () => {
      const c = perMove(1000);
      expect(warningDue(c, [0], 950_000, null)).toBe(10);
      expect(warningDue(c, [0], 1000_000, null)).toBeNull();
    });

    it('the due instant and the due check agree where the share is not a whole millisecond', () => {
      const c = perMove(7); // 25 % of 7 s = 1750 ms; 10 % = 700 ms; odd totals round up
      const c2 = perMove(1.001);
      for (const x of [c, c2]) {
        const at = nextWarningAt(x, [0], null)!.getTime();
        expect(warningDue(x, [0], at, null)).toBe(25);
        expect(warningDue(x, [0], at - 1, null)).toBeNull();
      }
    });
  });
});
