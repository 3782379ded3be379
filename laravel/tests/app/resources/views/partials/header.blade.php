<header class="shop-header">
<x-shop-widget name="cart-link" :props="auth()->check() ? ['count' => 2] : null"><a href="/cart">Cart</a></x-shop-widget>
<x-shop-widget name="login-modal"><button type="button" class="shop-login__trigger" disabled>Sign in</button></x-shop-widget>
</header>
