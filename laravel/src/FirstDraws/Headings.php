<?php

namespace ShopWidgets\Laravel\FirstDraws;

/** The cart's, the checkouts' and the admin forms' headings (first-draws/headings.ts). */
class Headings
{
    public function __construct(protected Kit $kit) {}

    protected function checkout(string $title): string
    {
        return '<div class="shop-checkout"><h1 class="shop-checkout__title">'.e($title).'</h1></div>';
    }

    public function guestCheckout(): string
    {
        return $this->checkout($this->kit->text('checkout.guestTitle'));
    }

    public function orderCheckout(): string
    {
        return $this->checkout($this->kit->text('checkout.orderTitle'));
    }

    public function cart(): string
    {
        return '<h1 class="shop-page-title">'.e($this->kit->text('cart.pageTitle')).'</h1>';
    }

    public function couponForm(Props $props): string
    {
        return '<h1 class="shop-page-title">'.e($this->kit->text($props->number('couponId') === null ? 'admin.createCoupon' : 'admin.editCoupon')).'</h1>';
    }

    public function parcelForm(Props $props): string
    {
        $order = $props->number('orderId');

        return '<h1 class="shop-page-title">'.e($order === null ? $this->kit->text('admin.createParcel') : $this->kit->text('admin.parcelTitle', ['order' => $order])).'</h1>';
    }
}
