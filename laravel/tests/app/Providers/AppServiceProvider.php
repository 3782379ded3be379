<?php

namespace ShopWidgets\Laravel\Tests\App\Providers;

use Illuminate\Auth\GenericUser;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\Facades\Route;
use Illuminate\Support\ServiceProvider;

class AppServiceProvider extends ServiceProvider
{
    public function boot(): void
    {
        // Signed in: the X-Test-User header names the user's id (a GenericUser; no database).
        Auth::viaRequest('test-user', function (Request $request) {
            $id = $request->header('X-Test-User');

            return $id === null || $id === '' ? null : new GenericUser(['id' => (int) $id, 'name' => 'Nimali Perera']);
        });

        Route::middleware('web')->group(base_path('routes/web.php'));
    }
}
