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
    public function __construct(protected Kit $kit) {}

    /**
     * The widgets that have a first draw, in first-draws/index.ts's order (its FIRST_DRAWN), each
     * with how it draws.
     *
     * @return array<string, callable(Props, ?string, DateTimeInterface): string>
     */
    protected function draws(): array
    {
        $header = new Header($this->kit);
        $home = new Home($this->kit);
        $cards = new Cards($this->kit);
        $headings = new Headings($this->kit);

        return [
            'search-box' => fn (Props $p) => $header->searchBox($p),
            'wishlist-link' => fn (Props $p) => $header->wishlistLink($p),
            'cart-link' => fn (Props $p) => $header->cartLink($p),
            'login-modal' => fn (Props $p) => $header->loginModal($p),
            'product-detail' => fn (Props $p, ?string $variant, DateTimeInterface $now) => (new ProductDetail($this->kit))->draw($p, $variant, $now),
            'home-blocks' => fn (Props $p) => (new HomeBlocks($this->kit))->draw($p),
            'category-menu' => fn (Props $p) => $home->categoryMenu($p),
            'flash-sale-countdown' => fn (Props $p) => $home->flashSale($p),
            'new-arrivals' => fn (Props $p) => $home->newArrivals($p),
            'top-collections' => fn (Props $p) => $home->topCollections($p),
            'category-filter' => fn (Props $p) => $cards->filterResults($p),
            'collection-filter' => fn (Props $p) => $cards->filterResults($p),
            'cart' => fn () => $headings->cart(),
            'guest-checkout' => fn () => $headings->guestCheckout(),
            'order-checkout' => fn () => $headings->orderCheckout(),
            'coupon-form' => fn (Props $p) => $headings->couponForm($p),
            'parcel-form' => fn (Props $p) => $headings->parcelForm($p),
        ];
    }

    /** @return list<string> the widgets that have a first draw */
    public function widgets(): array
    {
        return array_keys($this->draws());
    }

    /**
     * The widget's first draw, or null when it has none (its node keeps the height the kit's CSS
     * gives it). Props the widget's schema refuses throw Invalid.
     *
     * @param  string|null  $variant  the address's ?variant= (the product page's chosen variation)
     */
    public function render(string $name, Props $props, ?string $variant, DateTimeInterface $now): ?string
    {
        $draw = $this->draws()[$name] ?? null;

        return $draw === null ? null : $draw($props, $variant, $now);
    }
}
