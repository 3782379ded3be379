<?php

/*
 * Router for `php -S 127.0.0.1:PORT laravel/tests/app/public/router.php` (the browser test):
 * /build/* is the kit's dist/ (SHOP_WIDGETS_DIST, default the repository's dist/), everything
 * else goes to Laravel.
 */

$path = parse_url($_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH) ?: '/';

if (str_starts_with($path, '/build/')) {
    $dist = getenv('SHOP_WIDGETS_DIST') ?: dirname(__DIR__, 4).'/dist';
    $name = substr($path, strlen('/build/'));
    $file = realpath($dist.'/'.$name);
    if ($file === false || ! str_starts_with($file, realpath($dist).'/') || ! is_file($file)) {
        http_response_code(404);
        header('Content-Type: text/plain');
        echo 'Not found';

        return true;
    }
    $types = ['js' => 'text/javascript', 'css' => 'text/css', 'json' => 'application/json', 'map' => 'application/json', 'txt' => 'text/plain'];
    header('Content-Type: '.($types[pathinfo($file, PATHINFO_EXTENSION)] ?? 'application/octet-stream'));
    header('Content-Length: '.filesize($file));
    readfile($file);

    return true;
}

require __DIR__.'/index.php';

return true;
