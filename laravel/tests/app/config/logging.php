<?php

return [
    // Tests read what is logged from the MessageLogged event; the browser test's server logs to stderr.
    'default' => env('LOG_CHANNEL', 'null'),
    'channels' => [
        'null' => ['driver' => 'monolog', 'handler' => Monolog\Handler\NullHandler::class],
        'stderr' => ['driver' => 'monolog', 'handler' => Monolog\Handler\StreamHandler::class, 'with' => ['stream' => 'php://stderr']],
    ],
];
