<?php

// As published by `php artisan vendor:publish --tag=shop-widgets-config`, pointed at the
// tests' fixture unless the browser test names the real build.
return [
    'manifest' => env('SHOP_WIDGETS_MANIFEST', dirname(__DIR__, 2).'/fixtures/manifest.json'),
    'url' => env('SHOP_WIDGETS_URL', '/build'),
];
