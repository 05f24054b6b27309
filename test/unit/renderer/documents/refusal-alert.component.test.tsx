// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RefusalAlert } from '../../../../renderer/src/components/RefusalAlert.js';
import { refusalOf } from '../../../../renderer/src/lib/service-refusal.js';
import { initI18n } from '../../../../renderer/src/i18n/i18n.js';
import { BridgeError } from '../../../../renderer/src/lib/bridge.js';

const REQUEST_ID = 'b6f1c9d2-6c1e-4c61-8a39-0d3f5e2a7b10';

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

describe('a refusal of the service in the editor', () => {
  it('shows the id of the failed request, so the user can quote it to support', () => {
    render(
      <RefusalAlert
        refusal={refusalOf(
          new BridgeError('SERVER_ERROR', 'INTERNAL: the service failed to process the request', { requestId: REQUEST_ID }),
        )}
      />,
    );
    expect(screen.getByTestId('refusal').textContent).toContain(REQUEST_ID);
  });

  it('shows it under a refusal it knows the words for, too', () => {
    render(
      <RefusalAlert
        refusal={refusalOf(
          new BridgeError('RULE_FAILED', 'INVALID_AMOUNT: details[0].qty must be greater than 0', { requestId: REQUEST_ID }),
        )}
      />,
    );
    expect(screen.getByTestId('refusal').getAttribute('data-code')).toBe('INVALID_AMOUNT');
    expect(screen.getByTestId('request-id').textContent).toContain(REQUEST_ID);
  });

  it('shows no request id when there is none', () => {
    render(<RefusalAlert refusal={refusalOf(new BridgeError('OFFLINE', 'the service cannot be reached'))} />);
    expect(screen.queryByTestId('request-id')).toBeNull();
  });
});
