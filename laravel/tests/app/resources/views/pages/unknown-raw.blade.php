@extends('layouts.shop')

@section('content')
<div data-widget='nope-raw'><p>Fallback of nope-raw</p></div>
@endsection
