<?php

return [

    /*
    |--------------------------------------------------------------------------
    | Manifest
    |--------------------------------------------------------------------------
    |
    | Absolute path of the kit's manifest.json, written by `npm run build`
    | into dist/ next to the files it names. Publish dist/ under public/build
    | (or point this elsewhere).
    |
    */

    'manifest' => env('SHOP_WIDGETS_MANIFEST', public_path('build/manifest.json')),

    /*
    |--------------------------------------------------------------------------
    | URL
    |--------------------------------------------------------------------------
    |
    | Public URL prefix of the built files, without a trailing slash: "/build",
    | or a CDN such as "https://cdn.example.lk/build".
    |
    */

    'url' => env('SHOP_WIDGETS_URL', '/build'),

];
