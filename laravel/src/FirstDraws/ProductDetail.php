<?php

namespace ShopWidgets\Laravel\FirstDraws;

use DateTimeInterface;

/**
 * The product as the product-detail widget first draws it (first-draws/product-detail.ts): the
 * gallery with its thumbnails, name, rating, price, the chosen variation (from `?variant=`, as the
 * widget reads it), quantity, the buttons, and the side panel with the coupons' loading box. The
 * icons and stars are empty boxes of their size: the widget draws them.
 */
class ProductDetail
{
    public function __construct(protected Kit $kit) {}

    public function draw(Props $props, ?string $variant, DateTimeInterface $now): string
    {
        $product = $this->product($props->values['product'] ?? null);
        $types = [];
        foreach ($product['variation_types'] as $type => $values) {
            if ((string) $type !== $this->kit->constant('NO_VARIATION') && $values !== []) {
                $types[] = ['type' => (string) $type, 'values' => $values];
            }
        }
        $values = $this->initialSelection($types, $variant);
        $byName = [];
        foreach ($product['variations'] as $row) {
            $byName[$row['name']] = $row;
        }
        $chosen = $byName[$this->variationName($values)] ?? ($types === [] ? $product['variations'][0] : null);
        $stock = $chosen['quantity'] ?? 0;
        $max = $this->kit->constant('PERCENT_DISCOUNT_MAX');
        $price = $chosen !== null
            ? Format::shownPrice($chosen['price'], $chosen['compared_price'] ?? null, $product['highest_discount'], $max)
            : Format::shownPrice($product['price']['price'], $product['price']['compared_price'] ?? null, $product['highest_discount'], $max);
        $soldOut = $stock === 0;
        $urls = array_map(fn ($image) => Format::productImageUrl($image['image_id'], $this->kit), $product['images']);

        return '<div class="shop-pd">'.$this->gallery($product, $urls).'<div class="shop-pd__info">'.$this->summary($product, $price)
            .$this->picker($types, $values, $byName).$this->purchase($product, $stock, $soldOut).'</div>'.$this->side($product, $now).'</div>';
    }

    protected function t(string $key, array $values = [], int|float|null $count = null): string
    {
        return e($this->kit->text($key, $values, $count));
    }

    /** An icon's box (the widgets' Icon); its drawing comes with the widget. */
    protected function icon(string $class, int $size = 20): string
    {
        return '<svg class="'.e($class).'" viewBox="0 0 24 24" width="'.$size.'" height="'.$size.'" aria-hidden="true" focusable="false"></svg>';
    }

    /** @param  list<string>  $urls */
    protected function gallery(array $product, array $urls): string
    {
        $html = '<div class="shop-pd__gallery"><div class="shop-pd__stage"><img class="shop-pd__main-image" src="'.e($urls[0] ?? $this->kit->constant('NO_IMAGE_URL')).'" alt="'.e($product['name']).'" width="800" height="800" fetchpriority="high" decoding="async"></div>';
        if (count($urls) > 1) {
            $html .= '<ul class="shop-pd__thumbs" aria-label="'.$this->t('product.galleryLabel').'">';
            foreach ($urls as $index => $url) {
                $html .= '<li><button type="button" class="shop-pd__thumb" aria-label="'.$this->t('product.showImage', ['number' => $index + 1, 'total' => count($urls)]).'"'.($index === 0 ? ' aria-current="true"' : '').'><img src="'.e($url).'" alt="" width="80" height="80" loading="lazy" decoding="async"></button></li>';
            }
            $html .= '</ul>';
        }

        return $html.'</div>';
    }

