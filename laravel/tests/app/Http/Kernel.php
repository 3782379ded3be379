<?php

namespace ShopWidgets\Laravel\Tests\App\Http;

use Illuminate\Foundation\Http\Kernel as HttpKernel;
use Illuminate\Session\Middleware\StartSession;

class Kernel extends HttpKernel
{
    /** No global middleware of its own: the package's provider pushes InjectAssets. */
    protected $middleware = [];

    protected $middlewareGroups = [
        'web' => [
            StartSession::class,
        ],
    ];
}
