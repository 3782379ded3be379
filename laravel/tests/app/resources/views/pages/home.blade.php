@extends('layouts.shop')

@section('title', 'Home')

@section('content')
<x-shop-widget name="product-detail" :props="['product' => ['id' => 7, 'name' => 'Ceylon tea']]" class="product-slot"><h1>Ceylon tea</h1></x-shop-widget>
<div data-widget="cart" data-load="visible"><p>Your cart</p></div>
<x-shop-widget name="cart-link" load="idle"><a href="/cart">Cart</a></x-shop-widget>
@endsection
