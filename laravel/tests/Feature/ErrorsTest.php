<?php

namespace ShopWidgets\Laravel\Tests\Feature;

use Illuminate\Log\Events\MessageLogged;
use ShopWidgets\Laravel\Exceptions\ManifestNotFoundException;
use ShopWidgets\Laravel\Exceptions\MissingDirectiveException;
use ShopWidgets\Laravel\Exceptions\UnknownWidgetException;
use ShopWidgets\Laravel\Tests\TestCase;
use Throwable;

/**
 * An unknown widget: the developer sees it at once while APP_DEBUG is on; in production it is
 * logged and the page works. A missing manifest says how to build it.
 */
class ErrorsTest extends TestCase
{
    private const KNOWN = 'Known widgets: cart-link, login-modal, product-detail, cart.';

    public function test_an_unknown_component_name_is_an_exception_while_debugging(): void
    {
        $this->withoutExceptionHandling();

        $error = $this->failure(fn () => $this->get('/unknown-component'));

        $this->assertInstanceOf(UnknownWidgetException::class, $this->root($error));
        $this->assertStringContainsString('Unknown shop widget "nope" (not in '.config('shop-widgets.manifest').'). '.self::KNOWN, $error->getMessage());
    }

    public function test_an_unknown_component_name_in_production_prints_its_fallback_and_is_logged(): void
    {
        config(['app.debug' => false]);

        $html = $this->get('/unknown-component')->assertOk()->getContent();

        $this->assertStringContainsString("<main>\n<p>Fallback of nope</p></main>", $html);
        $this->assertStringNotContainsString('nope"', $html);
        $this->assertStringContainsString('<script type="module" src="/build/loader-L1.js" fetchpriority="low"></script>', $html);
        $this->assertSame(
            [['warning', 'Shop widgets: unknown widget "nope"; it shows its fallback.']],
            $this->logs()
        );
    }

    public function test_an_unknown_raw_tag_is_an_exception_while_debugging(): void
    {
        $this->withoutExceptionHandling();

        $error = $this->failure(fn () => $this->get('/unknown-raw'));

        $this->assertInstanceOf(UnknownWidgetException::class, $error);
        $this->assertStringContainsString('Unknown shop widget "nope-raw"', $error->getMessage());
        $this->assertStringContainsString(self::KNOWN, $error->getMessage());
    }

    public function test_an_unknown_raw_tag_in_production_is_left_out_of_the_head_and_logged(): void
    {
        config(['app.debug' => false]);

        $html = $this->get('/unknown-raw')->assertOk()->getContent();

        $this->assertStringContainsString("<div data-widget='nope-raw'><p>Fallback of nope-raw</p></div>", $html);
        $this->assertStringNotContainsString('"nope-raw"', $html);
        $this->assertStringContainsString('<script type="application/json" id="shop-widget-assets">{"widgets":{"cart-link":', $html);
        $this->assertSame(
            [['warning', 'Shop widgets: unknown widget "nope-raw"; it shows its fallback.']],
            $this->logs()
        );
    }

    public function test_a_missing_manifest_says_to_run_npm_run_build_and_where_it_looked(): void
    {
        $this->useManifest('missing/manifest.json');
        $this->withoutExceptionHandling();

        $error = $this->failure(fn () => $this->get('/'));

        $this->assertInstanceOf(ManifestNotFoundException::class, $this->root($error));
        $this->assertStringContainsString(
            'Shop widgets manifest is missing or is not a shop widgets manifest: looked at '.config('shop-widgets.manifest')
            .'. Run `npm run build` in the widgets kit',
            $error->getMessage()
        );
    }

    public function test_a_manifest_that_is_not_json_says_so(): void
    {
        config(['shop-widgets.manifest' => __FILE__]);
        $this->withoutExceptionHandling();

        $error = $this->failure(fn () => $this->get('/'));

        $this->assertStringContainsString('Shop widgets manifest is not valid JSON (Syntax error): looked at '.__FILE__.'. Run `npm run build`', $error->getMessage());
    }

    public function test_a_missing_manifest_in_production_is_logged_and_prints_no_tags(): void
    {
        $this->useManifest('missing/manifest.json');
        config(['app.debug' => false]);

        $html = $this->get('/')->assertOk()->getContent();

        $this->assertStringContainsString("<meta name=\"user-id\" content=\"\">\n</head>", $html);
        $this->assertStringNotContainsString('shop-widget-assets', $html);
        $this->assertStringNotContainsString('<link rel=', $html);
        // The nodes still print, with their fallbacks (the page works without the widgets).
        $this->assertStringContainsString('<div data-widget="login-modal"><button type="button" class="shop-login__trigger" disabled>Sign in</button></div>', $html);
        $logs = $this->logs();
        $this->assertCount(1, $logs);
        $this->assertSame('error', $logs[0][0]);
        $this->assertStringContainsString('Run `npm run build`', $logs[0][1]);
    }

