<?php

namespace ShopWidgets\Laravel\Tests\Feature;

use ShopWidgets\Laravel\Tests\TestCase;
use ShopWidgets\Laravel\View\ShopWidget;

/** `<x-shop-widget>`: the node, its props where they are safe, load, class, the fallback. */
class ComponentTest extends TestCase
{
    public function test_props_are_json_in_an_html_escaped_attribute_with_utf8_as_is(): void
    {
        $html = $this->get('/props')->assertOk()->getContent();

        $this->assertStringContainsString(
            '<div data-widget="product-detail" data-props="{&quot;name&quot;:&quot;Kandy \&quot;Hill\&quot; tea &amp; &lt;b&gt;spice&lt;/b&gt; &#039;mix&#039; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;,&quot;origin&quot;:&quot;ශ්‍රී ලංකා&quot;,&quot;originTa&quot;:&quot;இலங்கை&quot;}">Tea</div>',
            $html
        );
    }

    public function test_the_attribute_decodes_to_the_props(): void
    {
        $html = $this->get('/props')->assertOk()->getContent();
        $dom = new \DOMDocument();
        @$dom->loadHTML('<?xml encoding="UTF-8">'.$html);
        $node = (new \DOMXPath($dom))->query('//*[@data-widget="product-detail"][@data-props]')->item(0);

        $this->assertSame([
            'name' => 'Kandy "Hill" tea & <b>spice</b> \'mix\' </script><script>alert(1)</script>',
            'origin' => 'ශ්‍රී ලංකා',
            'originTa' => 'இலங்கை',
        ], json_decode($node->getAttribute('data-props'), true));
    }

    public function test_large_props_are_a_json_script_child_that_nothing_in_the_data_can_end(): void
    {
        $html = $this->get('/props')->assertOk()->getContent();
        $json = '{"description":"'.str_repeat('ශ්‍රී ලංකා இலங்கை ', 60).'\u003C/script\u003E\u003C!-- \u0026 \u0027"}';

        $this->assertGreaterThan(ShopWidget::ATTRIBUTE_LIMIT, strlen($json));
        $this->assertStringContainsString(
            '<div data-widget="product-detail" data-load="visible"><script type="application/json">'.$json.'</script>Large</div>',
            $html
        );
        $this->assertSame(
            ['description' => str_repeat('ශ්‍රී ලංකා இலங்கை ', 60).'</script><!-- & \''],
            json_decode($json, true)
        );
    }

    public function test_empty_props_are_an_object(): void
    {
        $html = $this->get('/props')->assertOk()->getContent();

        $this->assertStringContainsString('<div data-widget="cart" data-props="{}"><h1 class="shop-page-title">Cart</h1></div>', $html);
    }

    public function test_load_class_and_the_slot_as_fallback(): void
    {
        $html = $this->get('/', ['X-Test-User' => '7'])->assertOk()->getContent();

        $this->assertStringContainsString(
            "<header class=\"shop-header\">\n"
            .'<div data-widget="cart-link" data-props="{&quot;count&quot;:2}"><a href="/cart">Cart</a></div>'
            .'<div data-widget="login-modal"><button type="button" class="shop-login__trigger" disabled>Sign in</button></div>'
            .'</header>',
            $html
        );
        $this->assertStringContainsString(
            '<div data-widget="product-detail" class="product-slot" data-props="{&quot;product&quot;:{&quot;id&quot;:7,&quot;name&quot;:&quot;Ceylon tea&quot;}}"><h1>Ceylon tea</h1></div>',
            $html
        );
        $this->assertStringContainsString('<div data-widget="cart-link" data-load="idle"><a href="/cart">Cart</a></div>', $html);
    }

    public function test_a_guest_header_prints_no_count(): void
    {
        $html = $this->get('/')->assertOk()->getContent();

        $this->assertStringContainsString('<div data-widget="cart-link"><a href="/cart">Cart</a></div>', $html);
    }
}
