<?php

// As published by `php artisan vendor:publish --tag=shop-widgets-config`, pointed at the
// tests' fixture unless the browser test names the real build. The URL stays /build (not the
// package's default /vendor/shop-widgets): the prefix public/router.php serves dist/ under and
// the demo shop's, whose head tags tests/e2e/laravel.spec.ts compares byte for byte.
return [
    'manifest' => env('SHOP_WIDGETS_MANIFEST', dirname(__DIR__, 2).'/fixtures/manifest.json'),
    'url' => env('SHOP_WIDGETS_URL', '/build'),
];
