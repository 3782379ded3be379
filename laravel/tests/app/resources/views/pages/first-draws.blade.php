@extends('layouts.shop')

@section('content')
<x-shop-widget name="product-detail" :props="['product' => $product]" />
<x-shop-widget name="cart" :props="['items' => []]" load="visible"></x-shop-widget>
<x-shop-widget name="cart-link">A slot of its own</x-shop-widget>
<x-shop-widget name="login-modal" :props="['showTrigger' => false]" />
@endsection
