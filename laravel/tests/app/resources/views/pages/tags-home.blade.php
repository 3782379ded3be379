@extends('layouts.store', ['header' => 'partials.tags-header'])

@section('title', 'Home')

@section('content')
<section class="hero">
  <h1>Island-wide delivery, cash on delivery, and prices in rupees</h1>
</section>
<x-shop-widget name="home-blocks" :props="$of('home-blocks')" />
<x-shop-widget name="category-menu" :props="$of('category-menu')" load="visible" />
<x-shop-widget name="flash-sale-countdown" />
<x-shop-widget name="new-arrivals" :props="$of('new-arrivals')" load="visible" />
<x-shop-widget name="top-collections" load="visible" />
<x-shop-widget name="product-listing" :props="['title' => 'Just for you']" />
@endsection
