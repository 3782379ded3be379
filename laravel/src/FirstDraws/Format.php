<?php

namespace ShopWidgets\Laravel\FirstDraws;

use DateTimeImmutable;
use DateTimeInterface;

/**
 * The kit's number, money, price, link and date rules as the widgets apply them
 * (shared/core/money.ts, shared/purchase/pricing.ts, widgets/product-detail/price.ts,
 * shared/core/urls.ts, widgets/product-detail/dates.ts), in PHP: a test prints every first draw
 * both ways and compares them (tests/unit/first-draws-parity.test.ts).
 */
class Format
{
    /** A number as JavaScript's String(n) prints it: 10, 12.5, 0.30000000000000004. */
    public static function number(int|float $n): string
    {
        if (is_int($n)) {
            return (string) $n;
        }
        if ($n == floor($n) && abs($n) < 1e21) {
            return sprintf('%.0f', $n);
        }

        // The shortest text that reads back as the same number, as JavaScript prints it.
        return (string) json_encode($n);
    }

    /** JavaScript's n.toFixed(digits): the exact binary value rounded, a tie to the larger. */
    public static function fixed(float $n, int $digits): string
    {
        [$whole, $fraction] = explode('.', sprintf('%.53F', abs($n)));
        $scaled = $whole.substr($fraction, 0, $digits);
        if (($fraction[$digits] ?? '0') >= '5') {
            $scaled = self::increment($scaled);
        }
        $scaled = str_pad(ltrim($scaled, '0'), $digits + 1, '0', STR_PAD_LEFT);
        $text = $digits > 0 ? substr($scaled, 0, -$digits).'.'.substr($scaled, -$digits) : $scaled;

        return ($n < 0 ? '-' : '').$text;
    }

    /** A string of digits plus one. */
    protected static function increment(string $digits): string
    {
        for ($i = strlen($digits) - 1; $i >= 0; $i--) {
            if ($digits[$i] !== '9') {
                return substr($digits, 0, $i).chr(ord($digits[$i]) + 1).str_repeat('0', strlen($digits) - $i - 1);
            }
        }

        return '1'.str_repeat('0', strlen($digits));
    }

    /** LKR (a server number such as 1234.5) to integer cents; half away from zero (money.ts toCents). */
    public static function toCents(int|float $lkr): int
    {
        $cents = (int) round(abs($lkr) * 100);

        return $lkr < 0 && $cents !== 0 ? -$cents : $cents;
    }

    /** "LKR 1,234.50" (money.ts formatLKR). */
    public static function lkr(int $cents): string
    {
        $sign = $cents < 0 ? '-' : '';
        $abs = abs($cents);

        return 'LKR '.$sign.number_format(intdiv($abs, 100)).'.'.str_pad((string) ($abs % 100), 2, '0', STR_PAD_LEFT);
    }

    /** numerator / denominator (denominator > 0), half away from zero (pricing.ts roundedRatio). */
    protected static function roundedRatio(int $numerator, int $denominator): int
    {
        $magnitude = abs($numerator);
        $quotient = intdiv($magnitude, $denominator);
        if (($magnitude % $denominator) * 2 >= $denominator) {
            $quotient++;
        }

        return $numerator < 0 && $quotient !== 0 ? -$quotient : $quotient;
    }

    /** SPEC §9 round((compared − price) / compared × 100), 0 without a higher compared price. */
    public static function discountPercent(int $comparedCents, int $priceCents): int
    {
        if ($comparedCents <= 0 || $comparedCents <= $priceCents) {
            return 0;
        }

        return self::roundedRatio(($comparedCents - $priceCents) * 100, $comparedCents);
    }

    /** The price less a percent (taken to the basis point, 0 to $max percent). */
    public static function discountedPrice(int $priceCents, int|float $percent, int|float $max): int
    {
        $bp = (int) min(max(self::jsRound($percent * 100), 0), $max * 100);
        if ($bp === 0) {
            return $priceCents;
        }

        return self::roundedRatio($priceCents * (10000 - $bp), 10000);
    }

