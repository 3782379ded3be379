<?php

namespace ShopWidgets\Laravel\FirstDraws;

/** The header's widgets as they first draw themselves (first-draws/header.ts). */
class Header
{
    public function __construct(protected Kit $kit) {}

    /** A header link as the cart-link and wishlist-link widgets draw it (shared/core/ui/header-link.tsx). */
    protected function link(string $href, string $text, string $description, int $count, string $icon): string
    {
        $id = preg_replace('/\W+/', '', $href).'-link-count';
        $paths = '';
        foreach ($this->kit->icon($icon) as $d) {
            $paths .= '<path d="'.e($d).'"></path>';
        }
        $badge = $count > 0 ? ' <span class="shop-header-link__badge">'.($count > 99 ? '99+' : $count).'</span>' : '';

        return '<a class="shop-header-link" href="'.e($href).'" aria-describedby="'.e($id).'"><svg class="shop-header-link__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">'.$paths.'</svg><span class="shop-header-link__text">'.e($text).'</span>'.$badge.'</a><span id="'.e($id).'" hidden>'.e($description).'</span>';
    }

    /** A count the server printed (a signed-in shopper's), else 0: a guest's comes from the browser. */
    protected function count(Props $props): int
    {
        $count = $props->number('count');

        return $count !== null && $count == floor($count) && $count > 0 ? (int) $count : 0;
    }

    public function cartLink(Props $props): string
    {
        $count = $this->count($props);

        return $this->link($props->string('href') ?? $this->kit->constant('CART_PATH'), $this->kit->text('cartLink.label'), $this->kit->text('cartLink.count', ['count' => $count], $count), $count, 'cart');
    }

    public function wishlistLink(Props $props): string
    {
        $count = $this->count($props);

        return $this->link($props->string('href') ?? $this->kit->constant('WISHLIST_PATH'), $this->kit->text('wishlist.label'), $this->kit->text('wishlist.count', ['count' => $count], $count), $count, 'wishlist');
    }

    /** The login-modal widget's header button (disabled until it mounts); nothing without its trigger. */
    public function loginModal(Props $props): string
    {
        if (($props->values['showTrigger'] ?? null) === false) {
            return '';
        }
        $name = $props->string('name');
        if ($name === null) {
            return '<button type="button" class="shop-login__trigger" disabled>'.e($this->kit->text('login.signIn')).'</button>';
        }

        return '<div class="shop-login__account"><span class="shop-login__name">'.e($name).'</span><button type="button" class="shop-login__trigger" disabled>'.e($this->kit->text('login.signOut')).'</button></div>';
    }

    /** The search-box widget's form as a plain GET form (it mounts on the first focus). */
    public function searchBox(Props $props): string
    {
        $action = $props->string('action') ?? $this->kit->constant('SEARCH_PATH');
        $query = $props->string('query') ?? '';

        return '<form class="shop-search-plain" role="search" aria-label="'.e($this->kit->text('search.landmark')).'" action="'.e($action).'" method="get"><input class="shop-search-plain__input" type="search" name="search" value="'.e($query).'" aria-label="'.e($this->kit->text('search.label')).'" placeholder="'.e($this->kit->text('search.placeholder')).'"><button class="shop-search-plain__submit" type="submit">'.e($this->kit->text('search.submit')).'</button></form>';
    }
}