    public function test_a_load_value_the_loader_does_not_know_is_an_exception_while_debugging(): void
    {
        $this->withoutExceptionHandling();

        $error = $this->failure(fn () => $this->get('/bad-load'));

        $this->assertInstanceOf(\InvalidArgumentException::class, $this->root($error));
        $this->assertStringContainsString('Shop widget "cart": load="lazy" is not one of eager, visible, idle, interaction.', $error->getMessage());
    }

    public function test_a_load_value_the_loader_does_not_know_in_production_is_logged_and_left_out(): void
    {
        config(['app.debug' => false]);

        $html = $this->get('/bad-load')->assertOk()->getContent();

        $this->assertStringContainsString('<div data-widget="cart"><p>Your cart</p></div>', $html);
        $this->assertSame([['warning', 'Shop widget "cart": load="lazy" is not one of eager, visible, idle, interaction.']], $this->logs());
    }

    public function test_a_page_with_widgets_but_no_directive_is_an_exception_while_debugging(): void
    {
        $this->withoutExceptionHandling();

        $error = $this->failure(fn () => $this->get('/no-directive'));

        $this->assertInstanceOf(MissingDirectiveException::class, $error);
        $this->assertSame(
            'Shop widgets: the page GET /no-directive holds widget nodes (cart-link) but no @shopWidgets, so none of them mounts. '
            .'Put @shopWidgets once in the <head> of its layout.',
            $error->getMessage()
        );
    }

    public function test_a_page_with_widgets_but_no_directive_in_production_is_unchanged_and_logged_once(): void
    {
        config(['app.debug' => false]);
        $view = view('pages.no-directive')->render();

        $this->assertSame($view, $this->get('/no-directive')->assertOk()->getContent());
        $this->get('/no-directive')->assertOk();

        $this->assertSame(
            [['warning', 'Shop widgets: the page GET /no-directive holds widget nodes (cart-link) but no @shopWidgets, so none of them mounts. '
                .'Put @shopWidgets once in the <head> of its layout.']],
            $this->logs()
        );
    }

    public function test_a_fragment_a_text_or_json_response_with_a_widget_node_is_left_alone(): void
    {
        $this->withoutExceptionHandling();

        $this->assertSame('<div data-widget="cart-link"></div>', $this->get('/fragment')->assertOk()->getContent());
        $this->assertSame('<div data-widget="cart-link"></div>', $this->get('/no-directive.txt')->assertOk()->getContent());
        $this->get('/no-directive.json')->assertOk()->assertExactJson(['html' => '<div data-widget="cart-link"></div>']);
        $this->assertSame([], $this->logs());
    }

    public function test_a_tag_error_names_the_developers_view_and_the_tags_line_not_the_packages_view(): void
    {
        $this->withoutExceptionHandling();
        $views = realpath(__DIR__.'/../app/resources/views/pages');

        foreach ([
            '/unknown-component' => ['Unknown shop widget "nope"', 'unknown-component.blade.php', 4],
            '/bad-load' => ['Shop widget "cart": load="lazy" is not one of', 'bad-load.blade.php', 4],
            '/bad-props' => ['Inf and NaN cannot be JSON encoded', 'bad-props.blade.php', 5],
        ] as $path => [$text, $view, $line]) {
            $message = $this->failure(fn () => $this->get($path))->getMessage();

            $this->assertStringContainsString($text, $message, $path);
            $this->assertStringContainsString(" (in {$views}/{$view} line {$line})", $message, $path);
            $this->assertStringContainsString("(View: {$views}/{$view})", $message, $path);
            $this->assertStringNotContainsString('widget.blade.php', $message, $path);
        }
    }

    private function failure(callable $request): Throwable
    {
        try {
            $request();
        } catch (Throwable $error) {
            return $error;
        }
        $this->fail('The request did not fail.');
    }

    /** A view wraps what a component throws in a ViewException: the package's own exception. */
    private function root(Throwable $error): Throwable
    {
        while ($error->getPrevious() !== null) {
            $error = $error->getPrevious();
        }

        return $error;
    }

    /** @return list<array{string, string}> */
    private function logs(): array
    {
        return array_map(fn (MessageLogged $event) => [$event->level, $event->message], $this->logged);
    }
}
