<?php

namespace ShopWidgets\Laravel\FirstDraws;

use JsonException;
use RuntimeException;

/**
 * What the first draws take from the kit: dist/first-draws.json, beside the manifest (written by
 * the build from first-draws/texts.ts): the catalogue's texts, the header icons, the constants.
 * PHP prints the kit's words and numbers, never a copy of them.
 */
class Kit
{
    /** @var array<string, array<string, mixed>> files read, by path */
    protected static array $read = [];

    /** @param  array<string, mixed>  $data */
    public function __construct(protected array $data) {}

    /**
     * The file beside this manifest, of its language (manifest.si.json → first-draws.si.json); a
     * RuntimeException names it when it is missing or broken.
     */
    public static function beside(string $manifestPath): self
    {
        $language = preg_match('/^manifest\.([a-z]+)\.json$/', basename($manifestPath), $m) === 1 ? '.'.$m[1] : '';
        $path = dirname($manifestPath).'/first-draws'.$language.'.json';

        if (! isset(static::$read[$path])) {
            $json = is_file($path) && is_readable($path) ? file_get_contents($path) : false;
            try {
                $data = $json === false ? null : json_decode($json, true, 512, JSON_THROW_ON_ERROR);
            } catch (JsonException) {
                $data = null;
            }
            if (! is_array($data) || ! isset($data['texts'], $data['constants'])) {
                throw new RuntimeException("The shop widgets' first draws need {$path}, which `npm run build` writes into dist/ beside manifest.json: publish the whole build (php artisan shop-widgets:publish).");
            }
            static::$read[$path] = $data;
        }

        return new self(static::$read[$path]);
    }

    /**
     * A text with its `:name` holes filled (one pass: a value holding ":name" stays as it is);
     * a counted text's form is picked by $count, as the message picks it in the page's language.
     *
     * @param  array<string, string|int|float>  $values
     */
    public function text(string $key, array $values = [], int|float|null $count = null): string
    {
        $text = $this->data['texts'][$key] ?? throw new RuntimeException("first-draws.json has no text {$key}: rebuild the kit (npm run build).");
        if (is_array($text)) {
            // The forms of the counts the language puts in "one" ("1"; "0" too in Sinhala), else "other".
            $exact = $count !== null && floor($count) == $count ? (string) (int) $count : null;
            $text = $exact !== null && isset($text[$exact]) ? $text[$exact] : $text['other'];
        }
        $holes = [];
        foreach ($values as $name => $value) {
            $holes[':'.$name] = is_string($value) ? $value : Format::number($value);
        }

        return strtr($text, $holes);
    }

    /** Whether the file has the text (one a build before it lacks). */
    public function hasText(string $key): bool
    {
        return isset($this->data['texts'][$key]);
    }

    /** @return list<string> */
    public function list(string $key): array
    {
        return $this->data['lists'][$key] ?? [];
    }

    /** @return list<string> the icon's SVG path data */
    public function icon(string $name): array
    {
        return $this->data['icons'][$name] ?? [];
    }

    public function constant(string $name): mixed
    {
        return $this->data['constants'][$name] ?? throw new RuntimeException("first-draws.json has no constant {$name}: rebuild the kit (npm run build).");
    }
}
