<?php

namespace ShopWidgets\Laravel;

use Illuminate\Contracts\Http\Kernel;
use Illuminate\Support\Facades\Blade;
use Illuminate\Support\ServiceProvider;
use ShopWidgets\Laravel\Console\PublishCommand;
use ShopWidgets\Laravel\Console\RoutesCommand;
use ShopWidgets\Laravel\Http\InjectAssets;
use ShopWidgets\Laravel\View\ShopWidget;

/**
 * Registers the ShopWidgets service, the config, `<x-shop-widget>`, `@shopWidgets`, and the
 * middleware that completes `@shopWidgets` once the page is rendered, and in the console
 * `shop-widgets:publish` and `shop-widgets:routes` (listed under extra.laravel.providers in
 * composer.json, so Laravel discovers it).
 */
class ShopWidgetsServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->mergeConfigFrom(__DIR__.'/../config/shop-widgets.php', 'shop-widgets');

        $this->app->singleton(ShopWidgetsManager::class);
    }

    public function boot(): void
    {
        $this->loadViewsFrom(__DIR__.'/../resources/views', 'shop-widgets');

        $this->publishes([
            __DIR__.'/../config/shop-widgets.php' => config_path('shop-widgets.php'),
        ], 'shop-widgets-config');

        if ($this->app->runningInConsole()) {
            $this->commands([PublishCommand::class, RoutesCommand::class]);
        }

        Blade::component('shop-widget', ShopWidget::class);

        Blade::directive('shopWidgets', fn () => '<?php echo app(\\'.ShopWidgetsManager::class.'::class)->head(); ?>');

        // Global, like barryvdh/laravel-debugbar's injector: it sees every route's final HTML.
        if ($this->app->bound(Kernel::class)) {
            $kernel = $this->app->make(Kernel::class);
            if (method_exists($kernel, 'hasMiddleware') && $kernel->hasMiddleware(InjectAssets::class)) {
                return;
            }
            if (method_exists($kernel, 'pushMiddleware')) {
                $kernel->pushMiddleware(InjectAssets::class);
            }
        }
    }
}
