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
