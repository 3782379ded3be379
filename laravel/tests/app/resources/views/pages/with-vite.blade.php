<!doctype html>
<html lang="en">
<head>
@viteFixture(['resources/js/app.js'])
@shopWidgets
</head>
<body><x-shop-widget name="cart-link"><a href="/cart">Cart</a></x-shop-widget></body>
</html>
