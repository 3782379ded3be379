@extends('layouts.store')

@section('title', 'Home')

@section('content')
<section class="hero">
  <h1>Island-wide delivery, cash on delivery, and prices in rupees</h1>
</section>
<x-shop-widget name="home-blocks" :props="$homeBlocks" class="home-blocks-slot"></x-shop-widget>
<x-shop-widget name="category-menu" :props="$categoryMenu" load="visible" class="category-menu-slot"></x-shop-widget>
<x-shop-widget name="flash-sale-countdown" class="flash-slot"><h2 class="flash-placeholder">Flash Sale</h2></x-shop-widget>
<x-shop-widget name="new-arrivals" :props="$newArrivals" load="visible" class="arrivals-slot"><h2 class="section-title">New Arrivals</h2></x-shop-widget>
{{-- Typed by hand: @shopWidgets finds it too. --}}
<div data-widget="top-collections" data-load="visible" class="collections-slot"><h2 class="section-title">Top Collections</h2></div>
@include('partials.listing', ['title' => 'Just for you'])
@endsection
