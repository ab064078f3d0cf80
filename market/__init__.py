"""The world: state, catalogue, the day's clock, demand, counter, books and the event record.

Knows nothing of language models or AutoGen, of the suppliers' kernel or of wording: it
imports only ``scenarios`` (tests/test_layers.py). ``engine.shop.Shop`` wires it to the
kernel and the renderer and runs a scenario's month one staff turn at a time; the market's
functions that act on a turn (``counter``, ``closing``, ``staff_inbox``, ``turn_ends``) take that
shop, named by the Protocol ``market.shop_api.ShopApi`` (never imported from above).
"""
