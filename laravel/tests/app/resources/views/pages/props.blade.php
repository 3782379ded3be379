@extends('layouts.shop')

@section('content')
<x-shop-widget name="product-detail" :props="$product">Tea</x-shop-widget>
<x-shop-widget name="product-detail" :props="$large" load="visible">Large</x-shop-widget>
<x-shop-widget name="cart" :props="[]"></x-shop-widget>
@endsection
