<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Same page</title>
@shopWidgets
</head>
{!! $body !!}
</html>
