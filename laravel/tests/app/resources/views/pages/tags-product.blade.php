@extends('layouts.store', ['header' => 'partials.tags-header'])

@section('title', 'Product')

@section('content')
<x-shop-widget name="product-detail" :props="$of('product-detail')" />
<x-shop-widget name="product-overview" :props="$of('product-overview')" load="visible" />
<x-shop-widget name="product-reviews" :props="$of('product-reviews')" load="visible" />
<x-shop-widget name="recommended-products" :props="$of('recommended-products')" load="visible" />
@endsection
