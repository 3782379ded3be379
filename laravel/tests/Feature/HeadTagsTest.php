<?php

namespace ShopWidgets\Laravel\Tests\Feature;

use ShopWidgets\Laravel\ShopWidgets;
use ShopWidgets\Laravel\ShopWidgetsManager;
use ShopWidgets\Laravel\Tests\TestCase;

/**
 * `@shopWidgets` on real pages of the test application: a layout with @yield, a header
 * @include with components, a page with components (one eager, one idle) and a raw
 * `<div data-widget="cart" data-load="visible">`. Whole tags asserted, as head-format.md says.
 */
class HeadTagsTest extends TestCase
{
    /** The home page's widgets: cart-link, login-modal, product-detail eager; cart visible. */
    private const MAP = '{"widgets":{"cart-link":{"file":"widget-cart-link-C1.js","css":["chunk-THEME.css"],"imports":["chunk-CORE.js"],"parts":{}},"login-modal":{"file":"widget-login-modal-M1.js","css":["chunk-THEME.css","chunk-SESSION.css","widget-login-modal-M2.css"],"imports":["chunk-CORE.js","chunk-SESSION.js"],"parts":{"login-dialog":{"css":["chunk-DIALOG.css"],"js":["part-login-dialog-D1.js"]}}},"product-detail":{"file":"widget-product-detail-P1.js","css":["chunk-THEME.css","chunk-SESSION.css","chunk-CATALOGUE.css","widget-product-detail-P2.css"],"imports":["chunk-CATALOGUE.js","chunk-CORE.js","chunk-SESSION.js"],"parts":{}},"cart":{"file":"widget-cart-K1.js","css":["chunk-THEME.css","chunk-CHECKOUT.css","widget-cart-K2.css"],"imports":["chunk-CHECKOUT.js","chunk-CORE.js","chunk-SESSION.js"],"parts":{"checkout-flow":{"css":["chunk-FLOW.css"],"js":["part-checkout-flow-F1.js","chunk-FLOWLIB.js"]}}}}';

    private const PLAIN = <<<'HTML'
<meta name="csrf-token" content="{token}">
<meta name="user-id" content="{user}">
<script type="application/json" id="shop-widget-assets"{N}>{MAP},"integrity":{},"preload":["chunk-CORE.js","widget-cart-link-C1.js","widget-login-modal-M1.js","chunk-SESSION.js","widget-product-detail-P1.js","chunk-CATALOGUE.js"]}</script>
<link rel="stylesheet" href="/build/chunk-THEME.css"{N}>
<link rel="stylesheet" href="/build/chunk-SESSION.css"{N}>
<link rel="stylesheet" href="/build/chunk-CATALOGUE.css"{N}>
<link rel="stylesheet" href="/build/widget-login-modal-M2.css"{N}>
<link rel="stylesheet" href="/build/widget-product-detail-P2.css"{N}>
<script type="module" src="/build/loader-L1.js"{N} fetchpriority="low"></script>

HTML;

    // The map's integrity: the files of the page's widgets and of its preload list that are not
    // tags above (the eager widgets' JS, the login dialog's part, everything of the lazy cart),
    // sorted by byte order.
    private const WITH_INTEGRITY = <<<'HTML'
<meta name="csrf-token" content="{token}">
<meta name="user-id" content="{user}">
<script type="application/json" id="shop-widget-assets"{N}>{MAP},"integrity":{"chunk-CATALOGUE.js":"sha384-6uGn2uEl6Yk9","chunk-CHECKOUT.css":"sha384-SYwLOlGiE96z","chunk-CHECKOUT.js":"sha384-F10j1dwqr3Yy","chunk-CORE.js":"sha384-pjTydafoT6Ka","chunk-DIALOG.css":"sha384-QKHsYFhF34Ph","chunk-FLOW.css":"sha384-mUKeAUDuwWI+","chunk-FLOWLIB.js":"sha384-t3D+2G8jKLkW","chunk-SESSION.js":"sha384-gELKYSeHoJbP","part-checkout-flow-F1.js":"sha384-Rhj7OjIHugFv","part-login-dialog-D1.js":"sha384-zVgj8gsxWq4F","widget-cart-K1.js":"sha384-AuTWeqzxNHkc","widget-cart-K2.css":"sha384-2AnVAkU1IoRK","widget-cart-link-C1.js":"sha384-ZhvqkZvziy99","widget-login-modal-M1.js":"sha384-ry3+2w4r3bSB","widget-product-detail-P1.js":"sha384-SUQsvzLhY89J"},"preload":["chunk-CORE.js","widget-cart-link-C1.js","widget-login-modal-M1.js","chunk-SESSION.js","widget-product-detail-P1.js","chunk-CATALOGUE.js"]}</script>
<link rel="stylesheet" href="/build/chunk-THEME.css" integrity="sha384-3fwAOwycxhZb"{N}>
<link rel="stylesheet" href="/build/chunk-SESSION.css" integrity="sha384-azcxfb7ZL+ch"{N}>
<link rel="stylesheet" href="/build/chunk-CATALOGUE.css" integrity="sha384-WNZohmnJA6IM"{N}>
<link rel="stylesheet" href="/build/widget-login-modal-M2.css" integrity="sha384-ZVMLy9ncmiEJ"{N}>
<link rel="stylesheet" href="/build/widget-product-detail-P2.css" integrity="sha384-4fVb75ooP6ZS"{N}>
<script type="module" src="/build/loader-L1.js" integrity="sha384-fIabDS+oG9/J"{N} fetchpriority="low"></script>

