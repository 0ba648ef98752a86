import { describe, expect, it } from 'vitest';
import { whereFocusReturns } from './focus-return';

describe('where focus goes when a dialog closes', () => {
  it('back to the control that opened it, when it can still take it', () => {
    expect(whereFocusReturns({ focusedElsewhere: false, openerFocusable: true })).toBe('opener');
  });

  it('to the main content when the dialog came with the page or its opener is gone: never the body', () => {
    expect(whereFocusReturns({ focusedElsewhere: false, openerFocusable: false })).toBe('main');
  });

  it('nowhere else when something outside the dialog has it already (the page a form led to focused a control)', () => {
    expect(whereFocusReturns({ focusedElsewhere: true, openerFocusable: true })).toBe('stay');
    expect(whereFocusReturns({ focusedElsewhere: true, openerFocusable: false })).toBe('stay');
  });
});
