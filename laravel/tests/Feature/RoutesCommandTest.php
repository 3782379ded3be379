<?php

namespace ShopWidgets\Laravel\Tests\Feature;

use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\Route;
use ShopWidgets\Laravel\Tests\TestCase;

/**
 * `php artisan shop-widgets:routes`: the test app's routes against the calls of the widgets of
 * fixture views (tests/fixtures/routes: an app path and a namespaced package path) and the
 * fixture openapi.json beside the fixture manifest.
 */
class RoutesCommandTest extends TestCase
{
    private string $views;

    protected function setUp(): void
    {
        parent::setUp();
        $this->views = dirname(__DIR__).'/fixtures/routes';
        $finder = app('view')->getFinder();
        $finder->setPaths([$this->views.'/views']);
        $finder->addNamespace('shop-theme', $this->views.'/package');
    }

    /** @return array{0: int, 1: string} */
    private function routes(array $options = []): array
    {
        $code = Artisan::call('shop-widgets:routes', $options);

        return [$code, Artisan::output()];
    }

    private function addAllRoutes(): void
    {
        Route::get('/api/cart', fn () => []);
        Route::patch('/api/cart/lines/{line}', fn () => []);
        Route::post('/api/auth/code', fn () => []);
        Route::get('/api/products/{product}', fn () => []);
    }

    public function test_a_missing_route_exits_1_naming_it(): void
    {
        Route::get('/api/cart', fn () => []);
        Route::patch('/api/cart/lines/{line}', fn () => []);
        Route::get('/api/products/{product}', fn () => []);
        Route::get('/api/auth/code', fn () => []); // the path, but not the method

        [$code, $output] = $this->routes();

        $this->assertSame(1, $code, $output);
        $this->assertMatchesRegularExpression('~\| POST\s+\| /api/auth/code\s+\| login-modal\s+\| MISSING \|~', $output);
        $this->assertStringContainsString('1 of 4 calls have no route: POST /api/auth/code.', $output);
    }

    public function test_all_routes_present_exits_0_with_parameters_of_any_name(): void
    {
        $this->addAllRoutes();

        [$code, $output] = $this->routes();

        $this->assertSame(0, $code, $output);
        $this->assertMatchesRegularExpression('~\| PATCH\s+\| /api/cart/lines/\{lineId\}\s+\| cart\s+\| yes\s+\|~', $output);
        $this->assertStringContainsString('Every call has a route.', $output);
        $this->assertStringNotContainsString('/api/admin/sales', $output, 'no view uses sales-chart');
    }

    public function test_hand_typed_tags_and_package_views_are_found(): void
    {
        [, $output] = $this->routes(['--json' => true]);
        $report = json_decode($output, true);

        $cart = array_values(array_filter($report['calls'], fn (array $c) => $c['path'] === '/api/cart'))[0];
        $this->assertSame(['cart', 'cart-link'], $cart['widgets'], 'cart comes from a hand-typed data-widget');
        $this->assertContains('/api/products/{id}', array_column($report['calls'], 'path'), 'product-detail is in the namespaced view');
        $this->assertFalse($cart['route']);
    }

    public function test_unknown_and_dynamic_names_are_reported(): void
    {
        $this->addAllRoutes();

        [$code, $output] = $this->routes();

        $pick = $this->views.'/views/admin/pick.blade.php';
        $this->assertSame(0, $code, $output);
        $this->assertStringContainsString("Unknown widget \"nope\" (not in the manifest) in {$pick}.", $output);
        $this->assertStringContainsString("A widget name known only when the page renders (:name) in {$pick}: its calls are not listed.", $output);
    }

    public function test_an_openapi_without_the_widgets_field_says_to_rebuild(): void
    {
        $dir = sys_get_temp_dir().'/shop-widgets-routes-'.bin2hex(random_bytes(4));
        mkdir($dir);
        copy(dirname(__DIR__).'/fixtures/manifest.json', $dir.'/manifest.json');
        file_put_contents($dir.'/openapi.json', '{"openapi":"3.1.0","paths":{"/api/cart":{"get":{"responses":{}}}}}');
        config(['shop-widgets.manifest' => $dir.'/manifest.json']);

        [$code, $output] = $this->routes();
        unlink($dir.'/openapi.json');
        [$missingCode, $missing] = $this->routes();
        unlink($dir.'/manifest.json');
        rmdir($dir);

        $this->assertSame(1, $code);
        $this->assertSame("{$dir}/openapi.json names no widgets on its operations (no `x-shop-widgets`: a build from before the kit wrote them): rebuild the kit (`npm run build`) and run `php artisan shop-widgets:publish`.", trim($output));
        $this->assertSame(1, $missingCode);
        $this->assertSame("No valid openapi.json beside the manifest ({$dir}/openapi.json): rebuild the kit (`npm run build`) and run `php artisan shop-widgets:publish`.", trim($missing));
    }
}
