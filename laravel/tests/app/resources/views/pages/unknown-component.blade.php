@extends('layouts.shop')

@section('content')
<x-shop-widget name="nope" :props="['a' => 1]"><p>Fallback of nope</p></x-shop-widget>
@endsection
