<?php

namespace ShopWidgets\Laravel\FirstDraws;

/** The home page's strips and menu: their headings (first-draws/home.ts). */
class Home
{
    public function __construct(protected Kit $kit) {}

    public function categoryMenu(Props $props): string
    {
        $links = '';
        foreach ($props->list('categories') as $category) {
            if (is_array($category) && is_string($category['name'] ?? null) && is_string($category['slug'] ?? null)) {
                $links .= '<li><a href="/category/'.e(Format::encodeUriComponent($category['slug'])).'">'.e($category['name']).'</a></li>';
            }
        }

        return '<h2 class="shop-section-title">'.e($props->title($this->kit->text('home.shopByCategory'))).'</h2><ul>'.$links.'</ul>';
    }

    public function flashSale(Props $props): string
    {
        return '<h2 class="shop-flash-placeholder">'.e($props->title($this->kit->text('home.flashSale'))).'</h2>';
    }

    public function newArrivals(Props $props): string
    {
        return '<h2 class="shop-section-title">'.e($props->title($this->kit->text('home.newArrivals'))).'</h2>';
    }

    public function topCollections(Props $props): string
    {
        return '<h2 class="shop-section-title">'.e($props->title($this->kit->text('home.topCollections'))).'</h2><p>'.e($this->kit->text('home.loadingCollections')).'</p>';
    }
}
