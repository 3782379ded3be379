<x-shop-widget name="product-listing" :props="['title' => $title]"><p>Products</p></x-shop-widget>
