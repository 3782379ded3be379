import { Component, type ReactNode } from 'react';
import * as commonMessages from '../messages/common';

interface Props {
  widget: string;
  host: Element;
  children: ReactNode;
}

/** Name of the bubbling DOM event fired when a widget crashes while rendering. */
export const WIDGET_ERROR_EVENT = 'shop:widget-error';

/**
 * Keeps a crash inside its island: the other widgets of the page carry on, the host page hears
 * about it through a bubbling `shop:widget-error` event, and the shopper sees a short note.
 */
export class WidgetErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[shop-widgets] widget "${this.props.widget}" crashed`, error);
    this.props.host.setAttribute('data-widget-state', 'error');
    this.props.host.dispatchEvent(
      new CustomEvent(WIDGET_ERROR_EVENT, {
        bubbles: true,
        detail: { widget: this.props.widget, error },
      }),
    );
  }

  override render() {
    if (this.state.failed) {
      return (
        <p className="shop-widget-error" role="alert">
          {commonMessages.widgetCrashed}
        </p>
      );
    }
    return this.props.children;
  }
}