    protected function summary(array $product, array $price): string
    {
        $html = '<div class="shop-pd__summary"><h1 class="shop-pd__name">'.e($product['name']).'</h1>';
        if ($product['totalReviews'] > 0) {
            $rating = Format::fixed((float) $product['averageRating'], 1);
            $html .= '<p class="shop-pd__rating"><svg class="shop-stars shop-stars--sm" viewBox="0 0 132 24" role="img" aria-label="'.$this->t('card.ratingLabel', ['rating' => $rating, 'count' => $product['totalReviews']], $product['totalReviews']).'" focusable="false"></svg><span aria-hidden="true">'.e($rating).' ('.e(Format::number($product['totalReviews'])).')</span></p>';
        }
        $html .= '<p class="shop-pd__prices"><span class="shop-pd__price">'.e(Format::lkr($price['price'])).'</span>';
        if ($price['compared'] !== null) {
            $html .= '<s class="shop-pd__compared"><span class="shop-visually-hidden">'.$this->t('card.originalPrice').' </span>'.e(Format::lkr($price['compared'])).'</s>';
        }
        if ($price['percent'] > 0) {
            $html .= '<span class="shop-pd__badge">'.$this->t('price.percentOff', ['percent' => $price['percent']]).'</span>';
        }
        $html .= '</p>';
        if ($product['small_description'] !== '') {
            $html .= '<p class="shop-pd__description">'.e($product['small_description']).'</p>';
        }

        return $html.'</div>';
    }

    /** The options as the widget draws them: the chosen one checked, a sold-out one struck through. */
    protected function picker(array $types, array $values, array $byName): string
    {
        if ($types === []) {
            return '';
        }
        $html = '<div class="shop-pd__variations">';
        foreach ($types as $typeIndex => ['type' => $type, 'values' => $options]) {
            $html .= '<fieldset class="shop-pd__option-group"><legend class="shop-pd__legend">'.$this->t('product.optionLegend', ['type' => $type, 'value' => $values[$typeIndex]]).'</legend><div class="shop-pd__options">';
            foreach ($options as $value) {
                $combination = $values;
                $combination[$typeIndex] = $value;
                $out = ($byName[$this->variationName($combination)]['quantity'] ?? 0) === 0;
                // A colour name or a hex value, painted by an SVG fill (the pages' CSP refuses style attributes).
                $swatch = preg_match('/^colou?r$/i', Format::trim($type)) === 1 && preg_match('/^(#[0-9a-f]{3,8}|[a-z]+)$/i', $value) === 1;
                $html .= '<label class="shop-pd__option'.($swatch ? ' shop-pd__option--swatch' : '').($out ? ' shop-pd__option--sold-out' : '').'"'.($swatch ? ' title="'.e($value).'"' : '').'>'
                    .'<input class="shop-pd__option-input" type="radio" name="pd-plain-'.$typeIndex.'" value="'.e($value).'"'.($value === $values[$typeIndex] ? ' checked' : '').'>'
                    .($swatch
                        ? '<svg class="shop-pd__swatch" viewBox="0 0 100 100" aria-hidden="true" focusable="false"><circle cx="50" cy="50" r="49" fill="'.e($value).'" stroke="#1c2526" stroke-opacity="0.25" stroke-width="1" vector-effect="non-scaling-stroke"></circle></svg><span class="shop-visually-hidden">'.e($value).'</span>'
                        : '<span class="shop-pd__pill">'.e($value).'</span>')
                    .'</label>';
            }
            $html .= '</div></fieldset>';
        }

        return $html.'</div>';
    }

    protected function purchase(array $product, int $stock, bool $soldOut): string
    {
        $step = fn (string $label) => '<button type="button" class="shop-icon-button shop-stepper__button" aria-label="'.$this->t($label).'" aria-disabled="true"'.($soldOut ? ' disabled' : '').'>'.$this->icon('', 18).'</button>';
        $disabled = $soldOut ? ' disabled' : '';
        $note = $stock > 0 && $stock < $this->kit->constant('LOW_STOCK_THRESHOLD') ? ' <span class="shop-pd__add-note">'.$this->t('product.available', ['count' => $stock]).'</span>' : '';

        return '<div class="shop-pd__purchase"><div class="shop-pd__quantity"><span class="shop-pd__quantity-label" aria-hidden="true">'.$this->t('product.quantity').'</span>'
            .'<div class="shop-stepper" role="group" aria-label="'.$this->t('product.quantity').'"'.($soldOut ? ' aria-disabled="true"' : '').'>'.$step('quantity.decrease').'<output class="shop-stepper__value">1</output>'.$step('quantity.increase').'</div></div>'
            .'<div class="shop-pd__actions"><button type="button" class="shop-pd__add"'.$disabled.'><span>'.$this->t($soldOut ? 'product.soldOut' : 'product.addToCart').'</span>'.$note.'</button>'
            .'<button type="button" class="shop-pd__buy"'.$disabled.'>'.$this->t('product.buyNow').'</button>'
            .'<button type="button" class="shop-pd__wishlist" aria-pressed="false" aria-label="'.$this->t('card.wishlistToggle', ['name' => $product['name']]).'">'.$this->icon('', 22).'</button></div></div>';
    }

