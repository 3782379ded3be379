import * as commonMessages from '../../shared/messages/common';
import { InlineAlert } from '../../shared/ui/inline-alert';
import type { ShownText } from '../../shared/errors';
import { ShownLines } from '../../shared/ui/shown-lines';

/** A list or the coupon that could not be loaded: why (shared/errors.ts), and Try again. */
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
