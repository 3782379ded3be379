<?php

use Illuminate\Http\Request;
use Illuminate\Support\Facades\Route;
use ShopWidgets\Laravel\Tests\App\Http\Middleware\CspNonce;

// A shop's pages: a layout with @shopWidgets and @yield, a header @include with components,
// a page with components and a raw tag.
Route::get('/', fn () => view('pages.home'));
Route::get('/csp', fn () => view('pages.home'))->middleware(CspNonce::class);

// The browser test's page (the real build's widgets, a strict nonce CSP).
Route::get('/shop', fn () => view('pages.shop'))->middleware(CspNonce::class);

// One case each.
Route::get('/unknown-component', fn () => view('pages.unknown-component'));
Route::get('/unknown-raw', fn () => view('pages.unknown-raw'));
Route::get('/props', fn () => view('pages.props', [
    'product' => [
        'name' => 'Kandy "Hill" tea & <b>spice</b> \'mix\' </script><script>alert(1)</script>',
        'origin' => 'ශ්‍රී ලංකා',
        'originTa' => 'இலங்கை',
    ],
    'large' => [
        'description' => str_repeat('ශ්‍රී ලංකා இலங்கை ', 60).'</script><!-- & \'',
    ],
]));
Route::get('/no-widgets', fn () => view('pages.no-widgets'));

// Not HTML: left as they are even when they hold the marker.
Route::get('/as-json', fn () => response()->json(['html' => view('pages.home')->render()]));
Route::get('/as-text', fn () => response(view('pages.home')->render(), 200, ['Content-Type' => 'text/plain; charset=UTF-8']));

// "The same page both ways" (browser test): a demo shop page's <body>, posted, rendered in a
// layout with @shopWidgets. Test-only: it prints what it is given.
Route::post('/__test/body', fn (Request $request) => view('layouts.body', ['body' => (string) $request->input('body')]))
    ->middleware(CspNonce::class);
