<?php

use Illuminate\Http\Request;
use Illuminate\Support\Facades\Route;
use ShopWidgets\Laravel\ShopWidgets;
use ShopWidgets\Laravel\Tests\App\Http\Middleware\CspNonce;

// A shop's pages: a layout with @shopWidgets and @yield, a header @include with components,
// a page with components and a raw tag.
Route::get('/', fn () => view('pages.home'));
Route::get('/csp', fn () => view('pages.home'))->middleware(CspNonce::class);

// The browser test's page: the demo shop's home page widgets (the real build, a strict nonce
// CSP). Its data, as a shop's controller would pass it, is the demo home page's props, which
// the browser test writes to SHOP_TEST_PAGE_DATA (JSON objects kept as objects).
Route::get('/shop', function () {
    // The shop's language, as an app's locale middleware would set it (?locale=si: the browser test).
    app()->setLocale((string) request()->query('locale', (string) config('app.locale')));
    $file = (string) env('SHOP_TEST_PAGE_DATA', '');
    $props = $file !== '' && is_file($file) ? json_decode((string) file_get_contents($file), false) : null;

    $of = fn (string $widget) => $props->{$widget} ?? null;

    return view('pages.shop', [
        'homeBlocks' => $of('home-blocks'),
        'categoryMenu' => $of('category-menu'),
        'newArrivals' => $of('new-arrivals'),
    ]);
})->middleware(CspNonce::class);

// The browser test's pages built only from the package's tags, no slots (the demo home page's
// and a product page's props, written by the browser test to SHOP_TEST_PAGE_DATA.{home,product}).
Route::get('/tags/{page}', function (string $page) {
    app()->setLocale((string) request()->query('locale', (string) config('app.locale')));
    $file = (string) env('SHOP_TEST_PAGE_DATA', '').'.'.$page;
    $props = is_file($file) ? json_decode((string) file_get_contents($file), false) : null;

    return view('pages.tags-'.$page, ['of' => fn (string $widget) => $props->{$widget} ?? null]);
})->where('page', 'home|product')->middleware(CspNonce::class);

// The browser test's server is up (it needs no manifest for this).
Route::get('/up', fn () => response('ok', 200, ['Content-Type' => 'text/plain']));

// One case each.
Route::get('/unknown-component', fn () => view('pages.unknown-component'));
Route::get('/unknown-raw', fn () => view('pages.unknown-raw'));
Route::get('/no-directive', fn () => view('pages.no-directive'));
Route::get('/fragment', fn () => response('<div data-widget="cart-link"></div>'));
Route::get('/no-directive.txt', fn () => response('<div data-widget="cart-link"></div>', 200, ['Content-Type' => 'text/plain']));
Route::get('/no-directive.json', fn () => response()->json(['html' => '<div data-widget="cart-link"></div>']));
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
// layout with @shopWidgets, with a nonce when the demo page had one. Test-only: it prints what
// it is given.
Route::post('/__test/body', function (Request $request) {
    if ($request->boolean('nonce')) {
        ShopWidgets::useCspNonce();
    }

    return view('layouts.body', ['body' => (string) $request->input('body')]);
});

// A load value the loader does not know.
Route::get('/bad-load', fn () => view('pages.bad-load'));
Route::get('/bad-props', fn () => view('pages.bad-props'));

// A page of an app that also has its own Vite build (public/build) beside the widgets.
Route::get('/with-vite', fn () => view('pages.with-vite'));

// The widgets' first draws, printed without a slot (FirstDrawsTest).
Route::get('/first-draws', fn () => view('pages.first-draws', ['product' => [
    'id' => 7,
    'name' => 'Kandy <b>tea</b>',
    'price' => ['price' => 1200, 'compared_price' => 1500],
    'shipping_type' => 'free',
    'variation_types' => ['Size' => ['100 g', '250 g']],
    'variations' => [['name' => '100 g', 'price' => 1200, 'quantity' => 5], ['name' => '250 g', 'price' => 2500, 'quantity' => 0]],
]]));
Route::get('/first-draw-bad', fn () => view('pages.first-draw-bad'));
