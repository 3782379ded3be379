<header class="site-header">
  <div class="site-header__inner">
    <a class="site-logo" href="/">Serendib<span>Store</span></a>
    <x-shop-widget name="search-box" load="interaction" class="site-header__search">
      <form class="site-search" role="search" aria-label="Search the shop" action="/search" method="get">
        <input class="site-search__input" type="search" name="search" aria-label="Search products">
        <button class="site-search__submit" type="submit">Search</button>
      </form>
    </x-shop-widget>
    <div class="site-header__actions">
      <x-shop-widget name="wishlist-link"><a class="shop-header-link" href="/wishlist">Wishlist</a></x-shop-widget>
      <x-shop-widget name="cart-link"><a class="shop-header-link" href="/cart">Cart</a></x-shop-widget>
      <x-shop-widget name="login-modal"><button type="button" class="shop-login__trigger" disabled>Sign in</button></x-shop-widget>
    </div>
  </div>
</header>
