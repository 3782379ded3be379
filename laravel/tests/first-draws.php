<?php

/*
 * The parity test's PHP side (tests/unit/first-draws-parity.test.ts): reads
 * {"kit": "dist/first-draws.json", "cases": [{"name", "props", "variant", "now"}]} on stdin and
 * writes, per case, the first draw the package prints (null: none; {"invalid": message}).
 */

require __DIR__.'/bootstrap.php';

use ShopWidgets\Laravel\FirstDraws\FirstDraws;
use ShopWidgets\Laravel\FirstDraws\Invalid;
use ShopWidgets\Laravel\FirstDraws\Kit;
use ShopWidgets\Laravel\FirstDraws\Props;

$input = json_decode((string) stream_get_contents(STDIN), true, 512, JSON_THROW_ON_ERROR);
$draws = new FirstDraws(Kit::beside(dirname($input['kit']).'/manifest.json'));
$out = [];
foreach ($input['cases'] as $case) {
    try {
        $out[] = $draws->render($case['name'], Props::of($case['props']), $case['variant'] ?? null, new DateTimeImmutable($case['now']));
    } catch (Invalid $e) {
        $out[] = ['invalid' => $e->getMessage()];
    }
}
echo json_encode(['widgets' => $draws->widgets(), 'drawn' => $out], JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR);
