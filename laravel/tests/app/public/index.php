<?php

// The test application's front controller (php -S with router.php, for the browser test).

use Illuminate\Contracts\Http\Kernel;
use Illuminate\Http\Request;

$app = require __DIR__.'/../bootstrap/app.php';

$kernel = $app->make(Kernel::class);

$response = $kernel->handle($request = Request::capture());
$response->send();

$kernel->terminate($request, $response);
