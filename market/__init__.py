"""The shop: state, catalogue, the day's clock, demand, counter, door, books and the event record.

Knows nothing of language models or AutoGen. ``market.shop.Shop`` is the
entry point: it runs a scenario's month one staff turn at a time.
"""
