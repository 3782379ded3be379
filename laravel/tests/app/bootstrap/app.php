<?php

/*
 * A minimal Laravel application for the package's tests and the browser test: the HTTP kernel
 * with a web group (session), the config in ../config, the routes in ../routes/web.php.
 */

use Illuminate\Foundation\Application;

require_once __DIR__.'/../../bootstrap.php';

$app = new Application(dirname(__DIR__));

// Compiled views and the like go to a temporary folder, not into the repository.
$storage = sys_get_temp_dir().'/shop-widgets-laravel-'.(function_exists('posix_getuid') ? posix_getuid() : 'u');
foreach (['', '/framework/views', '/framework/cache', '/logs'] as $dir) {
    is_dir($storage.$dir) || @mkdir($storage.$dir, 0777, true);
}
$app->useStoragePath($storage);

$app->singleton(Illuminate\Contracts\Http\Kernel::class, ShopWidgets\Laravel\Tests\App\Http\Kernel::class);
$app->singleton(Illuminate\Contracts\Console\Kernel::class, Illuminate\Foundation\Console\Kernel::class);
$app->singleton(Illuminate\Contracts\Debug\ExceptionHandler::class, Illuminate\Foundation\Exceptions\Handler::class);

return $app;
