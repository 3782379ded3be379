@extends('layouts.shop')

@section('content')
<p>A price the controller computed badly:</p>
<x-shop-widget name="cart-link" :props="['count' => NAN]"><a href="/cart">Cart</a></x-shop-widget>
@endsection
