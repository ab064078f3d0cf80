"""The engine: the shop's month wired from the world (``market``), the suppliers' kernel
(``negotiation_kernel``) and the renderer (``lang``).

``engine.shop.Shop`` is the entry point: it runs a scenario's month one staff turn at a time
(vans, e-mails, walk-ins, repayments and the day's close between the turns);
``engine.door`` is a van at the door (the kernel's bill, the fraud's cost);
``engine.checks.check_world`` checks a scenario against the catalogue, the suppliers and the
renderer before a run. It sits above ``market``, ``negotiation_kernel`` and ``lang`` and below
``roles`` (tests/test_layers.py).
"""
