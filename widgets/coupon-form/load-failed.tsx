import * as commonMessages from '../../shared/core/messages/common';
import { InlineAlert } from '../../shared/session/ui/inline-alert';
import type { ShownText } from '../../shared/session/errors';
import { ShownLines } from '../../shared/session/ui/shown-lines';

/** A list or the coupon that could not be loaded: why (shared/session/errors.ts), and Try again. */
export function LoadFailed({ text, retry }: { text: ShownText; retry: () => void }) {
  return (
    <InlineAlert tone="error">
      <p className="shop-coupon-form__note"><ShownLines text={text} /></p>
      <button type="button" className="shop-coupon-form__retry" onClick={retry}>
        {commonMessages.retry}
      </button>
    </InlineAlert>
  );
}
