<?php

/*
 * PHPUnit bootstrap: the package's and the test application's classes, and Laravel itself
 * (a Composer install's vendor/autoload.php when there is one, else Debian's
 * php-laravel-framework, which CI installs with apt).
 */

$vendor = __DIR__.'/../vendor/autoload.php';

if (is_file($vendor)) {
    require $vendor;
} else {
    require_once 'Illuminate/autoload.php';
}

spl_autoload_register(function (string $class): void {
    $roots = [
        'ShopWidgets\\Laravel\\Tests\\App\\' => __DIR__.'/app/',
        'ShopWidgets\\Laravel\\Tests\\' => __DIR__.'/',
        'ShopWidgets\\Laravel\\' => __DIR__.'/../src/',
    ];

    foreach ($roots as $prefix => $dir) {
        if (str_starts_with($class, $prefix)) {
            $file = $dir.str_replace('\\', '/', substr($class, strlen($prefix))).'.php';
            if (is_file($file)) {
                require $file;
            }

            return;
        }
    }
});
