@extends('layouts.shop')

@section('content')
<x-shop-widget name="cart" load="lazy"><p>Your cart</p></x-shop-widget>
@endsection