    protected function side(array $product, DateTimeInterface $now): string
    {
        $free = $product['shipping_type'] === 'free';
        $shipping = $free ? $this->t('product.freeShipping') : ($product['shipping_cost'] === null ? $this->t('product.notSpecified') : e(Format::lkr(Format::toCents($product['shipping_cost']))));
        $option = $product['shipping_option'];
        $shipsFrom = match ($option) {
            'local_warehouse' => $this->kit->text('product.shipsFromLocal'),
            'overseas' => $this->kit->text('product.shipsFromOverseas'),
            default => Format::trim($option),
        };
        $delivery = Format::deliveryLabel(
            $now,
            (int) $this->kit->constant('DELIVERY_MIN_BUSINESS_DAYS'),
            (int) $this->kit->constant('DELIVERY_MAX_BUSINESS_DAYS'),
            $this->kit->hasText('product.dayRange') ? $this->kit->text('product.dayRange') : null,
            $this->kit->list('product.rangeMonths'),
        );
        $points = '';
        foreach ($this->kit->list('product.sellingPoints') as $point) {
            $points .= '<li class="shop-pd__point">'.$this->icon('shop-pd__point-icon').e($point).'</li>';
        }

        return '<div class="shop-pd__side"><div class="shop-pd__panel"><h2 class="shop-pd__panel-heading">'.$this->t('product.deliveryHeading').'</h2><dl class="shop-pd__facts">'
            .'<div class="shop-pd__fact"><dt>'.$this->icon('shop-pd__fact-icon').$this->t('product.shippingLabel').'</dt><dd'.($free ? ' class="shop-pd__free"' : '').'>'.$shipping.'</dd></div>'
            .'<div class="shop-pd__fact"><dt>'.$this->icon('shop-pd__fact-icon').$this->t('product.deliveryLabel').'</dt><dd>'.e($delivery).'</dd></div></dl>'
            .($shipsFrom !== '' ? '<p class="shop-pd__ships-from">'.$this->icon('shop-pd__fact-icon').e($shipsFrom).'</p>' : '')
            .'</div><section class="shop-pd__panel shop-pd__coupons" aria-label="'.$this->t('coupon.heading').'"><h2 class="shop-pd__panel-heading">'.$this->t('coupon.heading').'</h2>'
            .'<div class="shop-pd__coupon-viewport"><p class="shop-pd__coupon-loading"><span class="shop-spinner-inline" role="status"><span class="shop-spinner shop-spinner--sm" aria-hidden="true"></span><span class="shop-visually-hidden">'.$this->t('coupon.loading').'</span></span></p></div>'
            .'<div class="shop-pd__coupon-controls"><button type="button" class="shop-pd__copy">'.$this->icon('').$this->t('coupon.copy').'</button></div></section>'
            .'<div class="shop-pd__panel"><h2 class="shop-pd__panel-heading">'.$this->t('product.sellingPointsHeading').'</h2><ul class="shop-pd__points">'.$points.'</ul></div></div>';
    }

    /** The variation's name: the values joined by '/', or 'No V' without selectors (SPEC §3). */
    protected function variationName(array $values): string
    {
        return $values === [] ? $this->kit->constant('NO_VARIATION') : implode('/', $values);
    }

