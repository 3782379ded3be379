<!doctype html>
<html lang="{{ str_replace('_', '-', app()->getLocale()) }}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>@yield('title', 'Shop')</title>
@shopWidgets
</head>
<body>
@include('partials.header')
<main>
@yield('content')
</main>
</body>
</html>
