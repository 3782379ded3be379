<!doctype html>
<html lang="{{ str_replace('_', '-', app()->getLocale()) }}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>@yield('title') · Serendib Store</title>
<link rel="stylesheet" href="/site.css" nonce="{{ \ShopWidgets\Laravel\ShopWidgets::cspNonce() }}">
<link rel="expect" href="#site-footer" blocking="render">
@shopWidgets
</head>
<body>
{{-- The header: the one with slots, or (the tags-only pages) partials.tags-header. --}}
@include($header ?? 'partials.store-header')
<main id="main" class="site-main">
@yield('content')
</main>
<footer id="site-footer" class="site-footer"><p>Serendib Store · Colombo, Sri Lanka</p></footer>
</body>
</html>
