<!doctype html>
<html lang="en">
<head>
@shopWidgets
</head>
<body><p>Nothing here.</p></body>
</html>
