"""Goods named again with only their old price, in a sentence that refuses it, under our counter-offer for them, are
no refusal of our offer: "## Counter-offer / - Tata Tea: ₹440 per kilo / … list mein ghee ₹590/litre aur chai ₹130
packet tha — humare liye zyada hai" offers tea at ₹110 a packet (``lang.line_guards.old_price_named``; holdout59
g059, where the Hindi and Hinglish had refused tea at our own ₹110, silently; the English read it right)."""
from __future__ import annotations

import pytest

from reader_intents import intents as _intents

_WANT = [("offer", "ghee-1l", None, 45500, None, None), ("offer", "tea-250g", None, 11000, None, None)]
_G059 = {
    "en": "## Counter-offer\n\n- **Desi ghee:** ₹500 per kg\n- **Tata Tea:** ₹440 per kg\n\nYour list of 28 March "
          "had ghee at ₹590/l and tea at ₹130 a packet — too high for us. Let us know.",
    "hi": "## काउंटर-ऑफ़र\n\n- **देसी घी:** ₹500 प्रति किलो\n- **टाटा टी:** ₹440 प्रति किलो\n\nआपकी 28 मार्च की लिस्ट "
          "में घी ₹590/लीटर और चाय ₹130 पैकेट था — हमारे लिए ज़्यादा है। बताइए।",
    "hinglish": "## Counter-offer\n\n- **Desi ghee:** ₹500 per kilo\n- **Tata Tea:** ₹440 per kilo\n\nAapki 28 March "
                "ki list mein ghee ₹590/litre aur chai ₹130 packet tha — humare liye zyada hai. Bataiye.",
}


@pytest.mark.parametrize("lang", ["en", "hi", "hinglish"])
def test_the_corpus_counter_offer_stands(lang):
    assert _intents(_G059[lang], email=True) == _WANT


@pytest.mark.parametrize("text, want", [  # our own probes
    ("## Counter-offer\n\n- Tata Tea: ₹440 per kilo\n\nAapki list mein chai ₹130 packet tha — zyada hai.",
     [("offer", "tea-250g", None, 11000, None, None)]),
    ("## काउंटर-ऑफ़र\n\n- टाटा टी: ₹440 प्रति किलो\n\nआपकी लिस्ट में चाय ₹130 पैकेट थी — ज़्यादा है।",
     [("offer", "tea-250g", None, 11000, None, None)]),
    ("## Counter-offer\n\n- Tata Tea: ₹440 per kg\n\nYour list had tea at ₹130 a packet — too high for us.",
     [("offer", "tea-250g", None, 11000, None, None)]),
])
def test_the_old_price_refused_leaves_the_offer(text, want):
    assert _intents(text, email=True) == want


@pytest.mark.parametrize("text, want", [  # near: goods refused after a quote, with no offer of ours
    ("> Rice ₹40, sugar ₹45\n\nRice ok. Sugar nahi.",
     [("accept", "rice-1kg", None, 4000, None, None), ("reject", "sugar-1kg", None, None, None, None)]),
])
def test_a_plain_refusal_stays(text, want):
    assert _intents(text, email=True) == want
