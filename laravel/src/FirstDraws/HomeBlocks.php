<?php

namespace ShopWidgets\Laravel\FirstDraws;

/** The home blocks as the widget first draws them (first-draws/home-blocks.ts). */
class HomeBlocks
{
    public function __construct(protected Kit $kit) {}

    public function draw(Props $props): string
    {
        $blocks = $props->values['blocks'] ?? null;
        if (! is_array($blocks) || ! array_is_list($blocks)) {
            throw Invalid::at('blocks', 'a list of blocks');
        }
        $html = '<section class="shop-home-blocks shop-home-blocks--cards shop-home-blocks--plain" aria-label="'.e($this->kit->text('home.blocks')).'">';
        $shown = array_values(array_filter(array_map(fn ($block, $i) => $this->block($block, $i), $blocks, array_keys($blocks)), fn ($block) => $block['items'] !== []));
        foreach ($shown as $index => $block) {
            $tiles = '';
            foreach ($block['items'] as $item) {
                $tiles .= $this->tile($block['kind'], $item, $index === 0);
            }
            $html .= '<section class="shop-home-blocks__card"><h2 class="shop-home-blocks__title">'.e($block['title']).'</h2><ul class="shop-home-blocks__items shop-home-blocks__items--'.e($block['kind']).'">'.$tiles.'</ul></section>';
        }

        return $html.'</section>';
    }

    /** @return array{kind: string, title: string, items: list<array<string, mixed>>} as the schema reads it */
    protected function block(mixed $block, int $i): array
    {
        if (! is_array($block) || ! in_array($block['kind'] ?? null, $this->kit->constant('HOME_BLOCK_KINDS'), true) || ! is_string($block['title'] ?? null) || ! is_array($block['items'] ?? null) || ! array_is_list($block['items'])) {
            throw Invalid::at("blocks.{$i}", 'a block (kind, title, items)');
        }
        $number = fn ($v) => is_int($v) || is_float($v);
        $nullable = fn ($v, $check) => $v === null || $check($v);
        foreach ($block['items'] as $j => $item) {
            if (! is_array($item) || ! $number($item['id'] ?? null) || ! is_string($item['name'] ?? null)
                || ! $nullable($item['image'] ?? null, 'is_string') || ! $nullable($item['slug'] ?? null, 'is_string')
                || ! $nullable($item['price'] ?? null, $number) || ! $nullable($item['originalPrice'] ?? null, $number) || ! $nullable($item['discount'] ?? null, $number)) {
                throw Invalid::at("blocks.{$i}.items.{$j}", 'a block item');
            }
        }

        return $block;
    }

    protected function href(string $kind, array $item): ?string
    {
        if ($kind === 'products') {
            return '/products/'.Format::number($item['id']);
        }
        if ($kind === 'collections') {
            return '/category-filter/'.Format::encodeUriComponent($item['slug'] ?? 'none').'?collection_id='.Format::number($item['id']);
        }

        return Format::safeHref($item['slug'] ?? null);
    }

    /** $eager: the first block's pictures, in view on every screen. */
    protected function tile(string $kind, array $item, bool $eager): string
    {
        $src = Format::safeHref($item['image'] ?? null) ?? ($kind === 'products' ? $this->kit->constant('NO_IMAGE_URL') : null);
        $image = $src === null
            ? '<span class="shop-tile-image--none shop-home-blocks__image" aria-hidden="true"></span>'
            : '<img class="shop-home-blocks__image" src="'.e($src).'" alt="" width="240" height="240"'.($eager ? '' : ' loading="lazy"').' decoding="async">';
        $price = isset($item['price']) ? Format::toCents($item['price']) : null;
        $original = isset($item['originalPrice']) ? Format::toCents($item['originalPrice']) : null;
        $discount = $item['discount'] ?? 0;
        $details = $discount > 0 ? '<span class="shop-home-blocks__badge">'.e($this->kit->text('price.percentOff', ['percent' => $discount])).'</span>' : '';
        if ($price !== null) {
            $details .= '<span class="shop-home-blocks__prices"><span class="shop-home-blocks__price">'.e(Format::lkr($price)).'</span>'
                .($original !== null && $original > $price ? '<s class="shop-home-blocks__original"><span class="shop-visually-hidden">'.e($this->kit->text('card.originalPrice')).' </span>'.e(Format::lkr($original)).'</s>' : '')
                .'</span>';
        }
        $content = '<span class="shop-home-blocks__media">'.$image.'</span><span class="shop-home-blocks__name">'.e($item['name']).'</span>'.$details;
        $target = $this->href($kind, $item);

        return '<li class="shop-home-blocks__item shop-home-blocks__item--'.e($kind).'">'
            .($target === null ? '<div class="shop-home-blocks__tile">'.$content.'</div>' : '<a class="shop-home-blocks__tile" href="'.e($target).'">'.$content.'</a>')
            .'</li>';
    }
}
