import { act } from '@testing-library/react';
import type { Mounter } from '../../shared/core/runtime/mounter';

/**
 * Scans the page and waits until its eager widgets have rendered. The mounter renders widgets
 * as transitions, which act() runs only once its callback has returned: waiting for `ready`
 * inside the callback would wait forever.
 */
export async function scanAndWait(mounter: Mounter): Promise<void> {
  await act(async () => mounter.scan());
  await mounter.ready;
}
