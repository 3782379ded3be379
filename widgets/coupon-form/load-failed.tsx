import * as commonMessages from '../../shared/messages/common';
import { InlineAlert } from '../../shared/ui/inline-alert';

/** A list or the coupon that could not be loaded: why (shared/errors.ts), and Try again. */
export function LoadFailed({ text, retry }: { text: string; retry: () => void }) {
  return (
    <InlineAlert tone="error">
      <p className="shop-coupon-form__note">{text}</p>
      <button type="button" className="shop-coupon-form__retry" onClick={retry}>
        {commonMessages.retry}
      </button>
    </InlineAlert>
  );
}
