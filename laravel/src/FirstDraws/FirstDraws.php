<?php

namespace ShopWidgets\Laravel\FirstDraws;

use DateTimeInterface;

/**
 * Each widget's first draw: what `<x-shop-widget>` prints inside the node when it has no slot,
 * until the widget mounts (and without script, and what a crawler reads), from the widget's
 * props. The same rule as first-draws/index.ts, in PHP; tests/unit/first-draws-parity.test.ts
 * prints every first draw both ways and compares them byte for byte.
 */
class FirstDraws
{
    /** The widgets that have a first draw (first-draws/index.ts FIRST_DRAWN). */
    public const WIDGETS = [
        'search-box', 'wishlist-link', 'cart-link', 'login-modal', 'product-detail', 'home-blocks',
        'category-menu', 'flash-sale-countdown', 'new-arrivals', 'top-collections', 'category-filter',
        'collection-filter', 'cart', 'guest-checkout', 'order-checkout', 'coupon-form', 'parcel-form',
    ];

    public function __construct(protected Kit $kit) {}

    /**
     * The widget's first draw, or null when it has none (its node keeps the height the kit's CSS
     * gives it). Props the widget's schema refuses throw Invalid.
     *
     * @param  string|null  $variant  the address's ?variant= (the product page's chosen variation)
     */
    public function render(string $name, mixed $props, ?string $variant, DateTimeInterface $now): ?string
    {
        $p = Props::of($props);
        $header = fn () => new Header($this->kit);
        $home = fn () => new Home($this->kit);
        $headings = fn () => new Headings($this->kit);

        return match ($name) {
            'search-box' => $header()->searchBox($p),
            'wishlist-link' => $header()->wishlistLink($p),
            'cart-link' => $header()->cartLink($p),
            'login-modal' => $header()->loginModal($p),
            'product-detail' => (new ProductDetail($this->kit))->draw($p, $variant, $now),
            'home-blocks' => (new HomeBlocks($this->kit))->draw($p),
            'category-menu' => $home()->categoryMenu($p),
            'flash-sale-countdown' => $home()->flashSale($p),
            'new-arrivals' => $home()->newArrivals($p),
            'top-collections' => $home()->topCollections($p),
            'category-filter', 'collection-filter' => (new Cards($this->kit))->filterResults($p),
            'cart' => $headings()->cart(),
            'guest-checkout' => $headings()->guestCheckout(),
            'order-checkout' => $headings()->orderCheckout(),
            'coupon-form' => $headings()->couponForm($p),
            'parcel-form' => $headings()->parcelForm($p),
            default => null,
        };
    }
}