    /**
     * The selection the page opens with (widgets/product-detail/variant-param.ts): `?variant=`
     * when it names the values, else each type's first; a part that is no value of its type
     * falls back to the default.
     */
    protected function initialSelection(array $types, ?string $text): array
    {
        $defaults = array_map(fn ($type) => $type['values'][0], $types);
        if ($text === null || $text === '' || $types === []) {
            return $defaults;
        }
        $whole = $this->matchFrom($types, 0, $text);
        if ($whole !== null) {
            return $whole;
        }
        $parts = explode('/', $text);

        return array_map(fn ($type, $i) => in_array($parts[$i] ?? '', $type['values'], true) ? $parts[$i] : $defaults[$i], $types, array_keys($types));
    }

    protected function matchFrom(array $types, int $index, string $rest): ?array
    {
        $last = $index === count($types) - 1;
        foreach ($types[$index]['values'] as $value) {
            if ($last) {
                if ($rest === $value) {
                    return [$value];
                }
            } elseif (str_starts_with($rest, $value.'/')) {
                $tail = $this->matchFrom($types, $index + 1, substr($rest, strlen($value) + 1));
                if ($tail !== null) {
                    return [$value, ...$tail];
                }
            }
        }

        return null;
    }

    /**
     * The product as its schema reads it (widgets/product-detail/api.ts ProductDetailSchema),
     * defaults filled in.
     */
    protected function product(mixed $p): array
    {
        $number = fn ($v) => is_int($v) || is_float($v);
        $check = function (bool $ok, string $path, string $expected) {
            if (! $ok) {
                throw Invalid::at($path, $expected);
            }
        };
        $check(is_array($p), 'product', 'an object');
        $check($number($p['id'] ?? null), 'product.id', 'a number');
        $check(is_string($p['name'] ?? null), 'product.name', 'a string');
        $p['small_description'] ??= '';
        $check(is_string($p['small_description']), 'product.small_description', 'a string');
        $p['images'] ??= [];
        $check(is_array($p['images']) && array_is_list($p['images']), 'product.images', 'a list');
        foreach ($p['images'] as $i => $image) {
            $check(is_array($image) && is_string($image['image_id'] ?? null), "product.images.{$i}.image_id", 'a string');
        }
        $check(is_array($p['price'] ?? null) && $number($p['price']['price'] ?? null), 'product.price.price', 'a number');
        $check(($p['price']['compared_price'] ?? null) === null || $number($p['price']['compared_price']), 'product.price.compared_price', 'a number or null');
        $p['highest_discount'] ??= 0;
        $check($number($p['highest_discount']), 'product.highest_discount', 'a number');
        $check(in_array($p['shipping_type'] ?? null, ['free', 'paid'], true), 'product.shipping_type', 'free or paid');
        $p['shipping_cost'] ??= null;
        $check($p['shipping_cost'] === null || $number($p['shipping_cost']), 'product.shipping_cost', 'a number or null');
        $p['shipping_option'] ??= '';
        $check(is_string($p['shipping_option']), 'product.shipping_option', 'a string');
        $p['variation_types'] ??= [];
        $check(is_array($p['variation_types']), 'product.variation_types', 'an object');
        foreach ($p['variation_types'] as $type => $values) {
            $check(is_array($values) && array_is_list($values) && array_filter($values, fn ($v) => ! is_string($v)) === [], "product.variation_types.{$type}", 'a list of strings');
        }
        $check(is_array($p['variations'] ?? null) && array_is_list($p['variations']) && $p['variations'] !== [], 'product.variations', 'a list of at least one variation');
        foreach ($p['variations'] as $i => $row) {
            $check(is_array($row) && is_string($row['name'] ?? null) && $number($row['price'] ?? null) && is_int($row['quantity'] ?? null) && $row['quantity'] >= 0
                && (($row['compared_price'] ?? null) === null || $number($row['compared_price'])), "product.variations.{$i}", 'a variation (name, price, quantity)');
        }
        $p['averageRating'] ??= 0;
        $p['totalReviews'] ??= 0;
        $check($number($p['averageRating']) && $number($p['totalReviews']), 'product.averageRating', 'a number');

        return $p;
    }
}
