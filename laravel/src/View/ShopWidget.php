<?php

namespace ShopWidgets\Laravel\View;

use Illuminate\View\Component;
use InvalidArgumentException;
use JsonException;
use RuntimeException;
use ShopWidgets\Laravel\FirstDraws\FirstDraws;
use ShopWidgets\Laravel\FirstDraws\Invalid;
use ShopWidgets\Laravel\FirstDraws\Kit;
use ShopWidgets\Laravel\FirstDraws\Props;
use ShopWidgets\Laravel\ShopWidgetsManager;

/**
 * `<x-shop-widget name="cart-link" :props="['count' => $n]" load="visible">fallback</x-shop-widget>`
 *
 * Prints the widget's node: `<div data-widget="NAME"[ data-load][ class and other attributes]
 * [ data-props="JSON"]>` with the slot inside as the no-JS fallback; without a slot, the widget's
 * first draw from its props (FirstDraws), so the page has its final boxes before it mounts. Props whose JSON is longer
 * than ATTRIBUTE_LIMIT bytes go into a `<script type="application/json">` child instead (the
 * loader reads either), with < > & ' as \u escapes so nothing in the data can end the script.
 */
class ShopWidget extends Component
{
    /** The data-load values the loader knows (docs/backend.md#what-the-widget-tags-print). */
    public const LOADS = ['eager', 'visible', 'idle', 'interaction'];

    /** Props JSON up to this many bytes is a data-props attribute; longer, a script child. */
    public const ATTRIBUTE_LIMIT = 2048;

    /** Attribute JSON: UTF-8 (Sinhala, Tamil) as is; the attribute's HTML escaping does the rest. */
    public const ATTRIBUTE_JSON = JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR;

    /** Script-child JSON: also < > & ' escaped, so no "</script>" or "<!--" in the data. */
    public const SCRIPT_JSON = self::ATTRIBUTE_JSON | JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS;

    /**
     * @param  mixed  $props  anything json_encode takes (arrays, JsonSerializable, Arrayable models
     *                        via toArray()); null prints no props
     */
    public function __construct(
        public string $name,
        public mixed $props = null,
        public ?string $load = null,
    ) {
        // Checked here, not in the package's view: the component is built while the developer's
        // own template runs, so its ViewException names that template (not widget.blade.php),
        // and the message adds the tag's line in it.
        try {
            $this->known = $this->checkName();
            $this->json = $this->encodeProps();
            $this->withLoad = $this->load !== null && $this->load !== '' && $this->knownLoad();
            $this->location = TagLocation::of($this->name);
        } catch (JsonException|InvalidArgumentException $error) {
            $class = get_class($error);

            throw new $class($error->getMessage().TagLocation::of($this->name), $error->getCode());
        }
    }

    /** Whether the manifest has the widget (false: the slot prints on its own). */
    protected bool $known = true;

    /** The props' JSON for the data-props attribute, null for none or when too long for it. */
    protected ?string $json = null;

    /** The props' JSON, whatever its length ('{}' for none): what the first draw reads. */
    protected string $encoded = '{}';

    /** Whether the node gets its data-load. */
    protected bool $withLoad = false;

    /** Where the tag is in the developer's template, for a first draw's error. */
    protected string $location = '';

    public function render()
    {
        return view('shop-widgets::widget');
    }

    /** False when the manifest lacks the widget in production: the slot prints on its own. */
    public function known(): bool
    {
        return $this->known;
    }

    protected function checkName(): bool
    {
        $widgets = app(ShopWidgetsManager::class);

        if ($widgets->knows($this->name) === false) {
            $widgets->reportUnknown($this->name);

            return false;
        }

        return true;
    }

    protected function encodeProps(): ?string
    {
        if ($this->props === null) {
            return null;
        }

        $props = $this->props === [] ? (object) [] : $this->props;
        $this->encoded = json_encode($props, self::ATTRIBUTE_JSON);

        return strlen($this->encoded) <= self::ATTRIBUTE_LIMIT ? $this->encoded : null;
    }

    /**
     * A typo in `load` would mount the widget at once without a word: an exception while
     * debugging; in production a warning, and the widget mounts at once.
     */
    protected function knownLoad(): bool
    {
        if (in_array($this->load, self::LOADS, true)) {
            return true;
        }

        $message = "Shop widget \"{$this->name}\": load=\"{$this->load}\" is not one of ".implode(', ', self::LOADS).'.';

        if (config('app.debug')) {
            throw new InvalidArgumentException($message);
        }

        logger()->warning($message);

        return false;
    }

    /**
     * What the node holds: the slot when it has one (a slot always wins), else the widget's first
     * draw from its props. Props the widget's schema refuses, or a build without
     * first-draws.json, throw while debugging; in production they are logged and the node is
     * left empty (the widget shows its note when it mounts).
     */
    public function inside(mixed $slot): string
    {
        $given = (string) $slot;
        if (trim($given) !== '') {
            return $given;
        }
        $widgets = app(ShopWidgetsManager::class);
        try {
            $variant = request()->query('variant');

            return (new FirstDraws(Kit::beside($widgets->manifestPath())))
                ->render($this->name, Props::fromJson($this->encoded), is_string($variant) ? $variant : null, now()) ?? '';
        } catch (Invalid|RuntimeException $error) {
            $message = "Shop widget \"{$this->name}\": its first draw cannot be printed: {$error->getMessage()}"
                .($error instanceof Invalid ? ' (the widget\'s props schema: dist/widgets.schema.json).' : '');
            if (config('app.debug')) {
                throw new InvalidArgumentException($message.$this->location, 0, $error);
            }
            logger()->warning($message.$this->location);

            return '';
        }
    }

    /** The node's start tag and, for large props, its JSON script child. */
    public function openingTag(): string
    {
        $html = '<div data-widget="'.e($this->name).'"';

        if ($this->withLoad) {
            $html .= ' data-load="'.e($this->load).'"';
        }

        $extra = (string) $this->attributes;
        if ($extra !== '') {
            $html .= ' '.$extra;
        }

        if ($this->props === null) {
            return $html.'>';
        }

        if ($this->json !== null) {
            return $html.' data-props="'.e($this->json).'">';
        }

        $props = $this->props === [] ? (object) [] : $this->props;

        return $html.'><script type="application/json">'.json_encode($props, self::SCRIPT_JSON).'</script>';
    }
}
