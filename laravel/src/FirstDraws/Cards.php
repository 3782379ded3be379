<?php

namespace ShopWidgets\Laravel\FirstDraws;

/** Product cards as plain HTML (first-draws/cards.ts), the filter widgets' first draw. */
class Cards
{
    /** Cards in the widest grid's first row (4 columns from 1024 px): loaded with the page. */
    public const FIRST_ROW = 4;

    public function __construct(protected Kit $kit) {}

    /** @param  list<array<string, mixed>>  $cards  checked product cards */
    public function grid(array $cards): string
    {
        $html = '<ul class="shop-plain-grid">';
        foreach ($cards as $index => $card) {
            $html .= '<li class="shop-plain-card"><a href="/products/'.Format::number($card['id']).'">'."\n"
                .'  <img src="'.e(Format::productImageUrl($card['image'] ?? null, $this->kit)).'" alt="" width="300" height="300"'.($index < self::FIRST_ROW ? '' : ' loading="lazy"').'>'."\n"
                .'  <span class="shop-plain-card__name">'.e($card['name']).'</span></a>'."\n"
                .'  <p class="shop-plain-card__price">'.e(Format::lkr(Format::toCents($card['price']))).'</p></li>';
        }

        return $html.'</ul>';
    }

    /** The category and collection filters: the first FILTER_RESULTS_STEP of their products. */
    public function filterResults(Props $props): string
    {
        $products = $props->values['products'] ?? null;
        if (! is_array($products) || ! array_is_list($products)) {
            throw Invalid::at('products', 'a list of product cards');
        }
        $cards = array_map(fn ($card, $i) => self::card($card, "products.{$i}"), $products, array_keys($products));

        return $this->grid(array_slice($cards, 0, (int) $this->kit->constant('FILTER_RESULTS_STEP')));
    }

    /**
     * A product card as its schema reads it (shared/session/api/product-card.ts).
     *
     * @return array<string, mixed>
     */
    public static function card(mixed $card, string $path): array
    {
        $number = fn ($v) => is_int($v) || is_float($v);
        if (! is_array($card) || ! $number($card['id'] ?? null) || ! is_string($card['name'] ?? null) || ! $number($card['price'] ?? null)) {
            throw Invalid::at($path, 'a product card (id, name, price)');
        }
        $image = $card['image'] ?? null;
        if ($image !== null && ! is_string($image)) {
            throw Invalid::at("{$path}.image", 'a string');
        }

        return $card;
    }
}
