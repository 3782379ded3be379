<?php

return [
    'name' => 'Shop widgets test app',
    'env' => env('APP_ENV', 'testing'),
    'debug' => (bool) env('APP_DEBUG', true),
    'url' => env('APP_URL', 'http://127.0.0.1'),
    'timezone' => 'Asia/Colombo',
    'locale' => 'en',
    'fallback_locale' => 'en',
    'key' => 'base64:'.base64_encode(str_repeat('k', 32)),
    'cipher' => 'AES-256-CBC',

    // No Composer here, so no package discovery: the package's provider is listed by hand
    // (in a shop, composer.json's extra.laravel.providers lists it).
    'providers' => [
        Illuminate\Auth\AuthServiceProvider::class,
        Illuminate\Cookie\CookieServiceProvider::class,
        Illuminate\Filesystem\FilesystemServiceProvider::class,
        Illuminate\Session\SessionServiceProvider::class,
        // What `app()->setLocale()` needs (every Laravel app has it): tests/Feature/LanguageTest.php.
        Illuminate\Translation\TranslationServiceProvider::class,
        Illuminate\View\ViewServiceProvider::class,
        ShopWidgets\Laravel\ShopWidgetsServiceProvider::class,
        ShopWidgets\Laravel\Tests\App\Providers\AppServiceProvider::class,
    ],

    'aliases' => [],
];
