<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>@yield('title') · Serendib Store</title>
{{-- The shop's own stylesheet (its header grid, its main column): the demo shop's. --}}
<link rel="stylesheet" href="/site.css" nonce="{{ \ShopWidgets\Laravel\ShopWidgets::cspNonce() }}">
<link rel="expect" href="#site-footer" blocking="render">
@shopWidgets
</head>
<body>
{{-- Only the package's tags, no slots: each prints its widget's first draw. --}}
<header class="site-header">
  <div class="site-header__inner">
    <a class="site-logo" href="/">Serendib<span>Store</span></a>
    <nav class="site-nav" aria-label="Main"><a href="/">Home</a></nav>
    <x-shop-widget name="search-box" load="interaction" class="site-header__search" />
    <div class="site-header__actions">
      <x-shop-widget name="wishlist-link" />
      <x-shop-widget name="cart-link" />
      <x-shop-widget name="login-modal" />
    </div>
  </div>
</header>
<main id="main" class="site-main">
@yield('content')
</main>
<footer id="site-footer" class="site-footer"><p>Serendib Store · Colombo, Sri Lanka</p></footer>
</body>
</html>
