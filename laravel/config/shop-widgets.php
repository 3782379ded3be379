<?php

return [

    /*
    |--------------------------------------------------------------------------
    | Manifest
    |--------------------------------------------------------------------------
    |
    | Absolute path of the kit's manifest.json, written by `npm run build`
    | into dist/ next to the files it names. Copy dist/ to
    | public/vendor/shop-widgets (the package's own folder: Laravel's Vite
    | plugin empties public/build on every build), or point this elsewhere.
    |
    */

    'manifest' => env('SHOP_WIDGETS_MANIFEST', public_path('vendor/shop-widgets/manifest.json')),

    /*
    |--------------------------------------------------------------------------
    | URL
    |--------------------------------------------------------------------------
    |
    | Public URL prefix of the built files, without a trailing slash:
    | "/vendor/shop-widgets", or a CDN such as
    | "https://cdn.example.lk/shop-widgets".
    |
    */

    'url' => env('SHOP_WIDGETS_URL', '/vendor/shop-widgets'),

];
