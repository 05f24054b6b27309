import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { publishChanges } from '../../renderer/src/lib/live-state.js';

/** When Олена Коваль's change is heard in the tests of an editor's live banner (UTC). */
const HEARD_AT = '2026-11-26T18:23:00.000Z';

/** Олена Коваль does `action` to record `uid` of `kind`: the change feed says so to the open editor. */
export function colleagueChanges(kind: string, uid: string, action = 'update'): void {
  act(() => publishChanges([{ seq: 1, kind, uid, action, by: 'Олена Коваль', at: HEARD_AT }]));
}

/** The editor's live banner, once it shows. */
export const liveBanner = (): Promise<HTMLElement> => screen.findByTestId('record-changed-banner');

/** Presses the banner's button named `name` (as a user reads it). */
export async function pressBanner(name: string): Promise<void> {
  fireEvent.click(within(await liveBanner()).getByRole('button', { name }));
}

/** Waits until the banner has gone. */
export const bannerGone = (): Promise<void> => waitFor(() => expect(screen.queryByTestId('record-changed-banner')).toBeNull());
