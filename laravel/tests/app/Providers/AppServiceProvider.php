<?php

namespace ShopWidgets\Laravel\Tests\App\Providers;

use Illuminate\Auth\GenericUser;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\Facades\Blade;
use Illuminate\Support\Facades\Route;
use Illuminate\Support\ServiceProvider;
use ShopWidgets\Laravel\Tests\App\Support\ViteTags;

class AppServiceProvider extends ServiceProvider
{
    public function boot(): void
    {
        // Signed in: the X-Test-User header names the user's id (a GenericUser; no database).
        Auth::viaRequest('test-user', function (Request $request) {
            $id = $request->header('X-Test-User');

            return $id === null || $id === '' ? null : new GenericUser(['id' => (int) $id, 'name' => 'Nimali Perera']);
        });

        // A `@vite`-like directive (test fixture): the app's own Vite build in public/build.
        Blade::directive('viteFixture', fn (string $entries) => '<?php echo (new \\'.ViteTags::class.')('.$entries.'); ?>');

        Route::middleware('web')->group(base_path('routes/web.php'));
    }
}
