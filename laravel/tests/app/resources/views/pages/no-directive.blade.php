<!doctype html>
<html lang="en">
<head>
<title>No directive</title>
</head>
<body><div data-widget="cart-link"><a href="/cart">Cart</a></div></body>
</html>
