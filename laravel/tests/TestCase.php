<?php

namespace ShopWidgets\Laravel\Tests;

use Illuminate\Contracts\Console\Kernel;
use Illuminate\Foundation\Testing\TestCase as BaseTestCase;
use Illuminate\Log\Events\MessageLogged;
use Illuminate\Support\Facades\Event;

/** A fresh copy of the test application (tests/app) per test. */
abstract class TestCase extends BaseTestCase
{
    /** @var list<MessageLogged> */
    protected array $logged = [];

    public function createApplication()
    {
        $app = require __DIR__.'/app/bootstrap/app.php';
        $app->make(Kernel::class)->bootstrap();

        return $app;
    }

    protected function setUp(): void
    {
        parent::setUp();

        $this->useManifest('manifest.json');
        config(['app.debug' => true]);
        Event::listen(MessageLogged::class, function (MessageLogged $event) {
            $this->logged[] = $event;
        });
    }

    protected function useManifest(string $fixture): void
    {
        config(['shop-widgets.manifest' => __DIR__.'/fixtures/'.$fixture]);
    }

    /** What the page has between `<meta name="csrf-token"` and `</head>`. */
    protected function headTags(string $html): string
    {
        $start = strpos($html, '<meta name="csrf-token"');
        $end = strpos($html, '</head>');
        $this->assertNotFalse($start, 'no csrf-token meta in the page');
        $this->assertNotFalse($end, 'no </head> in the page');

        return substr($html, $start, $end - $start);
    }
}
