@extends('layouts.shop')

@section('content')
<p>A product without its variations:</p>
<x-shop-widget name="product-detail" :props="['product' => ['id' => 7, 'name' => 'Tea', 'price' => ['price' => 10], 'shipping_type' => 'paid']]" />
@endsection
