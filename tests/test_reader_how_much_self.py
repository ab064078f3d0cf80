"""Goods asked sent with no count before the writer's own "How much?" are refused for their count, not read as a rate
asked (``lang.how_much_self``; holdout66 en-e038 "send some rice … How much? Arre, you decide" had asked the rice's
rate, silently; the Hindi and Hinglish were refused so already)."""
from __future__ import annotations

import pytest

from reader_intents import intents as _intents, refused as _refused


@pytest.mark.parametrize("text", [
    "Haan bhaiya, acha, send some rice, the usual sona masoori type. How much? Arre, you decide, whatever you think is "
    "right. Matlab it's almost finished here. Okay, it's raining heavily here.",  # the corpus row
    "हाँ भैया, अच्छा, थोड़ा चावल भेज देना, वही सोना मसूरी वाला। कितना? अरे आप ही देख लो, जितना ठीक लगे।",
    # our own probes
    "Send some rice. How much? You decide.",
    "Please send sugar. How much? Whatever you think.",
    "Send atta. How many? Your call.",
    "Bhaiya thodi cheeni bhej dena. Kitna? Aap dekh lo.",
    "Atta bhej do. Kitna? Jitna theek lage.",
    "भैया थोड़ी चीनी भेज देना। कितनी? आप देख लो।",
    "आटा भेज दो। कितना? जितना ठीक लगे।",
])
def test_how_much_after_goods_sent_asks_the_count(text):
    assert _refused(text, email=True) == "no_quantity.how_many"


@pytest.mark.parametrize("text, want", [  # near: a rate asked
    ("How much is rice?", [("ask_quote", "rice-1kg", None, None, None, None)]),
    ("Rice? How much?", [("ask_quote", "rice-1kg", None, None, None, None)]),
    ("Chawal ka rate? Kitna?", [("ask_quote", "rice-1kg", None, None, None, None)]),
])
def test_a_rate_asked_stays(text, want):
    assert _intents(text, email=True) == want