HTML;

    /** @return array<string, array{string, string, string}> */
    public function variants(): array
    {
        return [
            'no nonce, no integrity' => ['/', 'manifest.json', self::PLAIN],
            'nonce, no integrity' => ['/csp', 'manifest.json', self::PLAIN],
            'integrity, no nonce' => ['/', 'manifest-integrity.json', self::WITH_INTEGRITY],
            'nonce and integrity' => ['/csp', 'manifest-integrity.json', self::WITH_INTEGRITY],
        ];
    }

    /** @dataProvider variants */
    public function test_the_head_has_every_widget_of_layout_include_components_and_raw_tags(string $uri, string $manifest, string $expected): void
    {
        $this->useManifest($manifest);

        $response = $this->get($uri, ['X-Test-User' => '7']);

        $response->assertOk();
        $nonce = '';
        if ($uri === '/csp') {
            $csp = (string) $response->headers->get('Content-Security-Policy');
            $this->assertMatchesRegularExpression("/script-src 'nonce-([A-Za-z0-9]{40})' 'strict-dynamic'/", $csp);
            preg_match("/'nonce-([A-Za-z0-9]+)'/", $csp, $m);
            $this->assertSame($m[1], ShopWidgets::cspNonce());
            $nonce = ' nonce="'.$m[1].'"';
        }
        $this->assertSame(
            strtr($expected, ['{token}' => session()->token(), '{user}' => '7', '{MAP}' => self::MAP, '{N}' => $nonce]),
            $this->headTags($response->getContent())
        );
    }

    public function test_a_guest_gets_an_empty_user_id(): void
    {
        $html = $this->get('/')->assertOk()->getContent();

        $this->assertStringContainsString(
            '<meta name="csrf-token" content="'.session()->token().'">'."\n".'<meta name="user-id" content="">'."\n",
            $html
        );
        $this->assertSame(40, strlen(session()->token()));
    }

    public function test_a_page_without_widgets_still_gets_the_theme_and_the_loader(): void
    {
        $this->useManifest('manifest-integrity.json');
        $html = $this->get('/no-widgets')->assertOk()->getContent();

        $this->assertSame(
            '<meta name="csrf-token" content="'.session()->token().'">'."\n"
            .'<meta name="user-id" content="">'."\n"
            .'<script type="application/json" id="shop-widget-assets">{"widgets":{},"integrity":{"chunk-CORE.js":"sha384-pjTydafoT6Ka"},"preload":["chunk-CORE.js"]}</script>'."\n"
            .'<link rel="stylesheet" href="/build/chunk-THEME.css" integrity="sha384-3fwAOwycxhZb">'."\n"
            .'<script type="module" src="/build/loader-L1.js" integrity="sha384-fIabDS+oG9/J" fetchpriority="low"></script>'."\n",
            $this->headTags($html)
        );
    }

    public function test_the_url_prefix_comes_from_the_config(): void
    {
        config(['shop-widgets.url' => 'https://cdn.example.lk/build/']);
        $html = $this->get('/no-widgets')->assertOk()->getContent();

        // Another origin: `crossorigin`, or the browser fetches the stylesheets without CORS and
        // drops every one that has an integrity hash (SRI needs a CORS answer across origins).
        $this->assertStringContainsString('<link rel="stylesheet" href="https://cdn.example.lk/build/chunk-THEME.css" crossorigin>'."\n", $html);
        $this->assertStringContainsString('<script type="module" src="https://cdn.example.lk/build/loader-L1.js" crossorigin fetchpriority="low"></script>'."\n", $html);
        // The loader preloads its chunks itself, from the map, with the same CORS (loader.ts).
        $this->assertStringNotContainsString('modulepreload', $html);
    }

    public function test_files_on_another_origin_keep_their_integrity_and_are_fetched_with_cors(): void
    {
        $this->useManifest('manifest-integrity.json');
        config(['shop-widgets.url' => '//cdn.example.lk/build']);
        ShopWidgets::useCspNonce('n1');
        $html = $this->get('/no-widgets')->assertOk()->getContent();

        $this->assertStringContainsString(
            '<link rel="stylesheet" href="//cdn.example.lk/build/chunk-THEME.css" integrity="sha384-3fwAOwycxhZb" crossorigin nonce="n1">'."\n",
            $html
        );
    }

    public function test_attribute_values_are_escaped_as_the_demo_shop_escapes_them(): void
    {
        // Byte for byte the demo's html.ts (head-tags.ts): & < > " and ' as &#039;, like Blade.
        config(['shop-widgets.url' => "/b'u\"i<l>d&"]);
        ShopWidgets::useCspNonce("n'1");

        $html = $this->get('/no-widgets')->assertOk()->getContent();

        $this->assertStringContainsString(
            '<link rel="stylesheet" href="/b&#039;u&quot;i&lt;l&gt;d&amp;/chunk-THEME.css" nonce="n&#039;1">'."\n",
            $html
        );
    }

    public function test_use_csp_nonce_returns_the_nonce_it_sets(): void
    {
        $this->assertNull(ShopWidgets::cspNonce());
        $this->assertSame('abc123', ShopWidgets::useCspNonce('abc123'));
        $this->assertSame('abc123', ShopWidgets::cspNonce());
        $random = ShopWidgets::useCspNonce();
        $this->assertMatchesRegularExpression('/^[A-Za-z0-9]{40}$/', $random);
        $this->assertSame($random, ShopWidgets::cspNonce());
        $this->assertSame(app(ShopWidgetsManager::class), ShopWidgets::getFacadeRoot());
    }

    public function test_an_empty_nonce_prints_no_nonce_attribute(): void
    {
        // As the demo's head-tags.ts: a nonce="" would match no CSP source anyway.
        ShopWidgets::useCspNonce('');

        $html = $this->get('/no-widgets')->assertOk()->getContent();

        $this->assertStringNotContainsString('nonce=', $html);
    }

    public function test_use_integrity_key_false_prints_no_integrity(): void
    {
        $this->useManifest('manifest-integrity.json');
        ShopWidgets::useIntegrityKey(false);

        $html = $this->get('/')->assertOk()->getContent();

        $this->assertStringNotContainsString('integrity="', $html);
        $this->assertStringContainsString(',"integrity":{},"preload":[', $html);
    }

    public function test_the_marker_is_replaced_once_and_injecting_again_changes_nothing(): void
    {
        $html = $this->get('/')->assertOk()->getContent();

        $this->assertStringNotContainsString(ShopWidgetsManager::MARKER, $html);
        $this->assertSame(1, substr_count($html, 'id="shop-widget-assets"'));
        $this->assertSame(1, substr_count($html, '<script type="module" src="/build/loader-L1.js" fetchpriority="low"></script>'));
        $this->assertSame($html, ShopWidgets::inject($html));
    }

    public function test_a_marker_in_the_body_is_left_alone(): void
    {
        // Only the first marker is the head's; a second one (a page showing the marker as text
        // in raw HTML) is not replaced.
        $html = "<html><head>\n".ShopWidgetsManager::MARKER."</head><body>".ShopWidgetsManager::MARKER.'</body></html>';

        $out = ShopWidgets::inject($html);

        $this->assertSame(1, substr_count($out, 'id="shop-widget-assets"'));
        $this->assertStringEndsWith('</head><body>'.ShopWidgetsManager::MARKER.'</body></html>', $out);
    }

    public function test_responses_that_are_not_html_are_left_alone(): void
    {
        $json = $this->get('/as-json')->assertOk();
        $this->assertStringContainsString(ShopWidgetsManager::MARKER, $json->json('html'));
        $this->assertStringNotContainsString('shop-widget-assets', $json->json('html'));

        $text = $this->get('/as-text')->assertOk();
        $this->assertStringContainsString(ShopWidgetsManager::MARKER, $text->getContent());
        $this->assertStringNotContainsString('shop-widget-assets', $text->getContent());
    }

    public function test_inject_completes_html_rendered_outside_a_request(): void
    {
        $this->useManifest('manifest-integrity.json');
        $html = view('pages.home')->render();

        $this->assertStringContainsString(ShopWidgetsManager::MARKER, $html);
        $this->assertStringNotContainsString('shop-widget-assets', $html);

        $done = ShopWidgets::inject($html);

        $this->assertSame(
            strtr(self::WITH_INTEGRITY, ['{token}' => session()->token(), '{user}' => '', '{MAP}' => self::MAP, '{N}' => '']),
            $this->headTags($done)
        );
        $this->assertSame('<p>No marker</p>', ShopWidgets::inject('<p>No marker</p>'));
    }

    public function test_widgets_in_reads_single_and_double_quotes_and_lazy_tags(): void
    {
        $html = '<section data-widget="a"></section><div class="x" data-load="idle" data-widget=\'b\'>'
            .'<span data-widget="c" data-load=\'visible\'></span><div data-widget="b"></div>'
            .'<div data-widget="Bad"></div><div data-widgetx="d"></div><p>data-widget="e"</p>'
            .'<div data-widget="f" data-load="interaction"></div>';

        $this->assertSame(['a' => true, 'b' => true, 'c' => false, 'f' => false], ShopWidgets::widgetsIn($html));
    }
}