    /** JavaScript's Math.round: a half goes up (-2.5 → -2). */
    protected static function jsRound(float|int $n): float
    {
        return floor($n + 0.5);
    }

    /**
     * What the page shows for one variation (widgets/product-detail/price.ts shownPrice).
     *
     * @return array{price: int, compared: int|null, percent: int}
     */
    public static function shownPrice(int|float $price, int|float|null $comparedPrice, int|float $highestDiscount, int|float $maxPercent): array
    {
        $base = self::toCents($price);
        $listed = $comparedPrice === null ? null : self::toCents($comparedPrice);
        $shown = $highestDiscount > 0 ? self::discountedPrice($base, $highestDiscount, $maxPercent) : $base;
        $higher = $highestDiscount > 0 ? max($base, $listed ?? 0) : $listed;
        $compared = $higher !== null && $higher > $shown ? $higher : null;

        return ['price' => $shown, 'compared' => $compared, 'percent' => $compared === null ? 0 : self::discountPercent($compared, $shown)];
    }

    /**
     * A link or picture from data, on the server: a #fragment or a path on this site; any other
     * (another scheme, another host) none (shared/core/urls.ts safeHref, which has no page origin
     * to resolve against on the server).
     */
    public static function safeHref(?string $url): ?string
    {
        if ($url === null || $url === '') {
            return null;
        }
        $trimmed = self::trim($url);
        if (str_starts_with($trimmed, '#')) {
            return $trimmed;
        }
        if (str_starts_with($trimmed, '/') && ! str_starts_with($trimmed, '//') && ! str_starts_with($trimmed, '/\\')) {
            return $trimmed;
        }

        return null;
    }

    /** SPEC §3 product images under PRODUCT_IMAGE_BASE (urls.ts productImageUrl). */
    public static function productImageUrl(?string $image, Kit $kit): string
    {
        if ($image === null || $image === '') {
            return $kit->constant('NO_IMAGE_URL');
        }
        if (str_contains($image, '/')) {
            return self::safeHref($image) ?? $kit->constant('NO_IMAGE_URL');
        }

        return $kit->constant('PRODUCT_IMAGE_BASE').self::encodeUriComponent($image);
    }

    /** JavaScript's encodeURIComponent: also ! ' ( ) * as they are. */
    public static function encodeUriComponent(string $text): string
    {
        return strtr(rawurlencode($text), ['%21' => '!', '%27' => "'", '%28' => '(', '%29' => ')', '%2A' => '*']);
    }

    /** JavaScript's String.prototype.trim: Unicode white space and line ends, both sides. */
    public static function trim(string $text): string
    {
        return preg_replace('/^[\s\p{Zs}\x{FEFF}\x{2028}\x{2029}]+|[\s\p{Zs}\x{FEFF}\x{2028}\x{2029}]+$/u', '', $text) ?? $text;
    }

    /**
     * SPEC §9 delivery estimate: 'Nov 24 - Nov 26', business days after $from (dates.ts), in the
     * page's language: the kit's range template and month names (first-draws.json's
     * 'product.dayRange' and 'product.rangeMonths'), English's when a file predates them.
     *
     * @param  list<string>  $months  January first
     */
    public static function deliveryLabel(DateTimeInterface $from, int $minDays, int $maxDays, ?string $template = null, array $months = []): string
    {
        $day = fn (int $days) => self::addBusinessDays(DateTimeImmutable::createFromInterface($from)->setTime(0, 0), $days);
        [$start, $end] = [$day($minDays), $day($maxDays)];
        $month = fn (DateTimeImmutable $date) => $months[(int) $date->format('n') - 1] ?? $date->format('M');

        return strtr($template ?? ':startMonth :startDay - :endMonth :endDay', [
            ':startMonth' => $month($start),
            ':startDay' => $start->format('j'),
            ':endMonth' => $month($end),
            ':endDay' => $end->format('j'),
        ]);
    }

    protected static function addBusinessDays(DateTimeImmutable $day, int $days): DateTimeImmutable
    {
        while ($days > 0) {
            $day = $day->modify('+1 day');
            if ((int) $day->format('N') < 6) {
                $days--;
            }
        }

        return $day;
    }
}
