<?php

namespace ShopWidgets\Laravel\Tests\Feature;

use InvalidArgumentException;
use Illuminate\Log\Events\MessageLogged;
use ShopWidgets\Laravel\Tests\TestCase;
use Throwable;

/**
 * A tag without a slot prints its widget's first draw from its props (FirstDraws; byte for byte
 * the demo shop's, tests/unit/first-draws-parity.test.ts); a slot wins; props the widget's
 * schema refuses name the developer's view and line while debugging, and are logged in production.
 */
class FirstDrawsTest extends TestCase
{
    public function test_a_tag_without_a_slot_prints_the_widgets_first_draw(): void
    {
        $html = $this->get('/first-draws?variant=250+g')->assertOk()->getContent();

        // The product, escaped, with the address's variation chosen (sold out), and the kit's texts.
        $this->assertStringContainsString('<h1 class="shop-pd__name">Kandy &lt;b&gt;tea&lt;/b&gt;</h1>', $html);
        $this->assertStringContainsString('value="250 g" checked>', $html);
        $this->assertStringContainsString('<span>Sold Out</span>', $html);
        $this->assertStringContainsString('<dd class="shop-pd__free">Free Shipping</dd>', $html);
        $this->assertStringContainsString('<span class="shop-pd__price">LKR 2,500.00</span>', $html);
        // Another widget's heading.
        $this->assertStringContainsString('<div data-widget="cart" data-load="visible" data-props="{&quot;items&quot;:[]}"><h1 class="shop-page-title">Cart</h1></div>', $html);
    }

    public function test_a_slot_wins_and_a_first_draw_may_be_empty(): void
    {
        $html = $this->get('/first-draws')->assertOk()->getContent();

        $this->assertStringContainsString('<div data-widget="cart-link">A slot of its own</div>', $html);
        // The sign-in widget without its header button draws nothing.
        $this->assertStringContainsString('<div data-widget="login-modal" data-props="{&quot;showTrigger&quot;:false}"></div>', $html);
        // Without ?variant= the first size is chosen.
        $this->assertStringContainsString('value="100 g" checked>', $html);
        $this->assertStringContainsString('<span class="shop-pd__add-note">(5 available)</span>', $html);
    }

    public function test_props_the_schema_refuses_name_the_developers_view_and_line_while_debugging(): void
    {
        $this->withoutExceptionHandling();

        try {
            $this->get('/first-draw-bad');
            $this->fail('The request did not fail.');
        } catch (Throwable $error) {
            while (! $error instanceof InvalidArgumentException && $error->getPrevious() !== null) {
                $error = $error->getPrevious();
            }
            $this->assertInstanceOf(InvalidArgumentException::class, $error);
            $this->assertStringContainsString('Shop widget "product-detail": its first draw cannot be printed: props.product.variations is not a list of at least one variation', $error->getMessage());
            $this->assertStringContainsString('pages/first-draw-bad.blade.php line 5)', $error->getMessage());
        }
    }

    public function test_props_the_schema_refuses_in_production_are_logged_and_the_node_left_empty(): void
    {
        config(['app.debug' => false]);

        $html = $this->get('/first-draw-bad')->assertOk()->getContent();

        $this->assertMatchesRegularExpression('#<div data-widget="product-detail" data-props="[^"]+"></div>#', $html);
        $logs = array_map(fn (MessageLogged $event) => [$event->level, $event->message], $this->logged);
        $this->assertCount(1, $logs);
        $this->assertSame('warning', $logs[0][0]);
        $this->assertStringStartsWith('Shop widget "product-detail": its first draw cannot be printed: props.product.variations is not a list of at least one variation', $logs[0][1]);
    }
}
