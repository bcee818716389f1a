import { describe, expect, it } from 'vitest';
import { mfaMachine } from './mfa.machine';
import { everyStepNamed, STEP_OF_STATE, type StepOfState } from './mfa.selectors';

describe("the MFA flow's one table of states and steps (issue 40: no silent blank card)", () => {
  it("names exactly the machine's states (starting, which never rests, aside)", () => {
    const states = Object.keys(mfaMachine.root.states).filter((state) => state !== 'starting');
    expect(Object.keys(STEP_OF_STATE).sort()).toEqual(states.sort());
  });

  it('ends on `done` both ways the flow ends', () => {
    expect(STEP_OF_STATE.done).toBe('done');
    expect(STEP_OF_STATE.refused).toBe('done');
    expect(everyStepNamed).toBe(true);
  });

  it('does not compile with a state left out (a type test: `npm run typecheck` fails without the error)', () => {
    // @ts-expect-error: `refused` has no row, and a table without one is no StepOfState.
    const withoutRefused: StepOfState = {
      totp: 'totpEntry',
      recovery: STEP_OF_STATE.recovery,
      sms: 'smsEntry',
      email: 'emailEntry',
      enrolPhone: 'phoneEntry',
      enrolTotp: STEP_OF_STATE.enrolTotp,
      done: 'done',
    };
    expect(Object.keys(withoutRefused)).not.toContain('refused');
  });
});
