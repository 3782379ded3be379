<?php

return [
    'defaults' => ['guard' => 'web'],
    'guards' => [
        // See AppServiceProvider: the user comes from a test header, as a GenericUser.
        'web' => ['driver' => 'test-user'],
    ],
    'providers' => [],
];
